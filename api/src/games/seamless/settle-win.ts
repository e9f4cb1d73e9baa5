import { sql } from 'kysely';
import { hashToken } from '../../auth/tokens';
import type { Db } from '../../db/pool';
import type { Lang } from '../../http/i18n';
import { findAnswer, isUniqueViolation, Refusal, storeRefusal, type WalletAnswer } from './wallet-answer';

export interface WinCall {
  session: string;
  txn_id: string;
  round_id: string;
  /** 0 settles a lost round without paying anything. */
  amount: number;
}

type Outcome = 'stored' | 'ok' | 'session_not_found' | 'round_not_found';

interface WalletWinRow {
  o_outcome: Outcome;
  o_user_id: number | null;
  o_status: number | null;
  o_body: WalletAnswer['body'] | null;
}

const REFUSALS: Partial<Record<Outcome, Refusal>> = {
  session_not_found: new Refusal(404, 'SESSION_NOT_FOUND', 'provider.session_not_found'),
  round_not_found: new Refusal(404, 'ROUND_NOT_FOUND', 'provider.round_not_found'),
};
const PROCESSED_CONCURRENTLY = 'CL002';

/**
 * A win: credits the member's game credit from the house and settles the round, as the one SQL
 * statement `wallet_win` (migration 007). Paid even when the session has expired or the account
 * was stopped meanwhile: the bet was taken, so the prize is owed. At most once per txn_id.
 */
export async function settleWin(db: Db, provider: string, call: WinCall, lang: Lang): Promise<WalletAnswer> {
  let row: WalletWinRow;
  try {
    const result = await sql<WalletWinRow>`SELECT * FROM wallet_win(${provider}, ${call.txn_id}, ${hashToken(call.session)}, ${call.round_id}, ${call.amount})`.execute(db);
    row = result.rows[0]!;
  } catch (error) {
    if ((error as { code?: string }).code === PROCESSED_CONCURRENTLY || isUniqueViolation(error)) {
      const first = await findAnswer(db, provider, call.txn_id);
      if (first) return first;
    }
    throw error;
  }
  if (row.o_outcome === 'stored' || row.o_outcome === 'ok') return { status: row.o_status!, body: row.o_body! };
  const txn = { provider, txnId: call.txn_id, kind: 'win' as const, userId: row.o_user_id, roundId: call.round_id, amount: call.amount, ledgerTransactionId: null };
  return storeRefusal(db, txn, REFUSALS[row.o_outcome]!.answer(lang));
}
