import { action, makeAutoObservable } from 'mobx';

export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface PageOf<T> {
  items: T[];
  total: number;
}

/**
 * One paged list from the API (announcements, notes, inquiries): the current page, its status,
 * and the error message to show. Paging quickly never lets an older answer overwrite a newer one.
 */
export class PagedList<T> {
  items: T[] = [];
  total = 0;
  page = 1;
  status: ListStatus = 'idle';
  errorMessage: string | null = null;
  private request = 0;

  constructor(
    private readonly fetchPage: (page: number, pageSize: number) => Promise<PageOf<T>>,
    readonly pageSize = 10,
  ) {
    makeAutoObservable<PagedList<T>, 'fetchPage' | 'request'>(this, { fetchPage: false, pageSize: false, request: false }, { autoBind: true });
  }

  setPage(page: number): Promise<void> {
    this.page = page;
    return this.load();
  }

  async load(): Promise<void> {
    const request = ++this.request;
    this.status = 'loading';
    this.errorMessage = null;
    try {
      const answer = await this.fetchPage(this.page, this.pageSize);
      if (request !== this.request) return;
      // The last rows of the last page went (deleted): show the page that is now last.
      const lastPage = Math.max(1, Math.ceil(answer.total / this.pageSize));
      if (answer.items.length === 0 && this.page > lastPage) return this.setPage(lastPage);
      action('pageLoaded', () => {
        this.items = answer.items;
        this.total = answer.total;
        this.status = 'ready';
      })();
    } catch (error) {
      if (request !== this.request) return;
      action('pageFailed', () => {
        this.status = 'error';
        this.errorMessage = error instanceof Error ? error.message : null;
      })();
    }
  }

  /** Replaces one row in place (a note marked read, an inquiry confirmed) without a refetch. */
  replace(matches: (item: T) => boolean, next: T): void {
    this.items = this.items.map((item) => (matches(item) ? next : item));
  }
}
