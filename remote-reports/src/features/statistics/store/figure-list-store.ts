import { addDays, type FigureSummary } from '@casino/contract';
import { type HttpClient, type PageOf, makeStoreObservable } from '@casino/platform';
import { Resource } from '@casino/platform/back-office';
import type { FigureOrder } from '../../../components/figure-columns';
import { CatalogStore } from '../../../lib/catalog-store';
import { FilterState } from '../../../lib/filter-state';
import { daysFilter, type BettingFilterQuery } from '../../../lib/report-filter';
import { PagedRows } from '../../../lib/report-list';
import { OPENING_DAYS } from './day-statistics-store';

export const FIGURES_PAGE_SIZE = 20;
/** The chart's bars: the top ten of the table's figure. */
export const TOP = 10;
export const DEFAULT_ORDER: FigureOrder = { sort: 'bet', order: 'desc' };

export type ListQuery = BettingFilterQuery & FigureOrder & { page: number; pageSize: number };

/** The calls of one statistic (by game, by member): its sorted page, and its totals. */
export interface FigureCalls<Row> {
  list: (http: HttpClient, query: ListQuery) => Promise<PageOf<Row>>;
  summary: (http: HttpClient, query: BettingFilterQuery) => Promise<FigureSummary>;
}

/**
 * Statistics by game or by member: a page of rows sorted by a figure (by the API), the totals of
 * the filter, and the ten with the most of that figure for the chart.
 */
export class FigureListStore<Row> {
  readonly filters: FilterState;
  readonly catalog: CatalogStore;
  order: FigureOrder = DEFAULT_ORDER;
  readonly rows: PagedRows<Row>;
  readonly summary: Resource<FigureSummary>;
  readonly top: Resource<PageOf<Row>>;

  constructor(http: HttpClient, today: string, calls: FigureCalls<Row>) {
    this.filters = new FilterState(daysFilter(addDays(today, 1 - OPENING_DAYS), today), () => this.load());
    this.catalog = new CatalogStore(http);
    this.rows = new PagedRows<Row>((page, pageSize) => calls.list(http, { ...this.filters.query, ...this.order, page, pageSize }), FIGURES_PAGE_SIZE);
    this.summary = new Resource(() => calls.summary(http, this.filters.query));
    this.top = new Resource(() => calls.list(http, { ...this.filters.query, sort: this.order.sort, order: 'desc', page: 1, pageSize: TOP }));
    makeStoreObservable(this, { filters: false, catalog: false, rows: false, summary: false, top: false }, { autoBind: true });
  }

  load(): void {
    void this.rows.restart();
    void this.summary.load();
    void this.top.load();
  }

  setOrder(order: FigureOrder): void {
    const figureChanged = order.sort !== this.order.sort;
    this.order = order;
    void this.rows.restart();
    if (figureChanged) void this.top.load();
  }

  stop(): void {
    this.summary.stop();
    this.top.stop();
  }
}
