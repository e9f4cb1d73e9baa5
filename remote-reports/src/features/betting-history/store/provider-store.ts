import type { BetRound } from '@casino/contract';
import { type HttpClient, makeStoreObservable } from '@casino/platform';
import { Resource } from '@casino/platform/back-office';
import type { FilterState } from '../../../lib/filter-state';
import { KeysetList } from '../../../lib/keyset-list';
import { listProviderRounds } from '../../../api/list-provider-rounds';
import { listProviderTotals } from '../../../api/list-provider-totals';

/** The betting history per game provider: each provider's totals for the days, and one provider's rounds. */
export class ProviderStore {
  readonly totals: Resource<Awaited<ReturnType<typeof listProviderTotals>>>;
  readonly rounds: KeysetList<BetRound>;
  /** The provider whose rounds are listed, null while none is picked. */
  provider: string | null = null;

  constructor(
    http: HttpClient,
    private readonly filters: FilterState,
    pageSize: number,
  ) {
    // The per-provider totals take the days only; the rounds take the whole filter.
    this.totals = new Resource(() => listProviderTotals(http, this.filters.query));
    this.rounds = new KeysetList((paging) => listProviderRounds(http, { provider: this.provider ?? '', ...this.filters.query, ...paging }), pageSize);
    makeStoreObservable<ProviderStore, 'filters'>(this, { totals: false, rounds: false, filters: false }, { autoBind: true });
  }

  load(): void {
    void this.totals.load();
    if (this.provider) void this.rounds.restart();
  }

  pick(provider: string): Promise<void> {
    this.provider = provider;
    return this.rounds.restart();
  }

  stop(): void {
    this.totals.stop();
  }
}
