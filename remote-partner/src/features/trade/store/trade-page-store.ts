import { type HttpClient, makeStoreObservable } from '@casino/platform';
import { BalanceStore } from '../../../lib/balance-store';
import { ChildrenStore } from './children-store';
import { TradeFormStore, type AmountLimit, type TradeResult } from './trade-form-store';
import { TradeHistoryStore } from './trade-history-store';

/** The trade page: own balance, the children to pick from, the form, and the history below. */
export class TradePageStore {
  readonly balance: BalanceStore;
  readonly children: ChildrenStore;
  readonly form: TradeFormStore;
  readonly history: TradeHistoryStore;

  constructor(http: HttpClient) {
    this.balance = new BalanceStore(http);
    this.children = new ChildrenStore(http);
    this.form = new TradeFormStore(http);
    this.history = new TradeHistoryStore(http);
    makeStoreObservable(this, { balance: false, children: false, form: false, history: false }, { autoBind: true });
  }

  load(): void {
    void this.balance.load();
    void this.children.list.load();
    void this.history.list.load();
  }

  /** What the amount may be now: it follows the direction, the picked child and the balance. */
  get amountLimit(): AmountLimit {
    return this.form.limit(this.children.selected, this.balance.balance);
  }

  /** What stops the form before it asks for confirmation. */
  check(): Extract<TradeResult, { outcome: 'invalid' }> | null {
    return this.form.validate(this.children.selected, this.balance.balance);
  }

  /** Sends the trade; the answer carries both new balances, and the history shows it on top. */
  async submit(): Promise<TradeResult> {
    const child = this.children.selected;
    const result = await this.form.submit(child, this.balance.balance);
    if (result.outcome === 'done') {
      this.balance.set(result.answer.balance);
      this.children.setBalance(result.answer.trade.child.id, result.answer.child_balance);
      void this.history.showNewest();
    } else if (result.outcome === 'failed') {
      // Refused on balances (409): what the screen shows was stale; show them as they are now.
      void this.balance.load();
      void this.children.list.load();
    }
    return result;
  }

  stop(): void {
    this.balance.stop();
  }
}
