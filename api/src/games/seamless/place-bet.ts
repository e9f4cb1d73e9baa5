import { houseAccountId } from '../../wallet/accounts';
import { InsufficientFundsError, post } from '../../wallet/ledger';
import type { Db } from '../../db/pool';
import type { Lang } from '../../http/i18n';
import { rollingShares } from '../rolling/rolling-shares';
import { findSession } from './game-session';
import { accepted, findAnswer, isUniqueViolation, Refusal, storeRefusal, txnRow, type StoredTxn, type WalletAnswer } from './wallet-answer';

export interface BetCall {
  session: string;
  txn_id: string;
  round_id: string;
  amount: number;
}

/** The copy of this call that committed first holds the answer. */
class AlreadyProcessed extends Error {}

/**
 * A bet: debits the member's game credit, and in the same database transaction pays the
 * rolling it earns up the partner line (from the house) and adds it to the round. Processed at
 * most once per txn_id; a repeat, or a copy racing this one, answers what the first stored.
 */
export async function placeBet(db: Db, provider: string, call: BetCall, lang: Lang): Promise<WalletAnswer> {
  const stored = await findAnswer(db, provider, call.txn_id);
  if (stored) return stored;

  const session = await findSession(db, provider, call.session);
  const txn: StoredTxn = { provider, txnId: call.txn_id, kind: 'bet', userId: session?.userId ?? null, roundId: call.round_id, amount: call.amount, ledgerTransactionId: null };
  try {
    if (!session) throw new Refusal(404, 'SESSION_NOT_FOUND', 'provider.session_not_found');
    if (session.userState !== 'normal') throw new Refusal(403, 'ACCOUNT_STOPPED', 'provider.account_stopped');
    if (!session.active) throw new Refusal(403, 'SESSION_EXPIRED', 'provider.session_expired');
    const house = await houseAccountId(db);
    const { shares, total } = rollingShares(call.amount, session.line);

    return await db.transaction().execute(async (trx) => {
      const round = await trx
        .insertInto('game_rounds')
        .values({ provider, round_id: call.round_id, user_id: session.userId, game_id: session.gameId, brand_id: session.brandId, game_type: session.gameType, bet: call.amount })
        .onConflict((oc) =>
          oc
            .columns(['provider', 'round_id'])
            .doUpdateSet((eb) => ({ bet: eb('game_rounds.bet', '+', eb.ref('excluded.bet')), updated_at: new Date() }))
            // Another player's round, or one already settled, is not extended.
            .where('game_rounds.user_id', '=', session.userId)
            .where('game_rounds.closed', '=', false),
        )
        .returning('id')
        .executeTakeFirst();
      if (!round) throw new Refusal(409, 'ROUND_CLOSED', 'provider.round_closed');

      const posted = await post(trx, {
        kind: 'game_bet',
        idempotencyKey: `provider:${provider}:${call.txn_id}`,
        entries: [
          { accountId: session.creditAccountId, amount: -call.amount },
          { accountId: house, amount: call.amount },
          ...(total > 0 ? [{ accountId: house, amount: -total }, ...shares] : []),
        ],
      });
      if (posted.replayed) throw new AlreadyProcessed();
      const answer = accepted(posted.balances.get(session.creditAccountId)!, call.txn_id);
      await trx.insertInto('provider_transactions').values(txnRow({ ...txn, ledgerTransactionId: posted.transactionId }, answer)).execute();
      return answer;
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) return storeRefusal(db, txn, new Refusal(400, 'INSUFFICIENT_FUNDS', 'provider.insufficient_credit').answer(lang));
    if (error instanceof Refusal) return storeRefusal(db, txn, error.answer(lang));
    if (error instanceof AlreadyProcessed || isUniqueViolation(error)) {
      const first = await findAnswer(db, provider, call.txn_id);
      if (first) return first;
    }
    throw error;
  }
}
