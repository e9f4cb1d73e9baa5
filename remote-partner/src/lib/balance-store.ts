import { isApiError, LatestRequest, type HttpClient, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { getBalanceTotal } from '../api/get-balance-total';

/** The partner's own balance: what an approved deposit or a payment to a child is paid from. */
export class BalanceStore {
  balance: number | null = null;
  failed = false;
  errorMessage: string | null = null;
  private readonly latest = new LatestRequest();

  constructor(private readonly http: HttpClient) {
    makeStoreObservable<BalanceStore, 'http' | 'latest'>(this, { http: false, latest: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    const isLatest = this.latest.begin();
    try {
      const totals = await getBalanceTotal(this.http);
      if (!isLatest()) return;
      action('balanceLoaded', () => {
        this.balance = totals.balance;
        this.failed = false;
        this.errorMessage = null;
      })();
    } catch (error) {
      if (!isLatest()) return;
      action('balanceFailed', () => {
        this.failed = true;
        this.errorMessage = isApiError(error) ? error.message : null;
      })();
    }
  }

  /** The balance a decision or a trade answered with: newer than any load still on its way. */
  set(balance: number): void {
    this.latest.invalidate();
    this.balance = balance;
    this.failed = false;
    this.errorMessage = null;
  }

  stop(): void {
    this.latest.invalidate();
  }
}
