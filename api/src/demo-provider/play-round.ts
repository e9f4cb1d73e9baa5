import { randomUUID } from 'node:crypto';
import { type OperatorWallet, WalletUnreachableError, type WalletResult } from './operator-wallet';

export type RoundResult<T> = { ok: true; outcome: T; balance: number } | { ok: false; status: number; code: string; message: string };

const RETRIES = 3;
const RETRY_PAUSE_MS = [100, 400];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withRetries(call: () => Promise<WalletResult>): Promise<WalletResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      // The same transaction id is safe to resend: the operator processes it once.
      if (!(error instanceof WalletUnreachableError) || attempt >= RETRIES) throw error;
      await pause(RETRY_PAUSE_MS[attempt - 1] ?? 0);
    }
  }
}

/** Keeps resending a settlement the operator has not answered, with the same transaction id. */
export type ResendLater = (send: () => Promise<WalletResult>) => void;

/** Every 5 s, then less often, for an hour; a provider must not leave a round it owes unsettled. */
export const resendInBackground: ResendLater = (send) => {
  const started = Date.now();
  const attempt = (delayMs: number) => {
    const timer = setTimeout(() => {
      send().catch(() => {
        if (Date.now() - started < 3_600_000) attempt(Math.min(delayMs * 2, 60_000));
      });
    }, delayMs);
    timer.unref();
  };
  attempt(5_000);
};

/**
 * One round as a provider settles it: bet the stake, decide the outcome only once the bet is
 * accepted, then pay the prize (a zero win closes a lost round). A bet whose fate is unknown
 * (the operator did not answer) is rolled back, so the member is never charged for a round that
 * was not played. A win or rollback that cannot get through now is resent later, same id.
 */
export async function playRound<T extends { prize: number }>(
  wallet: OperatorWallet,
  session: string,
  stake: number,
  decide: () => T,
  resendLater: ResendLater = resendInBackground,
): Promise<RoundResult<T>> {
  const roundId = randomUUID();
  const betTxn = wallet.newTxnId();
  let bet: WalletResult;
  try {
    bet = await wallet.bet(session, betTxn, roundId, stake);
  } catch (error) {
    if (!(error instanceof WalletUnreachableError)) throw error;
    const rollbackTxn = wallet.newTxnId();
    const rollback = () => wallet.rollback(session, rollbackTxn, roundId, betTxn);
    await withRetries(rollback).catch((failure: unknown) => {
      if (failure instanceof WalletUnreachableError) resendLater(rollback);
    });
    throw error;
  }
  if (!bet.ok) return bet;

  const outcome = decide();
  const winTxn = wallet.newTxnId();
  const win = () => wallet.win(session, winTxn, roundId, outcome.prize);
  let settled: WalletResult;
  try {
    settled = await withRetries(win);
  } catch (error) {
    if (error instanceof WalletUnreachableError) resendLater(win);
    throw error;
  }
  if (!settled.ok) return settled;
  return { ok: true, outcome, balance: settled.balance };
}
