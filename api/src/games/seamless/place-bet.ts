import { sql } from 'kysely';
import { hashToken } from '../../auth/tokens';
import type { Db } from '../../db/pool';
import type { Lang } from '../../http/i18n';
import { findAnswer, isUniqueViolation, Refusal, storeRefusal, type StoredTxn, type WalletAnswer } from './wallet-answer';

export interface BetCall {
  session: string;
  txn_id: string;
  round_id: string;
  amount: number;
}

type Outcome = 'stored' | 'ok' | 'session_not_found' | 'account_stopped' | 'session_expired' | 'round_closed';

interface WalletBetRow {
  o_outcome: Outcome;
  o_user_id: number | null;
  o_status: number | null;
  o_body: WalletAnswer['body'] | null;
}

const REFUSALS: Partial<Record<Outcome, Refusal>> = {
  session_not_found: new Refusal(404, 'SESSION_NOT_FOUND', 'provider.session_not_found'),
  account_stopped: new Refusal(403, 'ACCOUNT_STOPPED', 'provider.account_stopped'),
  session_expired: new Refusal(403, 'SESSION_EXPIRED', 'provider.session_expired'),
  round_closed: new Refusal(409, 'ROUND_CLOSED', 'provider.round_closed'),
};

/** SQLSTATEs raised by wallet_bet: the credit is short; a concurrent copy committed first. */
const CREDIT_SHORT = 'CL001';
const PROCESSED_CONCURRENTLY = 'CL002';

/**
 * A bet: debits the member's game credit, and in the same database transaction pays the
 * rolling it earns up the partner line (from the house) and adds it to the round. The whole of
 * it is the SQL function `wallet_bet` (migration 007), one statement, so a bet costs one round
 * trip and one commit. Processed at most once per txn_id; a repeat, or a copy racing this one,
 * answers what the first stored.
 */
export async function placeBet(db: Db, provider: string, call: BetCall, lang: Lang): Promise<WalletAnswer> {
  const txn = (userId: number | null): StoredTxn => ({ provider, txnId: call.txn_id, kind: 'bet', userId, roundId: call.round_id, amount: call.amount, ledgerTransactionId: null });
  let row: WalletBetRow;
  try {
    const result = await sql<WalletBetRow>`SELECT * FROM wallet_bet(${provider}, ${call.txn_id}, ${hashToken(call.session)}, ${call.round_id}, ${call.amount})`.execute(db);
    row = result.rows[0]!;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === CREDIT_SHORT) return storeRefusal(db, await txnFor(db, provider, call, txn), new Refusal(400, 'INSUFFICIENT_FUNDS', 'provider.insufficient_credit').answer(lang));
    if (code === PROCESSED_CONCURRENTLY || isUniqueViolation(error)) {
      const first = await findAnswer(db, provider, call.txn_id);
      if (first) return first;
    }
    throw error;
  }
  if (row.o_outcome === 'stored' || row.o_outcome === 'ok') return { status: row.o_status!, body: row.o_body! };
  return storeRefusal(db, txn(row.o_user_id), REFUSALS[row.o_outcome]!.answer(lang));
}

/** The refusal's record names the player when the session is known (the function rolled back). */
async function txnFor(db: Db, provider: string, call: BetCall, txn: (userId: number | null) => StoredTxn): Promise<StoredTxn> {
  const session = await db.selectFrom('game_sessions').select('user_id').where('token_hash', '=', hashToken(call.session)).where('provider', '=', provider).executeTakeFirst();
  return txn(session?.user_id ?? null);
}
