import type { DataOf, LosingFigure, LosingPeriodKind, reportLosingSettle } from '@casino/contract';
import { isApiError, type HttpClient, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { PagedRows } from '../../../lib/report-list';
import { getLosing } from '../../../api/get-losing';
import { settleLosing } from '../../../api/settle-losing';

export const FIGURES_PAGE_SIZE = 10;

export type LosingAnswer = Awaited<ReturnType<typeof getLosing>>;
export type SettleAnswer = DataOf<typeof reportLosingSettle>;
export type SettleResult = { outcome: 'done'; answer: SettleAnswer } | { outcome: 'busy' } | { outcome: 'failed'; message: string | null };

/**
 * The losing settlement: for one period (a day, a week, a month, named by any day inside it), the
 * caller's own figure and each line partner's, with the working; and the master's settlement of
 * a closed period.
 */
export class LosingStore {
  kind: LosingPeriodKind = 'day';
  /** Any Seoul day inside the period. */
  day: string;
  readonly figures: PagedRows<LosingFigure, LosingAnswer>;
  settling = false;
  /** The last settlement's answer, shown until the period changes. */
  settled: SettleAnswer | null = null;

  constructor(
    private readonly http: HttpClient,
    today: string,
  ) {
    // Today's day, as the API answers without a day: the figures of play that just happened.
    this.day = today;
    this.figures = new PagedRows<LosingFigure, LosingAnswer>((page, pageSize) => getLosing(http, { period: this.kind, day: this.day, page, pageSize }), FIGURES_PAGE_SIZE);
    makeStoreObservable<LosingStore, 'http'>(this, { http: false, figures: false }, { autoBind: true });
  }

  get answer(): LosingAnswer | null {
    return this.figures.answer;
  }

  load(): Promise<void> {
    return this.figures.restart();
  }

  setPeriod(kind: LosingPeriodKind, day: string): Promise<void> {
    this.kind = kind;
    this.day = day;
    this.settled = null;
    return this.load();
  }

  /** Settles the period shown; the figures are read again, now with their settlement. */
  async settle(): Promise<SettleResult> {
    if (this.settling) return { outcome: 'busy' };
    this.settling = true;
    try {
      const answer = await settleLosing(this.http, { period: this.kind, day: this.day });
      action('losingSettled', () => {
        this.settled = answer;
        this.settling = false;
      })();
      void this.figures.list.load();
      return { outcome: 'done', answer };
    } catch (error) {
      action('losingSettleFailed', () => {
        this.settling = false;
      })();
      return { outcome: 'failed', message: isApiError(error) ? error.message : null };
    }
  }
}
