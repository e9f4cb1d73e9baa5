import { addDays } from '@casino/contract';
import { type HttpClient, makeStoreObservable, ThrottledRefresh } from '@casino/platform';
import { Resource } from '@casino/platform/back-office';
import { getBettingSummary } from '../../../api/get-betting-summary';
import { getLineMoney } from '../../../api/get-line-money';
import { getPointSummary } from '../../../api/get-point-summary';
import type { Period } from './period';

/** The chart's days: today and the 29 before it. */
export const TREND_DAYS = 30;

/** The period's sums are read again at most this often when the line changes: each is a sum over the whole line. */
export const LIVE_REFRESH_MS = 10_000;

/**
 * The partner home: the line's money, bets and rolling for the chosen period, and the last 30
 * days of bets for the chart (which does not follow the period).
 */
export class DashboardStore {
  period: Period;
  readonly money: Resource<Awaited<ReturnType<typeof getLineMoney>>>;
  readonly betting: Resource<Awaited<ReturnType<typeof getBettingSummary>>>;
  readonly points: Resource<Awaited<ReturnType<typeof getPointSummary>>>;
  readonly trend: Resource<Awaited<ReturnType<typeof getBettingSummary>>>;
  readonly #liveRefresh = new ThrottledRefresh(() => void this.loadPeriod(), LIVE_REFRESH_MS);

  constructor(
    http: HttpClient,
    period: Period,
    private readonly today: () => string,
  ) {
    this.period = period;
    const range = () => ({ from: this.period.from, to: this.period.to });
    this.money = new Resource(() => getLineMoney(http, range()));
    this.betting = new Resource(() => getBettingSummary(http, range()));
    this.points = new Resource(() => getPointSummary(http, range()));
    this.trend = new Resource(() => {
      const to = this.today();
      return getBettingSummary(http, { from: addDays(to, 1 - TREND_DAYS), to });
    });
    makeStoreObservable<DashboardStore, 'today'>(this, { money: false, betting: false, points: false, trend: false, today: false }, { autoBind: true });
  }

  private get periodResources() {
    return [this.money, this.betting, this.points] as const;
  }

  /**
   * The API's refusal of the period itself (reversed, longer than it sums): every summary of the
   * period gets the same 400, so the page says it once, by the picker, instead of three times.
   */
  get periodRefusal(): string | null {
    const refused = this.periodResources.find((r) => r.status === 'error' && r.errorStatus === 400);
    return refused ? (refused.errorMessage ?? '') : null;
  }

  setPeriod(period: Period): Promise<void> {
    this.period = period;
    return this.loadPeriod();
  }

  async loadPeriod(): Promise<void> {
    await Promise.all(this.periodResources.map((r) => r.load()));
  }

  async load(): Promise<void> {
    await Promise.all([this.loadPeriod(), this.trend.load()]);
  }

  /**
   * Something in the line changed (the live channel: a request, a decision, a sign-up): the
   * period's sums again, at once or, within 10 s of the last time, at its end (one read for
   * any number of changes), the figures shown meanwhile.
   */
  refreshSoon(): void {
    this.#liveRefresh.soon();
  }

  stop(): void {
    this.#liveRefresh.stop();
    for (const resource of [...this.periodResources, this.trend]) resource.stop();
  }
}
