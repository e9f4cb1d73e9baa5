import { makeStoreObservable } from '../make-store-observable';
import { action } from 'mobx';
import { LatestRequest } from '../data/latest-request';
import { isApiError } from '../http/api-error';

export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface PageOf<T> {
  items: T[];
  total: number;
}

/**
 * One paged list from the API (announcements, notes, inquiries, statements): the current page,
 * its status, and the server's error message to show. Paging quickly never lets an older answer
 * overwrite a newer one; `onLoaded` hears only the answers that were kept (the inbox takes its
 * unread count from them).
 */
export class PagedList<T, A extends PageOf<T> = PageOf<T>> {
  items: T[] = [];
  total = 0;
  page = 1;
  status: ListStatus = 'idle';
  errorMessage: string | null = null;
  private readonly latest = new LatestRequest();
  /** A read of this list's is on its way (a quiet one leaves `status` as it was). */
  #reading = false;

  constructor(
    private readonly fetchPage: (page: number, pageSize: number) => Promise<A>,
    readonly pageSize = 10,
    private readonly onLoaded: (answer: A) => void = () => undefined,
  ) {
    makeStoreObservable<PagedList<T, A>, 'fetchPage' | 'latest' | 'onLoaded' | 'read'>(
      this,
      { fetchPage: false, pageSize: false, latest: false, onLoaded: false, read: false },
      { autoBind: true },
    );
  }

  /** Not loaded yet, or loading: the table shows its spinner. */
  get loading(): boolean {
    return this.status === 'idle' || this.status === 'loading';
  }

  /** Back to the first page (a row was just added at the top); the next load shows it. */
  rewind(): void {
    this.page = 1;
  }

  setPage(page: number): Promise<void> {
    this.page = page;
    return this.load();
  }

  load(): Promise<void> {
    return this.read(false);
  }

  /**
   * Reads the shown page again behind its rows (the live channel said it changed): no spinner,
   * and a failed read keeps the rows shown. A list not shown yet loads as `load` does.
   */
  refresh(): Promise<void> {
    return this.read(this.status === 'ready');
  }

  /**
   * A page read elsewhere with this list's own query (a background poll of the first page): shown
   * as this list's own answer would be, and a read of its own still on its way dropped.
   */
  takePage(page: number, answer: A): void {
    if (page !== this.page || this.status === 'idle') return;
    this.latest.begin();
    this.#reading = false;
    this.items = answer.items;
    this.total = answer.total;
    this.status = 'ready';
    this.errorMessage = null;
    this.onLoaded(answer);
  }

  private async read(quietly: boolean): Promise<void> {
    const isLatest = this.latest.begin();
    this.#reading = true;
    if (!quietly) {
      this.status = 'loading';
      this.errorMessage = null;
    }
    try {
      const answer = await this.fetchPage(this.page, this.pageSize);
      if (!isLatest()) return;
      this.#reading = false;
      // The last rows of the last page went (deleted): show the page that is now last.
      const lastPage = Math.max(1, Math.ceil(answer.total / this.pageSize));
      if (answer.items.length === 0 && this.page > lastPage) return this.setPage(lastPage);
      action('pageLoaded', () => {
        this.items = answer.items;
        this.total = answer.total;
        this.status = 'ready';
      })();
      this.onLoaded(answer);
    } catch (error) {
      if (!isLatest()) return;
      this.#reading = false;
      if (quietly) return;
      action('pageFailed', () => {
        this.status = 'error';
        this.errorMessage = isApiError(error) ? error.message : null;
      })();
    }
  }

  /**
   * Replaces one row in place (a note marked read, an inquiry confirmed) without a refetch. A page
   * already on its way was read before this change and would undo it: it is asked for again.
   */
  replace(matches: (item: T) => boolean, next: T): void {
    this.items = this.items.map((item) => (matches(item) ? next : item));
    if (this.#reading) void this.read(this.status === 'ready');
  }
}
