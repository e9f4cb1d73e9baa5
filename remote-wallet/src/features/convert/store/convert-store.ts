import { MAX_AMOUNT, MAX_STATEMENT_AMOUNT, type DataOf, type walletBalance } from '@casino/contract';
import { balanceSnapshotOf, isApiError, SubmissionKeys, type BalanceSnapshot, type HttpClient, makeStoreObservable } from '@casino/platform';
import { amountOf, amountRule, isAmountRefused } from '@casino/platform/amount';
import type { NumberRule } from '@casino/platform/back-office';
import { action } from 'mobx';
import { convertToCash } from '../../../api/convert-to-cash';
import { convertToCredit } from '../../../api/convert-to-credit';
import { exchangeRollingPoints } from '../../../api/exchange-rolling-points';

export type Direction = 'toCredit' | 'toCash' | 'rolling';
type Balances = DataOf<typeof walletBalance>;

const CALLS: Record<Direction, (http: HttpClient, amount: number, key: string) => Promise<Balances>> = {
  toCredit: convertToCredit,
  toCash: convertToCash,
  rolling: exchangeRollingPoints,
};

/** The largest amount each call takes (its contract's body schema). */
const MAX_CONVERT: Record<Direction, number> = { toCredit: MAX_AMOUNT, toCash: MAX_AMOUNT, rolling: MAX_STATEMENT_AMOUNT };

export type ConvertResult =
  | { outcome: 'converted' }
  | { outcome: 'busy' }
  | { outcome: 'invalid' }
  /** The balance converted from is short (the screen names which: the server says 'points' for all three). */
  | { outcome: 'insufficient' }
  | { outcome: 'failed' };

/** One conversion of the convert modal: its amount and its submission. */
export class ConvertStore {
  /** The amount as typed: never corrected; out of its rule the field says why and the submit stays closed. */
  amountText = '';
  submitting = false;

  constructor(
    private readonly http: HttpClient,
    readonly direction: Direction,
    private readonly onBalance: (snapshot: BalanceSnapshot) => void,
    private readonly keys = new SubmissionKeys(),
  ) {
    makeStoreObservable<ConvertStore, 'http' | 'onBalance' | 'keys'>(this, { http: false, direction: false, onBalance: false, keys: false }, { autoBind: true });
  }

  /** Whole won from 1 to what this call takes. */
  get rule(): NumberRule {
    return amountRule(MAX_CONVERT[this.direction]);
  }

  /** The amount to send: null while the field is empty or out of its rule. */
  get amount(): number | null {
    return amountOf(this.amountText, this.rule);
  }

  get amountRefused(): boolean {
    return isAmountRefused(this.amountText, this.rule);
  }

  setAmount(text: string): void {
    this.amountText = text;
  }

  async submit(): Promise<ConvertResult> {
    if (this.submitting) return { outcome: 'busy' };
    const amount = this.amount;
    if (amount === null) return { outcome: 'invalid' };
    const key = this.keys.keyFor({ direction: this.direction, amount });
    this.submitting = true;
    try {
      const balances = await CALLS[this.direction](this.http, amount, key);
      this.keys.settle();
      action('converted', () => {
        this.submitting = false;
        this.amountText = '';
      })();
      this.onBalance(balanceSnapshotOf(balances));
      return { outcome: 'converted' };
    } catch (error) {
      this.keys.settle(error);
      action('convertFailed', () => {
        this.submitting = false;
      })();
      if (isApiError(error) && error.code === 'INSUFFICIENT_FUNDS') return { outcome: 'insufficient' };
      return { outcome: 'failed' };
    }
  }
}
