import { sql } from 'kysely';
import type { Db } from '../src/db/pool';

/**
 * Everything that must hold for the ledger at any commit point. Each list is empty when healthy:
 * transactions that do not sum to zero or have under two entries, balances that differ from the
 * sum of their entries (balance row plus pending credits; the house keeps no balance row: migrations 006, 008), and accounts below zero.
 */
export async function ledgerViolations(db: Db) {
  const unbalanced = await sql<{ id: number }>`
    SELECT t.id FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
    GROUP BY t.id HAVING coalesce(sum(e.amount), 0) <> 0 OR count(e.id) < 2`.execute(db);
  const drifted = await sql<{ id: number }>`
    SELECT a.id FROM ledger_balances a LEFT JOIN ledger_entries e ON e.account_id = a.id
    WHERE a.kind <> 'house'
    GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(e.amount), 0)`.execute(db);
  const negative = await sql<{ id: number }>`SELECT id FROM ledger_accounts WHERE kind <> 'house' AND balance < 0
    UNION SELECT id FROM ledger_balances WHERE kind <> 'house' AND balance < 0`.execute(db);
  return {
    unbalancedTransactions: unbalanced.rows.map((r) => r.id),
    balancesNotMatchingEntries: drifted.rows.map((r) => r.id),
    negativeBalances: negative.rows.map((r) => r.id),
  };
}

export const HEALTHY_LEDGER = { unbalancedTransactions: [], balancesNotMatchingEntries: [], negativeBalances: [] };
