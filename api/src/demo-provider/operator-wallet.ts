import { randomUUID } from 'node:crypto';
import { signedHeaders } from '../games/provider/callback-signature';
import type { Lang } from '../http/i18n';

/** Sends one signed callback to the operator; answers its status and JSON body. */
export type WalletTransport = (path: string, rawBody: string, headers: Record<string, string>) => Promise<{ status: number; body: unknown }>;

type WalletRefusal = { ok: false; status: number; code: string; message: string };
export type WalletResult = { ok: true; balance: number } | WalletRefusal;

/** The player's sign-in as the operator's reality check shows it (docs/game-provider.md, `session`). */
export interface SignInPlay {
  started_at: string;
  now: string;
  bets: number;
  prizes: number;
  every_minutes: number;
}

/** The transport failed, or the operator answered 5xx: the outcome of the call is unknown. */
export class WalletUnreachableError extends Error {}

/**
 * The demo provider's client for the operator's seamless wallet, as an aggregator would run it:
 * every call signed with the shared secret, every money call with its own transaction id.
 */
export class OperatorWallet {
  constructor(
    private readonly providerCode: string,
    private readonly secret: string,
    private readonly transport: WalletTransport,
    /** The language refusals come back in: the player's, so the game window can show them. */
    private readonly lang?: Lang,
  ) {}

  inLanguage(lang: Lang): OperatorWallet {
    return new OperatorWallet(this.providerCode, this.secret, this.transport, lang);
  }

  newTxnId(): string {
    return `${this.providerCode}-${randomUUID()}`;
  }

  balance(session: string) {
    return this.call('balance', { session });
  }

  /** The player's sign-in, stakes and prizes since, and how often to show them: for the reality check. */
  async session(session: string): Promise<{ ok: true; play: SignInPlay } | WalletRefusal> {
    const answer = await this.send('session', { session });
    const body = answer.body as { data?: SignInPlay };
    if (answer.status === 200 && body.data) return { ok: true, play: body.data };
    return refusal(answer);
  }

  bet(session: string, txnId: string, roundId: string, amount: number) {
    return this.call('bet', { session, txn_id: txnId, round_id: roundId, amount });
  }

  win(session: string, txnId: string, roundId: string, amount: number) {
    return this.call('win', { session, txn_id: txnId, round_id: roundId, amount });
  }

  rollback(session: string, txnId: string, roundId: string, refTxnId: string) {
    return this.call('rollback', { session, txn_id: txnId, round_id: roundId, ref_txn_id: refTxnId });
  }

  private async call(name: string, payload: Record<string, unknown>): Promise<WalletResult> {
    const answer = await this.send(name, payload);
    const body = answer.body as { data?: { balance: number } };
    if (answer.status === 200 && body.data) return { ok: true, balance: body.data.balance };
    return refusal(answer);
  }

  private async send(name: string, payload: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
    const rawBody = JSON.stringify(payload);
    let answer: { status: number; body: unknown };
    try {
      const path = `/api/v1/provider/${this.providerCode}/wallet/${name}`;
      answer = await this.transport(path, rawBody, {
        'content-type': 'application/json',
        ...(this.lang ? { 'accept-language': this.lang } : {}),
        ...signedHeaders(this.secret, path, rawBody),
      });
    } catch (error) {
      throw new WalletUnreachableError(`wallet ${name} failed: ${String(error)}`, { cause: error });
    }
    if (answer.status >= 500) throw new WalletUnreachableError(`wallet ${name} answered ${answer.status}`);
    return answer;
  }
}

function refusal(answer: { status: number; body: unknown }): WalletRefusal {
  const body = answer.body as { code?: string; message?: string };
  return { ok: false, status: answer.status, code: body.code ?? 'ERROR', message: body.message ?? '' };
}
