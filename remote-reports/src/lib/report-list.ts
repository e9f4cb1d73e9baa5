import { PagedList, type PageOf } from '@casino/platform';
import { Resource } from '@casino/platform/back-office';
import { action, makeObservable, observable } from 'mobx';
import { FilterState } from './filter-state';
import type { BettingFilterQuery, ReportFilter } from './report-filter';

/** What a table reads of a list, whatever its answers carry besides the rows. */
export type ListView<T> = Pick<PagedList<T>, 'items' | 'total' | 'page' | 'pageSize' | 'status' | 'loading' | 'errorMessage' | 'setPage' | 'load'>;

/** Rows of a report, however they are paged: the list the table shows, and its first page again under a new filter. */
export interface RowSource<T> {
  readonly list: ListView<T>;
  restart(): Promise<void>;
}

/** Rows paged by number (`page`, `pageSize` -> `{ items, total }`). */
export class PagedRows<T, A extends PageOf<T> = PageOf<T>> implements RowSource<T> {
  readonly list: PagedList<T, A>;
  /** The last answer shown: a ranking's totals come with its page. */
  answer: A | null = null;

  constructor(fetch: (page: number, pageSize: number) => Promise<A>, pageSize: number) {
    this.list = new PagedList<T, A>(
      fetch,
      pageSize,
      action('rowsAnswered', (answer: A) => {
        this.answer = answer;
      }),
    );
    makeObservable(this, { answer: observable.ref });
  }

  restart(): Promise<void> {
    this.list.rewind();
    return this.list.load();
  }
}

/**
 * A report screen's data: its filter, its rows, and the totals of the whole filter (when the
 * report has a `/summary`). A filter change goes back to the first page and asks for both again.
 */
export class ReportList<R extends RowSource<unknown>, S = never> {
  readonly filters: FilterState;
  readonly rows: R;
  readonly summary: Resource<S> | null;

  constructor(initial: ReportFilter, rows: (query: () => BettingFilterQuery) => R, summary?: (query: BettingFilterQuery) => Promise<S>) {
    this.filters = new FilterState(initial, () => this.load());
    const query = () => this.filters.query;
    this.rows = rows(query);
    this.summary = summary ? new Resource(() => summary(query())) : null;
  }

  load(): void {
    void this.rows.restart();
    void this.summary?.load();
  }

  stop(): void {
    this.summary?.stop();
  }
}
