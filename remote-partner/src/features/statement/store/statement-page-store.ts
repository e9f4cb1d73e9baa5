import type { DataOf, agencyStatementOpen, StatementType } from '@casino/contract';
import { ThrottledRefresh, type HttpClient } from '@casino/platform';
import { action, makeObservable, observable } from 'mobx';
import { getOpenRequests } from '../../../api/get-open-requests';
import { listMemberStatements } from '../../../api/list-member-statements';
import { listSubStatements } from '../../../api/list-sub-statements';
import { BalanceStore } from '../../../lib/balance-store';
import type { StatementTab } from '../../../lib/statement-link';
import { StatementDeskStore } from './statement-desk-store';
import { NO_FILTER, type StatementFilter } from './statement-filter';

type OpenRequests = DataOf<typeof agencyStatementOpen>;

/**
 * The page is read again at most this often when the live channel tells of requests: three
 * reads each time, per open tab, and a busy line may make several requests a second.
 */
export const LIVE_REFRESH_MS = 2_000;

/**
 * The tab to open when the address names none: the first (own members), unless nothing waits
 * there and something waits below the sub-partners (a master's requests usually all do). With a
 * type asked for (a dashboard count of waiting deposits), only that type counts.
 */
export function tabWithRequests(open: OpenRequests, type: StatementType | null): StatementTab {
  const waiting = (counts: OpenRequests['members']) => (type ? counts[type] : counts.deposit + counts.withdraw);
  return waiting(open.members) === 0 && waiting(open.sub) > 0 ? 'subs' : 'members';
}

/** The page's stores: the partner's balance, and one desk per tab, both paying from that balance. */
export class StatementPageStore {
  readonly balance: BalanceStore;
  readonly desks: Record<StatementTab, StatementDeskStore>;
  /** The tab picked by `chooseTab`; null until it has answered. */
  chosenTab: StatementTab | null = null;
  private choosing = false;
  readonly #liveRefresh: ThrottledRefresh;

  constructor(
    private readonly http: HttpClient,
    filter: StatementFilter = NO_FILTER,
  ) {
    this.balance = new BalanceStore(http);
    this.refresh = this.refresh.bind(this);
    this.#liveRefresh = new ThrottledRefresh(this.refresh, LIVE_REFRESH_MS);
    this.refreshSoon = this.refreshSoon.bind(this);
    this.desks = {
      members: new StatementDeskStore(http, (query) => listMemberStatements(http, query), this.balance, filter),
      subs: new StatementDeskStore(http, (query) => listSubStatements(http, query), this.balance, filter),
    };
    makeObservable<StatementPageStore, 'chosen'>(this, { chosenTab: observable, chosen: action });
  }

  /** Everything still waiting in both tabs (the menu badge's count); null until both have answered. */
  get openTotal(): number | null {
    const { members, subs } = this.desks;
    if (!members.open || !subs.open) return null;
    return members.open.deposit + members.open.withdraw + subs.open.deposit + subs.open.withdraw;
  }

  /**
   * Picks the tab where requests wait (`tabWithRequests`), once: the first one when the counts
   * cannot be had. A page that has shown a tab keeps it.
   */
  async chooseTab(type: StatementType | null): Promise<void> {
    if (this.choosing || this.chosenTab) return;
    this.choosing = true;
    let tab: StatementTab = 'members';
    try {
      tab = tabWithRequests(await getOpenRequests(this.http), type);
    } catch {
      // The lists say what went wrong; the first tab shows it.
    }
    this.choosing = false;
    this.chosen(tab);
  }

  private chosen(tab: StatementTab): void {
    this.chosenTab = tab;
  }

  /** The periodic refresh: the balance, and both tabs (their badges, their new requests). */
  refresh(): void {
    void this.balance.load();
    void this.desks.members.poll();
    void this.desks.subs.poll();
  }

  /** A request of the line was made or decided (the live channel): `refresh`, throttled. */
  refreshSoon(): void {
    this.#liveRefresh.soon();
  }

  stop(): void {
    this.#liveRefresh.stop();
    this.balance.stop();
    this.desks.members.stop();
    this.desks.subs.stop();
  }
}
