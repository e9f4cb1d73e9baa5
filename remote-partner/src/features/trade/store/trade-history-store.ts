import type { agencyTradeList, QueryOf, Trade, TradeDirection } from '@casino/contract';
import { PagedList, type HttpClient, makeStoreObservable } from '@casino/platform';
import { listTrades } from '../../../api/list-trades';

export const HISTORY_PAGE_SIZE = 20;

/** What the history's filter bar holds; `null` and '' mean "any". */
export interface HistoryFilter {
  direction: TradeDirection | null;
  /** Seoul days, YYYY-MM-DD, inclusive. */
  from: string | null;
  to: string | null;
  /** The child's ID. */
  username: string;
}

export const NO_HISTORY_FILTER: HistoryFilter = { direction: null, from: null, to: null, username: '' };

function toQuery(filter: HistoryFilter): QueryOf<typeof agencyTradeList> {
  const username = filter.username.trim();
  return {
    ...(filter.direction ? { direction: filter.direction } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(username ? { username } : {}),
  };
}

/** The partner's trades with its children, newest first, filtered and paged. */
export class TradeHistoryStore {
  readonly list: PagedList<Trade>;
  filter: HistoryFilter = NO_HISTORY_FILTER;

  constructor(http: HttpClient) {
    this.list = new PagedList((page, pageSize) => listTrades(http, { ...toQuery(this.filter), page, pageSize }), HISTORY_PAGE_SIZE);
    makeStoreObservable(this, { list: false }, { autoBind: true });
  }

  setFilter(patch: Partial<HistoryFilter>): Promise<void> {
    this.filter = { ...this.filter, ...patch };
    this.list.rewind();
    return this.list.load();
  }

  resetFilter(): Promise<void> {
    return this.setFilter(NO_HISTORY_FILTER);
  }

  /** A trade was just made: it is the newest, at the top of the first page. */
  showNewest(): Promise<void> {
    this.list.rewind();
    return this.list.load();
  }
}
