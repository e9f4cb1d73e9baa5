import type { InboxMessage } from '@casino/contract';
import { isApiError, PagedList, type HttpClient, type PageOf, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { failure, type ActionResult } from '../../../lib/action-result';
import { deleteMessages } from '../../../api/delete-messages';
import { listMessages } from '../../../api/list-messages';
import { markMessagesRead } from '../../../api/mark-messages-read';

export const INBOX_PAGE_SIZE = 10;

/** Hands the new unread count on (the platform's `inboxChanged`, which the header badge shows). */
export type OnUnread = (unread: number) => void;


/** The inbox: a page of notes, the one opened, the ones ticked for deletion, the unread count. */
export class InboxStore {
  readonly list: PagedList<InboxMessage, PageOf<InboxMessage> & { unread: number }>;
  unread: number | null = null;
  opened: InboxMessage | null = null;
  selectedIds: number[] = [];
  deleting = false;
  // Opening a note twice while its read call is on its way must not send it twice.
  private readonly reading = new Set<number>();

  constructor(
    private readonly http: HttpClient,
    private readonly onUnread: OnUnread,
  ) {
    this.list = new PagedList((page, pageSize) => listMessages(http, { page, pageSize }), INBOX_PAGE_SIZE, (answer) => this.unreadLoaded(answer.unread));
    makeStoreObservable<InboxStore, 'http' | 'onUnread' | 'reading'>(
      this,
      { http: false, onUnread: false, list: false, reading: false },
      { autoBind: true },
    );
  }

  /** A note may have arrived since the header last asked: the badge follows what the list says. */
  private unreadLoaded(unread: number) {
    this.unread = unread;
    this.onUnread(unread);
  }

  /** Loads the first page; `openId` (the URL's `modal.id`) opens that note when it is there. */
  async start(openId?: number): Promise<ActionResult> {
    await this.list.load();
    const wanted = openId === undefined ? undefined : this.list.items.find((message) => message.id === openId);
    return wanted ? this.open(wanted) : { outcome: 'done' };
  }

  setPage(page: number): Promise<void> {
    this.selectedIds = [];
    return this.list.setPage(page);
  }

  select(ids: number[]): void {
    this.selectedIds = ids;
  }

  /** Shows a note; an unread one is marked read on the server, and then here. */
  async open(message: InboxMessage): Promise<ActionResult> {
    this.opened = message;
    if (message.read || this.reading.has(message.id)) return { outcome: 'done' };
    this.reading.add(message.id);
    try {
      const { unread } = await markMessagesRead(this.http, [message.id]);
      action('messageRead', () => {
        const read = { ...message, read: true };
        this.list.replace((item) => item.id === message.id, read);
        if (this.opened?.id === message.id) this.opened = read;
        this.unread = unread;
      })();
      this.onUnread(unread);
      return { outcome: 'done' };
    } catch (error) {
      return failure(error);
    } finally {
      this.reading.delete(message.id);
    }
  }

  close(): void {
    this.opened = null;
  }

  deleteSelected(): Promise<ActionResult> {
    return this.remove([...this.selectedIds]);
  }

  deleteOpened(): Promise<ActionResult> {
    return this.opened ? this.remove([this.opened.id]) : Promise.resolve({ outcome: 'done' });
  }

  private async remove(ids: number[]): Promise<ActionResult> {
    if (this.deleting) return { outcome: 'busy' };
    this.deleting = true;
    try {
      const { unread } = await deleteMessages(this.http, ids);
      action('messagesDeleted', () => {
        this.unread = unread;
        this.leave();
      })();
      this.onUnread(unread);
      void this.list.load();
      return { outcome: 'done' };
    } catch (error) {
      // 404: one of them is gone already; the list has changed either way.
      if (isApiError(error) && error.status === 404) {
        this.leave();
        void this.list.load();
      }
      return failure(error);
    } finally {
      action('deleteSettled', () => {
        this.deleting = false;
      })();
    }
  }

  private leave(): void {
    this.selectedIds = [];
    this.opened = null;
  }
}
