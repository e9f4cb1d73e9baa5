import { MAX_STATEMENT_AMOUNT, type BodyOf, type statementCreate } from '@casino/contract';
import { balanceSnapshotOf, isApiError, SubmissionKeys, type HttpClient, makeStoreObservable } from '@casino/platform';
import { addToAmount, amountOf, amountRule, isAmountRefused } from '@casino/platform/amount';
import { action } from 'mobx';
import { createStatement } from '../../../api/create-statement';
import type { OnBalance, StatementKind } from './statement-kind';

/** Spec 5's messages for missing input, by key in the `wallet.validation` namespace. */
export type Invalid = 'amount' | 'password' | 'passwordAndAmount';

/** Whole won from 1 to the most one request may move. */
export const REQUEST_AMOUNT_RULE = amountRule(MAX_STATEMENT_AMOUNT);

export type SubmitResult =
  | { outcome: 'done' }
  /** A request is already on its way (a double click). */
  | { outcome: 'busy' }
  | { outcome: 'invalid'; reason: Invalid }
  /** `message` is the server's, fit to show; null when there is none. */
  | { outcome: 'failed'; message: string | null };

/** The request tab of the deposit or withdrawal modal: amount, exchange password, submit. */
export class RequestStore {
  /** The amount as typed: never corrected; out of its rule the field says why and the submit stays closed. */
  amountText = '';
  password = '';
  submitting = false;

  constructor(
    private readonly http: HttpClient,
    readonly kind: StatementKind,
    private readonly onBalance: OnBalance,
    private readonly keys = new SubmissionKeys(),
  ) {
    makeStoreObservable<RequestStore, 'http' | 'onBalance' | 'keys'>(this, { http: false, kind: false, onBalance: false, keys: false }, { autoBind: true });
  }

  /** The amount to send: null while the field is empty or out of its rule. */
  get amount(): number | null {
    return amountOf(this.amountText, REQUEST_AMOUNT_RULE);
  }

  get amountRefused(): boolean {
    return isAmountRefused(this.amountText, REQUEST_AMOUNT_RULE);
  }

  setAmount(text: string): void {
    this.amountText = text;
  }

  addAmount(add: number): void {
    this.amountText = addToAmount(this.amountText, add);
  }

  setPassword(password: string): void {
    this.password = password;
  }

  validate(): Invalid | null {
    const noAmount = this.amount === null;
    if (this.kind === 'withdraw') {
      if (noAmount && this.password === '') return 'passwordAndAmount';
      if (noAmount) return 'amount';
      if (this.password === '') return 'password';
      return null;
    }
    return noAmount ? 'amount' : null;
  }

  async submit(): Promise<SubmitResult> {
    if (this.submitting) return { outcome: 'busy' };
    const invalid = this.validate();
    if (invalid) return { outcome: 'invalid', reason: invalid };
    const body: BodyOf<typeof statementCreate> =
      this.kind === 'withdraw' ? { type: 'withdraw', amount: this.amount!, withdraw_password: this.password } : { type: 'deposit', amount: this.amount! };
    const key = this.keys.keyFor(body);
    this.submitting = true;
    try {
      const { balance } = await createStatement(this.http, body, key);
      this.keys.settle();
      action('statementRequested', () => {
        this.submitting = false;
        this.amountText = '';
        this.password = '';
      })();
      this.onBalance(balanceSnapshotOf(balance));
      return { outcome: 'done' };
    } catch (error) {
      this.keys.settle(error);
      action('statementRequestFailed', () => {
        this.submitting = false;
        // A wrong password is typed again; anything else keeps the form as it was for a retry.
        if (isApiError(error) && error.code === 'WRONG_EXCHANGE_PASSWORD') this.password = '';
      })();
      return { outcome: 'failed', message: isApiError(error) ? error.message : null };
    }
  }
}
