import { sql } from 'kysely';
import { hashToken } from '../../auth/tokens';
import type { Db } from '../../db/pool';
import type { ProviderTxnKind } from '../../db/schema';
import type { Lang } from '../../http/i18n';
import { findAnswer, isUniqueViolation, type Refusal, storeRefusal, type WalletAnswer } from './wallet-answer';

/** What a bet or win call carries. */
export interface MoneyCall {
  session: string;
  txn_id: string;
  round_id: string;
  amount: number;
}

interface Row {
  o_outcome: string;
  o_user_id: number | null;
  o_status: number | null;
  o_body: WalletAnswer['body'] | null;
}

/** SQLSTATE the wallet functions raise when a concurrent copy of the call committed first. */
const PROCESSED_CONCURRENTLY = 'CL002';

export interface WalletFunction {
  name: 'wallet_bet' | 'wallet_win';
  kind: ProviderTxnKind;
  /** Each refusal outcome the function can answer, as the refusal to store. */
  refusals: Record<string, Refusal>;
  /** Errors the function raises that are refusals (by SQLSTATE). */
  errorRefusals?: Record<string, Refusal>;
}

/**
 * Runs one of the single-statement wallet functions (migration 007) and turns its outcome into
 * the answer: a stored or new answer as it is, a refusal stored under the transaction id (so a
 * repeat gets it again), and a lost race answered with what the winner stored.
 */
export async function runWalletFunction(db: Db, fn: WalletFunction, provider: string, call: MoneyCall, lang: Lang): Promise<WalletAnswer> {
  const txn = (userId: number | null) => ({ provider, txnId: call.txn_id, kind: fn.kind, userId, roundId: call.round_id, amount: call.amount, ledgerTransactionId: null });
  const tokenHash = hashToken(call.session);
  let row: Row;
  try {
    const result = await sql<Row>`SELECT * FROM ${sql.ref(fn.name)}(${provider}, ${call.txn_id}, ${tokenHash}, ${call.round_id}, ${call.amount})`.execute(db);
    row = result.rows[0]!;
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    const refusal = fn.errorRefusals?.[code];
    if (refusal) {
      // The function rolled back; the refusal's record still names the player.
      const session = await db.selectFrom('game_sessions').select('user_id').where('token_hash', '=', tokenHash).where('provider', '=', provider).executeTakeFirst();
      return storeRefusal(db, txn(session?.user_id ?? null), refusal.answer(lang));
    }
    if (code === PROCESSED_CONCURRENTLY || isUniqueViolation(error)) {
      const first = await findAnswer(db, provider, call.txn_id);
      if (first) return first;
    }
    throw error;
  }
  if (row.o_outcome === 'stored' || row.o_outcome === 'ok') return { status: row.o_status!, body: row.o_body! };
  const refusal = fn.refusals[row.o_outcome];
  if (!refusal) throw new Error(`${fn.name} answered an unknown outcome ${row.o_outcome}`);
  return storeRefusal(db, txn(row.o_user_id), refusal.answer(lang));
}
