import type { DataOf, NoteTarget, SentNote, staffNoteGet } from '@casino/contract';
import { isApiError, LatestRequest, PagedList, type HttpClient, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { errorText } from '../../../lib/error-text';
import { getNote } from '../../../api/get-note';
import { listNotes } from '../../../api/list-notes';
import { sendNote } from '../../../api/send-note';

export const NOTES_PAGE_SIZE = 20;

export type NoteDetail = DataOf<typeof staffNoteGet>;

export type SendResult = { outcome: 'done'; sent: number } | { outcome: 'busy' } | { outcome: 'failed'; message: string };

/** The notes page: the notes sent to the line with their read counts, the one opened, and sending a new one. */
export class NotesStore {
  readonly list: PagedList<SentNote>;
  /** The note being read: its id at once, its content when it has come. */
  openedId: number | null = null;
  opened: NoteDetail | null = null;
  openError: string | null = null;
  sending = false;
  private readonly latest = new LatestRequest();

  constructor(
    private readonly http: HttpClient,
    private readonly fallbackError: string,
  ) {
    this.list = new PagedList((page, pageSize) => listNotes(http, page, pageSize), NOTES_PAGE_SIZE);
    makeStoreObservable<NotesStore, 'http' | 'latest' | 'fallbackError'>(this, { http: false, list: false, latest: false, fallbackError: false }, { autoBind: true });
  }

  async open(id: number): Promise<void> {
    const isLatest = this.latest.begin();
    this.openedId = id;
    this.opened = null;
    this.openError = null;
    try {
      const note = await getNote(this.http, id);
      if (isLatest()) action('noteOpened', () => (this.opened = note))();
    } catch (error) {
      if (isLatest()) action('noteFailed', () => (this.openError = isApiError(error) ? error.message : this.fallbackError))();
    }
  }

  close(): void {
    this.latest.invalidate();
    this.openedId = null;
    this.opened = null;
  }

  /** Sends one note; the list then shows it first. */
  async send(title: string, content: string, target: NoteTarget): Promise<SendResult> {
    if (this.sending) return { outcome: 'busy' };
    this.sending = true;
    try {
      const { sent } = await sendNote(this.http, { title: title.trim(), content, target });
      this.list.rewind();
      void this.list.load();
      return { outcome: 'done', sent };
    } catch (error) {
      return { outcome: 'failed', message: errorText(error, this.fallbackError) };
    } finally {
      action('noteSendSettled', () => (this.sending = false))();
    }
  }
}
