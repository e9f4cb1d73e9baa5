import type { DataOf, staffRoundReconciliation } from '@casino/contract';
import { makeStoreObservable, type HttpClient } from '@casino/platform';
import { Resource } from '@casino/platform/back-office';
import { action } from 'mobx';
import { getRoundReconciliation } from '../../../api/get-round-reconciliation';
import { RoundClosing } from './round-closing';

export type Reconciliation = DataOf<typeof staffRoundReconciliation>;

/**
 * The rounds to reconcile of one Seoul day, for every provider or one; the providers that day
 * has shown so far, so the provider choice keeps them all while one is picked; and the closing
 * of a stale round, after which the day is read again.
 */
export class RoundsStore {
  day = '';
  /** null: every provider. */
  provider: string | null = null;
  readonly reconciliation: Resource<Reconciliation>;
  readonly closing: RoundClosing;
  private seen: string[] = [];

  constructor(private readonly http: HttpClient) {
    this.reconciliation = new Resource(async () => {
      const { day, provider } = this;
      const answer = await getRoundReconciliation(http, { day, ...(provider ? { provider } : {}) });
      action('providersSeen', () => this.see(day, answer.providers.map((row) => row.provider)))();
      return answer;
    });
    this.closing = new RoundClosing(http, () => void this.reconciliation.load());
    makeStoreObservable<RoundsStore, 'http'>(this, { http: false, reconciliation: false, closing: false }, { autoBind: true });
  }

  /** The providers to choose from: those seen on the day, and the one chosen even when it has nothing. */
  get providers(): string[] {
    const chosen = this.provider && !this.seen.includes(this.provider) ? [this.provider] : [];
    return [...this.seen, ...chosen].sort();
  }

  show(day: string, provider: string | null): Promise<void> {
    if (day !== this.day) this.seen = [];
    this.day = day;
    this.provider = provider;
    return this.reconciliation.load();
  }

  /** The page closed: answers still on their way are dropped. */
  stop(): void {
    this.reconciliation.stop();
  }

  private see(day: string, providers: string[]): void {
    // An answer for a day no longer shown says nothing about this one's providers.
    if (day === this.day) this.seen = [...new Set([...this.seen, ...providers])];
  }
}
