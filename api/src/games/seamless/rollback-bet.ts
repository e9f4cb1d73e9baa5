import type { Transaction } from 'kysely';
import type { Db } from '../../db/pool';
import type { Database } from '../../db/schema';
import type { Lang } from '../../http/i18n';
import { houseAccountId } from '../../wallet/accounts';
import { creditBalance, findSession } from './game-session';
import { refundBet } from './refund-bet';
import { accepted, findAnswer, findStored, isUniqueViolation, Refusal, storeRefusal, TXN_ID_CONFLICT, txnRow, type StoredTxn, type WalletAnswer } from './wallet-answer';

export interface RollbackCall {
  session: string;
  txn_id: string;
  round_id: string;
  /** The bet to cancel. */
  ref_txn_id: string;
}

class AlreadyProcessed extends Error {}
/** The referenced bet appeared while this rollback ran; run it again and it will be found. */
class BetArrivedMeanwhile extends Error {}

const TOMBSTONE_STATUS = 409;

/**
 * Cancels a bet: the stake goes back to the member's credit, the rolling it paid is taken back
 * (as far as each account still holds it; the house writes off the rest), the round records a
 * refund. A rollback for a bet never seen answers success and leaves a refusal stored under the
 * bet's id, so the bet is refused if it arrives late. A bet is refunded at most once.
 */
export async function rollbackBet(db: Db, provider: string, call: RollbackCall, lang: Lang): Promise<WalletAnswer> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await rollbackOnce(db, provider, call, lang);
    } catch (error) {
      if (!(error instanceof BetArrivedMeanwhile) || attempt >= 2) throw error;
    }
  }
}

async function rollbackOnce(db: Db, provider: string, call: RollbackCall, lang: Lang): Promise<WalletAnswer> {
  const stored = await findStored(db, provider, call.txn_id);
  if (stored) return stored.kind === 'rollback' ? stored.answer : TXN_ID_CONFLICT.answer(lang);

  const session = await findSession(db, provider, call.session);
  const txn: StoredTxn = { provider, txnId: call.txn_id, kind: 'rollback', userId: session?.userId ?? null, roundId: call.round_id, amount: 0, ledgerTransactionId: null };
  try {
    if (!session) throw new Refusal(404, 'SESSION_NOT_FOUND', 'provider.session_not_found');
    const house = await houseAccountId(db);
    return await db.transaction().execute(async (trx) => {
      const bet = await trx
        .selectFrom('provider_transactions')
        .select(['kind', 'user_id', 'amount', 'round_id', 'ledger_transaction_id', 'rolled_back', 'response_status', 'created_at'])
        .where('provider', '=', provider)
        .where('txn_id', '=', call.ref_txn_id)
        .forUpdate()
        .executeTakeFirst();

      let ledgerTransactionId: number | null = null;
      let amount = 0;
      if (!bet) {
        await leaveTombstone(trx, provider, call.ref_txn_id, session.userId, call.round_id, lang);
      } else {
        if (bet.kind !== 'bet') throw new Refusal(400, 'VALIDATION', 'provider.rollback_not_a_bet');
        if (bet.user_id !== session.userId) throw new Refusal(404, 'ROUND_NOT_FOUND', 'provider.round_not_found');
        // A refused bet moved nothing; a refunded one is not refunded twice.
        if (bet.response_status === 200 && !bet.rolled_back && bet.ledger_transaction_id !== null) {
          const reversal = await refundBet(
            trx,
            { provider, txnId: call.ref_txn_id, roundId: bet.round_id!, userId: session.userId, amount: bet.amount, ledgerTransactionId: bet.ledger_transaction_id, stakedAt: bet.created_at },
            `provider:${provider}:${call.txn_id}`,
            house,
          );
          if (reversal.replayed) throw new AlreadyProcessed();
          ledgerTransactionId = reversal.transactionId;
          amount = bet.amount;
        }
      }
      const answer = accepted(await creditBalance(trx, session.creditAccountId), call.txn_id);
      // The cancelled bet is named, so its round's working finds the rollback whatever round the call named (migration 029).
      await trx.insertInto('provider_transactions').values({ ...txnRow({ ...txn, amount, ledgerTransactionId }, answer), ref_txn_id: call.ref_txn_id }).execute();
      return answer;
    });
  } catch (error) {
    if (error instanceof Refusal) return storeRefusal(db, txn, error.answer(lang));
    if (error instanceof AlreadyProcessed || isUniqueViolation(error)) {
      const first = await findAnswer(db, provider, call.txn_id);
      if (first) return first;
    }
    throw error;
  }
}

/** Stores the late bet's answer in advance: refused, because it was rolled back. */
async function leaveTombstone(trx: Transaction<Database>, provider: string, betTxnId: string, userId: number, roundId: string, lang: Lang) {
  const refusal = new Refusal(TOMBSTONE_STATUS, 'TXN_ROLLED_BACK', 'provider.txn_rolled_back').answer(lang);
  const inserted = await trx
    .insertInto('provider_transactions')
    .values({ ...txnRow({ provider, txnId: betTxnId, kind: 'bet', userId, roundId, amount: 0, ledgerTransactionId: null }, refusal), rolled_back: true })
    .onConflict((oc) => oc.columns(['provider', 'txn_id']).doNothing())
    .returning('txn_id')
    .executeTakeFirst();
  if (!inserted) throw new BetArrivedMeanwhile();
}
