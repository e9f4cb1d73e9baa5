import { MAX_STATEMENT_AMOUNT, type ChildAccount, type TradeDirection } from '@casino/contract';
import { SubmissionKeys, type HttpClient, makeStoreObservable } from '@casino/platform';
import { addToAmount, amountOf, amountRule, isAmountRefused } from '@casino/platform/amount';
import type { NumberRule } from '@casino/platform/back-office';
import { action } from 'mobx';
import { errorMessage } from '../../../lib/error-message';
import { findDirectChild } from '../../../lib/find-child';
import { findWindowAccount, type WindowAccountLoad } from '../../../lib/window-account-load';
import { tradeWithChild } from '../../../api/trade-with-child';

export type Step = 'form' | 'confirm' | 'done';

/**
 * A top-up (pay) or refund (recover) of one direct child: find the child, take the amount and
 * memo, confirm, send once. The Idempotency-Key follows the submission (SubmissionKeys), so
 * a retry after no answer can never pay twice.
 */
export class TradeWindowStore {
  account: ChildAccount | null = null;
  load: WindowAccountLoad = { status: 'loading' };
  /** The amount as typed: never corrected; out of `rule` it is refused where it is typed. */
  amountText = '';
  memo = '';
  step: Step = 'form';
  /** The amount missing, shown under the field. */
  amountMissing = false;
  submitting = false;
  /** The server's message (or the platform's, when no answer came): the partner's language. */
  error: string | null = null;
  done: { amount: number; childBalance: number } | null = null;
  private readonly keys = new SubmissionKeys();

  constructor(
    private readonly http: HttpClient,
    readonly direction: TradeDirection,
    private readonly genericError: string,
  ) {
    makeStoreObservable<TradeWindowStore, 'http' | 'keys' | 'genericError'>(this, { http: false, keys: false, genericError: false, direction: false }, { autoBind: true });
  }

  /** The most this can move: a refund never more than the child holds (the API refuses more too). */
  get max(): number {
    if (this.direction === 'recover' && this.account) return Math.min(this.account.balance, MAX_STATEMENT_AMOUNT);
    return MAX_STATEMENT_AMOUNT;
  }

  get rule(): NumberRule {
    return amountRule(this.max);
  }

  /** The amount to send: null while the field is empty or out of its rule. */
  get amount(): number | null {
    return amountOf(this.amountText, this.rule);
  }

  /** Typed, and not an amount this may move: the next step stays closed and the field says why. */
  get amountRefused(): boolean {
    return isAmountRefused(this.amountText, this.rule);
  }

  async open(id: number | null, usernameHint: string | null): Promise<void> {
    this.load = { status: 'loading' };
    const { found, load } = await findWindowAccount(id, (childId) => findDirectChild(this.http, childId, usernameHint), this.genericError);
    action('tradeAccountLoaded', () => {
      this.account = found;
      this.load = load;
    })();
  }

  setAmount(text: string): void {
    this.amountText = text;
    if (text.trim()) this.amountMissing = false;
    this.error = null;
  }

  addAmount(add: number): void {
    this.setAmount(addToAmount(this.amountText, add));
  }

  setMemo(memo: string): void {
    this.memo = memo;
  }

  /** To the confirm step, when there is an amount this may move; the amount confirmed is the one typed. */
  review(): void {
    if (!this.amountText.trim()) {
      this.amountMissing = true;
      return;
    }
    if (this.amount === null) return;
    this.error = null;
    this.step = 'confirm';
  }

  edit(): void {
    this.step = 'form';
    this.error = null;
  }

  async submit(): Promise<boolean> {
    if (!this.account || !this.amount || this.submitting) return false;
    const memo = this.memo.trim();
    const body = { user_id: this.account.id, direction: this.direction, amount: this.amount, ...(memo ? { memo } : {}) };
    const key = this.keys.keyFor(body);
    this.submitting = true;
    this.error = null;
    try {
      const answer = await tradeWithChild(this.http, body, key);
      this.keys.settle();
      action('tradeDone', () => {
        this.submitting = false;
        this.done = { amount: answer.trade.amount, childBalance: answer.child_balance };
        if (this.account) this.account = { ...this.account, balance: answer.child_balance };
        this.step = 'done';
      })();
      return true;
    } catch (error) {
      this.keys.settle(error);
      action('tradeFailed', () => {
        this.submitting = false;
        this.error = errorMessage(error, this.genericError);
      })();
      return false;
    }
  }

  /** Another top-up or refund of the same account. */
  again(): void {
    this.amountText = '';
    this.memo = '';
    this.done = null;
    this.error = null;
    this.step = 'form';
  }
}
