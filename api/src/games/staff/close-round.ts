import { STALE_ROUND_MINUTES } from '@casino/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../../partners/audit';
import { houseAccountId } from '../../wallet/accounts';
import { refundBet } from '../seamless/refund-bet';

export interface CloseRound {
  provider: string;
  roundId: string;
  operatorId: number;
  ip: string;
  reason: string;
}

/** PostgreSQL's deadlock: one of two transactions waiting on each other is aborted, untouched. */
const isDeadlock = (error: unknown) => (error as { code?: unknown } | null)?.code === '40P01';

/**
 * Closes a stale round once (issue 31): every stake in it not yet refunded goes back to the member
 * as a provider's rollback would give it (rolling taken back, the stake off its day), the round is
 * closed and voided, so a late win is refused (wallet_win, migration 047) and a late bet finds it
 * settled; audited on the member with the reason. 404 for no such round, 409 when it is closed or
 * had a call within the stale time.
 */
export async function closeStaleRound(db: Kysely<Database>, close: CloseRound): Promise<{ refunded: number; bets: number }> {
  const house = await houseAccountId(db);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute((trx) => closeOnce(trx, close, house));
    } catch (error) {
      if (!isDeadlock(error) || attempt >= 2) throw error;
    }
  }
}

async function closeOnce(trx: Transaction<Database>, close: CloseRound, house: number) {
  const round = await trx
    .selectFrom('game_rounds')
    .select(['user_id'])
    .where('provider', '=', close.provider)
    .where('round_id', '=', close.roundId)
    .executeTakeFirst();
  if (!round) throw new AppError(404, 'NOT_FOUND', 'rounds.not_found');

  // A provider's rollback locks its bet's row, then the member's accounts, then the round; the
  // wallet's calls lock the member's credit, then the round. Taken here in that same order.
  const bets = await trx
    .selectFrom('provider_transactions')
    .select(['txn_id', 'amount', 'ledger_transaction_id', 'rolled_back', 'created_at'])
    .where('round_id', '=', close.roundId)
    .where('provider', '=', close.provider)
    .where('kind', '=', 'bet')
    .where('response_status', '=', 200)
    .orderBy('txn_id')
    .forUpdate()
    .execute();
  await trx.selectFrom('ledger_accounts').select('id').where('user_id', '=', round.user_id).where('kind', '=', 'member_credit').forUpdate().execute();
  const locked = await trx
    .selectFrom('game_rounds as r')
    .select(['r.closed', sql<boolean>`r.updated_at < now() - make_interval(mins => ${STALE_ROUND_MINUTES})`.as('stale'), 'r.bet', 'r.prize', 'r.refund'])
    .where('r.provider', '=', close.provider)
    .where('r.round_id', '=', close.roundId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (locked.closed) throw new AppError(409, 'CONFLICT', 'rounds.closed');
  // Still stale under the round's lock: no bet came since the bets were read (a bet makes it fresh).
  if (!locked.stale) throw new AppError(409, 'CONFLICT', 'rounds.not_stale', { minutes: STALE_ROUND_MINUTES });

  const open = bets.filter((bet) => !bet.rolled_back && bet.ledger_transaction_id !== null);
  await lockAccountsOf(trx, open.map((bet) => bet.ledger_transaction_id!));
  let refunded = 0;
  for (const bet of open) {
    // A bet is refunded once (its row locked, `rolled_back` read under the lock): its id alone keys the reversal.
    const reversal = await refundBet(
      trx,
      { provider: close.provider, txnId: bet.txn_id, roundId: close.roundId, userId: round.user_id, amount: bet.amount, ledgerTransactionId: bet.ledger_transaction_id!, stakedAt: bet.created_at },
      `round-close:${close.provider}:${bet.txn_id}`,
      house,
    );
    if (reversal.replayed) throw new Error(`the refund of bet ${bet.txn_id} (${close.provider}) was posted before, yet the bet is not rolled back`);
    refunded += bet.amount;
  }
  await trx
    .updateTable('game_rounds')
    .set({ closed: true, voided_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('provider', '=', close.provider)
    .where('round_id', '=', close.roundId)
    .execute();
  const reason = close.reason.trim();
  await recordAudit(trx, {
    actorId: close.operatorId,
    actorIp: close.ip,
    action: 'round.close',
    targetId: round.user_id,
    before: { provider: close.provider, round_id: close.roundId, bet: locked.bet, prize: locked.prize, refund: locked.refund },
    after: { closed: true, refunded, bets: open.length, reason },
  });
  return { refunded, bets: open.length };
}

/**
 * Locks every account the bets' reversals will touch, all at once in the ledger's order: taken
 * bet by bet, a round whose bets reached different partners (rates changed mid-round) would take
 * them out of order and could deadlock with a rollback of another member of the line.
 */
async function lockAccountsOf(trx: Transaction<Database>, betLedgerIds: number[]): Promise<void> {
  if (betLedgerIds.length === 0) return;
  await trx
    .selectFrom('ledger_accounts as a')
    .select('a.id')
    .where('a.kind', '<>', 'house')
    .where('a.id', 'in', (eb) => eb.selectFrom('ledger_entries').select('account_id').where('transaction_id', 'in', betLedgerIds))
    .orderBy('a.lock_rank')
    .orderBy('a.id')
    .forUpdate()
    .execute();
}
