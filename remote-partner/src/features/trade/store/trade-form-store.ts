import { MAX_STATEMENT_AMOUNT, type BodyOf, type DataOf, type TradeChild, type TradeDirection, type agencyTrade } from '@casino/contract';
import { isApiError, SubmissionKeys, type HttpClient } from '@casino/platform';
import { action, makeAutoObservable } from 'mobx';
import { clampAmount } from '../../../lib/amount';
import { createTrade } from '../api/create-trade';

export const MEMO_MAX = 200;

/** What stops a trade before it is sent, by key in `partner:trade.invalid`. */
export type Invalid = 'child' | 'amount' | 'aboveChild' | 'aboveOwn';

export type TradeAnswer = DataOf<typeof agencyTrade>;

export type TradeResult =
  | { outcome: 'done'; answer: TradeAnswer }
  /** A trade is already on its way (a double click). */
  | { outcome: 'busy' }
  /** `limit`: the balance the amount may not pass (the child's for a recovery, the partner's for a payment). */
  | { outcome: 'invalid'; reason: Invalid; limit?: number }
  /** `message` is the server's, fit to show; null when there is none. */
  | { outcome: 'failed'; message: string | null };

/** Pay to or recover from the picked child: direction, amount (quick buttons), memo, submit. */
export class TradeFormStore {
  direction: TradeDirection = 'pay';
  amount: number | null = null;
  memo = '';
  submitting = false;

  constructor(
    private readonly http: HttpClient,
    private readonly keys = new SubmissionKeys(),
  ) {
    makeAutoObservable<TradeFormStore, 'http' | 'keys'>(this, { http: false, keys: false }, { autoBind: true });
  }

  setDirection(direction: TradeDirection): void {
    this.direction = direction;
  }

  setAmount(amount: number | null): void {
    this.amount = clampAmount(amount, MAX_STATEMENT_AMOUNT);
  }

  setMemo(memo: string): void {
    this.memo = memo.slice(0, MEMO_MAX);
  }

  /**
   * Refused here what the server would refuse: a recovery takes at most what the child holds, a
   * payment at most what the partner holds (`ownBalance` null: not known yet, the server decides).
   */
  validate(child: TradeChild | null, ownBalance: number | null): Extract<TradeResult, { outcome: 'invalid' }> | null {
    if (!child) return { outcome: 'invalid', reason: 'child' };
    if (!this.amount) return { outcome: 'invalid', reason: 'amount' };
    if (this.direction === 'recover' && this.amount > child.balance) return { outcome: 'invalid', reason: 'aboveChild', limit: child.balance };
    if (this.direction === 'pay' && ownBalance !== null && this.amount > ownBalance) return { outcome: 'invalid', reason: 'aboveOwn', limit: ownBalance };
    return null;
  }

  async submit(child: TradeChild | null, ownBalance: number | null): Promise<TradeResult> {
    if (this.submitting) return { outcome: 'busy' };
    const invalid = this.validate(child, ownBalance);
    if (invalid) return invalid;
    const memo = this.memo.trim();
    const body: BodyOf<typeof agencyTrade> = { user_id: child!.id, direction: this.direction, amount: this.amount!, ...(memo ? { memo } : {}) };
    const key = this.keys.keyFor(body);
    this.submitting = true;
    try {
      const answer = await createTrade(this.http, body, key);
      this.keys.settle();
      action('tradeDone', () => {
        this.submitting = false;
        this.amount = null;
        this.memo = '';
      })();
      return { outcome: 'done', answer };
    } catch (error) {
      this.keys.settle(error);
      action('tradeFailed', () => {
        this.submitting = false;
      })();
      return { outcome: 'failed', message: isApiError(error) ? error.message : null };
    }
  }
}
