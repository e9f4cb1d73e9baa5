import { addDays } from '@casino/contract';
import { type HttpClient, makeStoreObservable } from '@casino/platform';
import { Resource } from '@casino/platform/back-office';
import { CatalogStore } from '../../../lib/catalog-store';
import { FilterState } from '../../../lib/filter-state';
import { daysFilter } from '../../../lib/report-filter';
import { getByDaySummary } from '../../../api/get-by-day-summary';
import { listByDay } from '../../../api/list-by-day';

/** The page opens on the last week, so the chart has a trend to show. */
export const OPENING_DAYS = 7;

/** Statistics by day: every day of the range (the API answers them all, at most 366), and the range's totals. */
export class DayStatisticsStore {
  readonly filters: FilterState;
  readonly catalog: CatalogStore;
  readonly days: Resource<Awaited<ReturnType<typeof listByDay>>>;
  readonly summary: Resource<Awaited<ReturnType<typeof getByDaySummary>>>;

  constructor(http: HttpClient, today: string) {
    this.filters = new FilterState(daysFilter(addDays(today, 1 - OPENING_DAYS), today), () => this.load());
    this.catalog = new CatalogStore(http);
    this.days = new Resource(() => listByDay(http, this.filters.query));
    this.summary = new Resource(() => getByDaySummary(http, this.filters.query));
    makeStoreObservable(this, { filters: false, catalog: false, days: false, summary: false }, { autoBind: true });
  }

  load(): void {
    void this.days.load();
    void this.summary.load();
  }

  stop(): void {
    this.days.stop();
    this.summary.stop();
  }
}
