import type { HttpClient } from '@casino/platform';
import { listMemberStatements } from '../api/list-member-statements';
import { listSubStatements } from '../api/list-sub-statements';
import { BalanceStore } from '../../../lib/balance-store';
import { StatementDeskStore } from './statement-desk-store';

export type StatementTab = 'members' | 'subs';

/** The page's stores: the partner's balance, and one desk per tab, both paying from that balance. */
export class StatementPageStore {
  readonly balance: BalanceStore;
  readonly desks: Record<StatementTab, StatementDeskStore>;

  constructor(http: HttpClient) {
    this.balance = new BalanceStore(http);
    this.refresh = this.refresh.bind(this);
    this.desks = {
      members: new StatementDeskStore(http, (query) => listMemberStatements(http, query), this.balance),
      subs: new StatementDeskStore(http, (query) => listSubStatements(http, query), this.balance),
    };
  }

  /** The periodic refresh: the balance, and both tabs (their badges, their new requests). */
  refresh(): void {
    void this.balance.load();
    void this.desks.members.poll();
    void this.desks.subs.poll();
  }

  stop(): void {
    this.balance.stop();
    this.desks.members.stop();
    this.desks.subs.stop();
  }
}
