import { MAX_STATEMENT_AMOUNT, type BodyOf, type DataOf, type TradeChild, type TradeDirection, type agencyTrade } from '@casino/contract';
import { isApiError, SubmissionKeys, type HttpClient, makeStoreObservable } from '@casino/platform';
import { addToAmount, amountOf, amountRule } from '@casino/platform/amount';
import { readNumber, type NumberRule } from '@casino/platform/back-office';
import { action } from 'mobx';
import { tradeWithChild } from '../../../api/trade-with-child';

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

/** What an amount may be, and which balance bounds it (null: only the largest amount the API takes). */
export interface AmountLimit {
  rule: NumberRule;
  reason: Extract<Invalid, 'aboveChild' | 'aboveOwn'> | null;
}

/** Pay to or recover from the picked child: direction, amount (quick buttons), memo, submit. */
export class TradeFormStore {
  direction: TradeDirection = 'pay';
  /** The amount as typed: never corrected; out of its limit it is refused where it is typed. */
  amountText = '';
  memo = '';
  submitting = false;

  constructor(
    private readonly http: HttpClient,
    private readonly keys = new SubmissionKeys(),
  ) {
    makeStoreObservable<TradeFormStore, 'http' | 'keys'>(this, { http: false, keys: false }, { autoBind: true });
  }

  setDirection(direction: TradeDirection): void {
    this.direction = direction;
  }

  setAmount(text: string): void {
    this.amountText = text;
  }

  addAmount(add: number): void {
    this.amountText = addToAmount(this.amountText, add);
  }

  /**
   * A recovery takes at most what the child holds, a payment at most what the partner holds
   * (`ownBalance` null: not known yet, the server decides); neither more than the API takes.
   */
  limit(child: TradeChild | null, ownBalance: number | null): AmountLimit {
    const balance = this.direction === 'recover' ? (child?.balance ?? null) : ownBalance;
    if (balance === null || balance > MAX_STATEMENT_AMOUNT) return { rule: amountRule(MAX_STATEMENT_AMOUNT), reason: null };
    return { rule: amountRule(balance), reason: this.direction === 'recover' ? 'aboveChild' : 'aboveOwn' };
  }

  /** The amount to send under that limit: null while the field is empty or out of it. */
  amountWithin(limit: AmountLimit): number | null {
    return amountOf(this.amountText, limit.rule);
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
    const limit = this.limit(child, ownBalance);
    const { problem } = readNumber(this.amountText, limit.rule);
    if (problem === 'aboveMax' && limit.reason) return { outcome: 'invalid', reason: limit.reason, limit: limit.rule.max };
    if (problem !== null || this.amountWithin(limit) === null) return { outcome: 'invalid', reason: 'amount' };
    return null;
  }

  async submit(child: TradeChild | null, ownBalance: number | null): Promise<TradeResult> {
    if (this.submitting) return { outcome: 'busy' };
    const invalid = this.validate(child, ownBalance);
    if (invalid) return invalid;
    const memo = this.memo.trim();
    const amount = this.amountWithin(this.limit(child, ownBalance))!;
    const body: BodyOf<typeof agencyTrade> = { user_id: child!.id, direction: this.direction, amount, ...(memo ? { memo } : {}) };
    const key = this.keys.keyFor(body);
    this.submitting = true;
    try {
      const answer = await tradeWithChild(this.http, body, key);
      this.keys.settle();
      action('tradeDone', () => {
        this.submitting = false;
        this.amountText = '';
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
