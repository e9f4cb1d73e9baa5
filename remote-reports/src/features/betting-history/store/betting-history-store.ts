import type { BetRound } from '@casino/contract';
import { type HttpClient, makeStoreObservable } from '@casino/platform';
import { Resource } from '@casino/platform/back-office';
import { CatalogStore } from '../../../lib/catalog-store';
import { FilterState } from '../../../lib/filter-state';
import { KeysetList } from '../../../lib/keyset-list';
import { daysFilter } from '../../../lib/report-filter';
import { getBettingSummary } from '../../../api/get-betting-summary';
import { listRounds } from '../../../api/list-rounds';
import { ProviderStore } from './provider-store';
import { RoundDetailStore } from './round-detail-store';

export const ROUNDS_PAGE_SIZE = 20;

export type BettingView = 'rounds' | 'providers';

/**
 * The betting history: the line's rounds for the filter (paged by keyset), the filter's totals,
 * the same filter per game provider, and the round opened in detail.
 */
export class BettingHistoryStore {
  readonly filters: FilterState;
  readonly catalog: CatalogStore;
  readonly rounds: KeysetList<BetRound>;
  readonly summary: Resource<Awaited<ReturnType<typeof getBettingSummary>>>;
  readonly providers: ProviderStore;
  readonly detail: RoundDetailStore;
  view: BettingView = 'rounds';

  constructor(http: HttpClient, today: string) {
    this.filters = new FilterState(daysFilter(today, today), () => this.load());
    this.catalog = new CatalogStore(http);
    this.rounds = new KeysetList((paging) => listRounds(http, { ...this.filters.query, ...paging }), ROUNDS_PAGE_SIZE);
    this.summary = new Resource(() => getBettingSummary(http, this.filters.query));
    this.providers = new ProviderStore(http, this.filters, ROUNDS_PAGE_SIZE);
    this.detail = new RoundDetailStore(http);
    makeStoreObservable(this, { filters: false, catalog: false, rounds: false, summary: false, providers: false, detail: false }, { autoBind: true });
  }

  /** The view shown, under the current filter; the other view loads when it is shown. */
  load(): void {
    if (this.view === 'rounds') {
      void this.rounds.restart();
      void this.summary.load();
    } else {
      this.providers.load();
    }
  }

  show(view: BettingView): void {
    this.view = view;
    this.load();
  }

  stop(): void {
    this.summary.stop();
    this.providers.stop();
    this.detail.close();
  }
}
