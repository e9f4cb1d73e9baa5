import { PagedList } from '@casino/platform';

export interface KeysetAnswer<T> {
  items: T[];
  total: number;
  next: string | null;
}

/** How a page is asked for: by the cursor the page before answered, or by its number. */
export type KeysetPaging = { cursor: string; pageSize: number } | { page: number; pageSize: number };

/**
 * A report list read by keyset (contract `KeysetQuery`): the table pages as any other list, but
 * the page after one already read is asked for by that page's `next` cursor (the server continues
 * after the last row instead of counting past every row before it); a page jumped to by number,
 * or one whose cursor is not known, goes by `page`. A new filter forgets the cursors.
 */
export class KeysetList<T> {
  readonly list: PagedList<T, KeysetAnswer<T>>;
  /** Page number -> the cursor that starts it. */
  private readonly cursors = new Map<number, string>();

  constructor(fetch: (paging: KeysetPaging) => Promise<KeysetAnswer<T>>, pageSize: number) {
    this.list = new PagedList<T, KeysetAnswer<T>>(
      (page, size) => {
        const cursor = this.cursors.get(page);
        return fetch(cursor ? { cursor, pageSize: size } : { page, pageSize: size });
      },
      pageSize,
      // Called only for the answer that was kept, while `page` is still the page it answers.
      (answer) => this.remember(this.list.page, answer.next),
    );
  }

  /** From the first page again, under a new filter. */
  restart(): Promise<void> {
    this.cursors.clear();
    this.list.rewind();
    return this.list.load();
  }

  private remember(page: number, next: string | null): void {
    if (next) this.cursors.set(page + 1, next);
    else this.cursors.delete(page + 1);
  }
}
