import { sql } from 'kysely';
import { hashToken } from '../../auth/tokens';
import type { Db } from '../../db/pool';
import type { ProviderTxnKind } from '../../db/schema';
import type { Lang } from '../../http/i18n';
import { findAnswer, isUniqueViolation, storeRefusal, TXN_ID_CONFLICT, type Refusal, type WalletAnswer } from './wallet-answer';

/** What a bet or win call carries. */
export interface MoneyCall {
  session: string;
  txn_id: string;
  round_id: string;
  amount: number;
}

/** One row of wallet_bet, wallet_win or wallet_batch. */
export interface WalletRow {
  o_outcome: string;
  o_user_id: number | null;
  o_status: number | null;
  o_body: WalletAnswer['body'] | null;
}

export interface WalletFunction {
  name: 'wallet_bet' | 'wallet_win';
  kind: ProviderTxnKind;
  /** Each refusal outcome the function can answer, as the refusal to store. */
  refusals: Record<string, Refusal>;
  /**
   * Refusals answered without storing them: the id belongs to another call, or a retry may
   * succeed (a win that arrived before its bet).
   */
  unstored?: Record<string, Refusal>;
  /** Errors the function raises that are refusals (by SQLSTATE). */
  errorRefusals?: Record<string, Refusal>;
}

export interface WalletRequest {
  fn: WalletFunction;
  provider: string;
  call: MoneyCall;
  lang: Lang;
}

const storedTxn = (r: WalletRequest, userId: number | null) => ({
  provider: r.provider,
  txnId: r.call.txn_id,
  kind: r.fn.kind,
  userId,
  roundId: r.call.round_id,
  amount: r.call.amount,
  ledgerTransactionId: null,
});

/**
 * Turns a wallet function's outcome into the answer: a stored or new answer as it is, and a
 * refusal stored under the transaction id, so a repeat gets it again.
 */
export async function answerFor(db: Db, r: WalletRequest, row: WalletRow): Promise<WalletAnswer> {
  if (row.o_outcome === 'stored' || row.o_outcome === 'ok') return { status: row.o_status!, body: row.o_body! };
  const passing = r.fn.unstored?.[row.o_outcome] ?? (row.o_outcome === 'txn_id_conflict' ? TXN_ID_CONFLICT : undefined);
  if (passing) return passing.answer(r.lang);
  const refusal = r.fn.refusals[row.o_outcome];
  if (!refusal) throw new Error(`${r.fn.name} answered an unknown outcome ${row.o_outcome}`);
  return storeRefusal(db, storedTxn(r, row.o_user_id), refusal.answer(r.lang));
}

/** The member whose money a row moved (committed), or null for a repeat or a refusal. */
export const memberMovedBy = (row: WalletRow): number | null => (row.o_outcome === 'ok' ? row.o_user_id : null);

/** Runs one call as its own statement (and transaction); see also WalletBatcher. `onMoved` hears of the member whose money it moved. */
export async function runWalletFunction(db: Db, r: WalletRequest, onMoved: (userId: number) => void = () => {}): Promise<WalletAnswer> {
  const tokenHash = hashToken(r.call.session);
  let row: WalletRow;
  try {
    const result = await sql<WalletRow>`SELECT * FROM ${sql.ref(r.fn.name)}(${r.provider}, ${r.call.txn_id}, ${tokenHash}, ${r.call.round_id}, ${r.call.amount})`.execute(db);
    row = result.rows[0]!;
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    const refusal = r.fn.errorRefusals?.[code];
    if (refusal) {
      // The function rolled back; the refusal's record still names the player.
      const session = await db.selectFrom('game_sessions').select('user_id').where('token_hash', '=', tokenHash).where('provider', '=', r.provider).executeTakeFirst();
      return storeRefusal(db, storedTxn(r, session?.user_id ?? null), refusal.answer(r.lang));
    }
    // A copy of the call that raced this one committed first: its answer is the answer.
    if (isUniqueViolation(error)) {
      const first = await findAnswer(db, r.provider, r.call.txn_id);
      if (first) return first;
    }
    throw error;
  }
  const moved = memberMovedBy(row);
  if (moved !== null) onMoved(Number(moved));
  return answerFor(db, r, row);
}
