import type { BoardMessageType, StaffBoardMessage } from '@casino/contract';
import { PagedList, type HttpClient, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { errorText } from '../../../lib/error-text';
import type { ChangeResult } from '../../../lib/ordered-rows';
import { createBoardMessage } from '../../../api/create-board-message';
import { listStaffBoardMessages } from '../../../api/list-staff-board-messages';
import { updateBoardMessage } from '../../../api/update-board-message';

export const MESSAGES_PAGE_SIZE = 20;

export interface MessageFilter {
  type: BoardMessageType | null;
  published: boolean | null;
}

/** What the form sends: a new announcement has no id and may be site-wide; an edit may be unpublished. */
export interface MessageDraft {
  type: BoardMessageType;
  title: string;
  content: string;
  siteWide: boolean;
  published: boolean;
}

/** The announcements tab: the line's announcements (and site-wide ones), filtered and paged; saves and (un)publishing. */
export class BoardMessagesStore {
  readonly list: PagedList<StaffBoardMessage>;
  filter: MessageFilter = { type: null, published: null };
  /** The id of the announcement being saved or switched (0: a new one). */
  busyId: number | null = null;

  constructor(
    private readonly http: HttpClient,
    private readonly fallbackError: string,
  ) {
    this.list = new PagedList((page, pageSize) =>
      listStaffBoardMessages(http, {
        ...(this.filter.type ? { type: this.filter.type } : {}),
        ...(this.filter.published !== null ? { published: this.filter.published } : {}),
        page,
        pageSize,
      }),
    MESSAGES_PAGE_SIZE);
    makeStoreObservable<BoardMessagesStore, 'http' | 'fallbackError'>(this, { http: false, list: false, fallbackError: false }, { autoBind: true });
  }

  setFilter(patch: Partial<MessageFilter>): Promise<void> {
    this.filter = { ...this.filter, ...patch };
    this.list.rewind();
    return this.list.load();
  }

  /** Saves the form: a new announcement is published at once (the API has no draft state on create). */
  save(id: number | null, draft: MessageDraft): Promise<ChangeResult> {
    return this.whileBusy(id ?? 0, async () => {
      const title = draft.title.trim();
      if (id === null) {
        await createBoardMessage(this.http, { type: draft.type, title, content: draft.content, ...(draft.siteWide ? { site_wide: true } : {}) });
        this.list.rewind();
        await this.list.load();
      } else {
        const saved = await updateBoardMessage(this.http, { id, type: draft.type, title, content: draft.content, published: draft.published });
        this.list.replace((row) => row.id === id, saved);
      }
    });
  }

  /** Publishes or unpublishes one as it is (the update call takes the whole announcement). */
  setPublished(row: StaffBoardMessage, published: boolean): Promise<ChangeResult> {
    return this.whileBusy(row.id, async () => {
      const saved = await updateBoardMessage(this.http, { id: row.id, type: row.type, title: row.title, content: row.content, published });
      // Under a published filter the row leaves the list; otherwise it changes in place.
      if (this.filter.published !== null) await this.list.load();
      else this.list.replace((item) => item.id === row.id, saved);
    });
  }

  private async whileBusy(id: number, work: () => Promise<void>): Promise<ChangeResult> {
    if (this.busyId !== null) return { outcome: 'busy' };
    this.busyId = id;
    try {
      await work();
      return { outcome: 'done' };
    } catch (error) {
      return { outcome: 'failed', message: errorText(error, this.fallbackError) };
    } finally {
      action('messageSettled', () => (this.busyId = null))();
    }
  }
}
