import { randomUUID } from 'node:crypto';
import { type OperatorWallet, WalletUnreachableError, type WalletResult } from './operator-wallet';

export type RoundResult<T> = { ok: true; outcome: T; balance: number } | { ok: false; status: number; code: string; message: string };

const RETRIES = 3;

async function withRetries(call: () => Promise<WalletResult>): Promise<WalletResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      // The same transaction id is safe to resend: the operator processes it once.
      if (!(error instanceof WalletUnreachableError) || attempt >= RETRIES) throw error;
    }
  }
}

/**
 * One round as a provider settles it: bet the stake, decide the outcome only once the bet is
 * accepted, then pay the prize (a zero win closes a lost round). A bet whose fate is unknown
 * (the operator did not answer) is rolled back, so the member is never charged for a round that
 * was not played.
 */
export async function playRound<T extends { prize: number }>(wallet: OperatorWallet, session: string, stake: number, decide: () => T): Promise<RoundResult<T>> {
  const roundId = randomUUID();
  const betTxn = wallet.newTxnId();
  let bet: WalletResult;
  try {
    bet = await wallet.bet(session, betTxn, roundId, stake);
  } catch (error) {
    if (!(error instanceof WalletUnreachableError)) throw error;
    const rollbackTxn = wallet.newTxnId();
    await withRetries(() => wallet.rollback(session, rollbackTxn, roundId, betTxn));
    throw error;
  }
  if (!bet.ok) return bet;

  const outcome = decide();
  const winTxn = wallet.newTxnId();
  const win = await withRetries(() => wallet.win(session, winTxn, roundId, outcome.prize));
  if (!win.ok) return win;
  return { ok: true, outcome, balance: win.balance };
}
