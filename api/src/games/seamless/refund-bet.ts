import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { post, type LedgerEntryInput } from '../../wallet/ledger';

/** A bet the wallet accepted (answered 200, posted), as `provider_transactions` holds it. */
export interface AcceptedBet {
  provider: string;
  txnId: string;
  roundId: string;
  userId: number;
  amount: number;
  ledgerTransactionId: number;
  stakedAt: Date;
}

/**
 * Refunds an accepted bet not yet refunded (the caller holds its row): the stake back to the
 * member's credit and the rolling it paid taken back (reverseBet), the bet marked rolled back, the
 * refund on its round, the stake off the day it was staked on. A provider's rollback and the
 * operator's closing of a stale round both refund this way. Nothing more is written when the
 * reversal under `idempotencyKey` was already posted (`replayed`).
 */
export async function refundBet(trx: Transaction<Database>, bet: AcceptedBet, idempotencyKey: string, house: number): Promise<{ transactionId: number; replayed: boolean }> {
  const reversal = await reverseBet(trx, idempotencyKey, bet.ledgerTransactionId, house);
  if (reversal.replayed) return reversal;
  await trx.updateTable('provider_transactions').set({ rolled_back: true }).where('provider', '=', bet.provider).where('txn_id', '=', bet.txnId).execute();
  // The refund, and per depth of the line the rolling the reversal took back (migration 026).
  await sql`SELECT game_round_refund(${bet.provider}, ${bet.roundId}, ${bet.amount}, ${reversal.transactionId})`.execute(trx);
  // The stake leaves the day it was staked on, which the member's limits count (migration 041).
  await sql`SELECT member_play_day_add(${bet.userId}, seoul_day(${bet.stakedAt}), ${-bet.amount}, 0)`.execute(trx);
  return reversal;
}

/**
 * Posts the reverse of a bet's ledger transaction. Rolling points may have been exchanged since,
 * so each is taken back only up to what its account holds now (locked first, in the ledger's
 * lock order); the house absorbs the difference. Answers the reversal, or the one already posted
 * under `idempotencyKey` (`replayed`).
 */
async function reverseBet(trx: Transaction<Database>, idempotencyKey: string, betLedgerId: number, house: number): Promise<{ transactionId: number; replayed: boolean }> {
  const entries = await trx.selectFrom('ledger_entries').select(['account_id', 'amount']).where('transaction_id', '=', betLedgerId).execute();
  // Every account the reversal touches is locked here, in the ledger's order, before any is read;
  // a partner account's pending credits are folded into its row so its balance is all there.
  const touched = entries.filter((e) => e.account_id !== house).map((e) => e.account_id);
  const locked = await trx.selectFrom('ledger_accounts').select(['id', 'lock_rank']).where('id', 'in', touched).orderBy('lock_rank').orderBy('id').forUpdate().execute();
  for (const account of locked.filter((a) => a.lock_rank === 1)) await sql`SELECT ledger_fold_account(${account.id})`.execute(trx);
  const held = await trx.selectFrom('ledger_accounts').select(['id', 'balance']).where('id', 'in', touched).execute();
  const reversal: LedgerEntryInput[] = [];
  for (const e of entries) {
    if (e.account_id === house) continue;
    const amount = e.amount < 0 ? -e.amount : -Math.min(e.amount, held.find((h) => h.id === e.account_id)?.balance ?? 0);
    if (amount !== 0) reversal.push({ accountId: e.account_id, amount });
  }
  const net = reversal.reduce((sum, e) => sum + e.amount, 0);
  if (net !== 0) reversal.push({ accountId: house, amount: -net });
  const posted = await post(trx, { kind: 'game_rollback', idempotencyKey, entries: reversal });
  return { transactionId: posted.transactionId, replayed: posted.replayed };
}
