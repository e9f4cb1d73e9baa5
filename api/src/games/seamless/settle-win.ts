import { sql } from 'kysely';
import type { Db } from '../../db/pool';
import type { Lang } from '../../http/i18n';
import { houseAccountId } from '../../wallet/accounts';
import { post } from '../../wallet/ledger';
import { creditBalance, findSession } from './game-session';
import { accepted, findAnswer, isUniqueViolation, Refusal, storeRefusal, txnRow, type StoredTxn, type WalletAnswer } from './wallet-answer';

export interface WinCall {
  session: string;
  txn_id: string;
  round_id: string;
  /** 0 settles a lost round without paying anything. */
  amount: number;
}

class AlreadyProcessed extends Error {}

/**
 * A win: credits the member's game credit from the house and settles the round. Paid even when
 * the session has expired or the account was stopped meanwhile: the bet was taken, so the
 * prize is owed. At most once per txn_id.
 */
export async function settleWin(db: Db, provider: string, call: WinCall, lang: Lang): Promise<WalletAnswer> {
  const stored = await findAnswer(db, provider, call.txn_id);
  if (stored) return stored;

  const session = await findSession(db, provider, call.session);
  const txn: StoredTxn = { provider, txnId: call.txn_id, kind: 'win', userId: session?.userId ?? null, roundId: call.round_id, amount: call.amount, ledgerTransactionId: null };
  try {
    if (!session) throw new Refusal(404, 'SESSION_NOT_FOUND', 'provider.session_not_found');
    const house = await houseAccountId(db);
    return await db.transaction().execute(async (trx) => {
      const round = await trx
        .updateTable('game_rounds')
        .set({ prize: sql<number>`prize + ${call.amount}`, closed: true, updated_at: new Date() })
        .where('provider', '=', provider)
        .where('round_id', '=', call.round_id)
        .where('user_id', '=', session.userId)
        .returning('id')
        .executeTakeFirst();
      if (!round) throw new Refusal(404, 'ROUND_NOT_FOUND', 'provider.round_not_found');

      let balance: number;
      let ledgerTransactionId: number | null = null;
      if (call.amount > 0) {
        const posted = await post(trx, {
          kind: 'game_win',
          idempotencyKey: `provider:${provider}:${call.txn_id}`,
          entries: [
            { accountId: house, amount: -call.amount },
            { accountId: session.creditAccountId, amount: call.amount },
          ],
        });
        if (posted.replayed) throw new AlreadyProcessed();
        balance = posted.balances.get(session.creditAccountId)!;
        ledgerTransactionId = posted.transactionId;
      } else {
        balance = await creditBalance(trx, session.creditAccountId);
      }
      const answer = accepted(balance, call.txn_id);
      await trx.insertInto('provider_transactions').values(txnRow({ ...txn, ledgerTransactionId }, answer)).execute();
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
