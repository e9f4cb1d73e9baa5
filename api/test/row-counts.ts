import { sql } from 'kysely';
import type { Db } from '../src/db/pool';

const TABLES = [
  'users',
  'sessions',
  'login_attempts',
  'trusted_devices',
  'login_history',
  'ledger_accounts',
  'ledger_transactions',
  'ledger_entries',
  'ledger_pending_credits',
  'board_messages',
  'popups',
  'carousel_slides',
  'marquee_items',
  'game_brands',
  'games',
  'rolling_rates',
  'game_permissions',
  'game_sessions',
  'game_rounds',
  'provider_transactions',
  'statements',
  'idempotency_keys',
  'inbox_messages',
  'tickets',
  'audit_log',
  'partner_trades',
  'two_factor',
  'two_factor_pending',
  'two_factor_recovery_codes',
  'two_factor_failures',
  'login_challenges',
  'inbox_sends',
  'sign_in_allow_list',
] as const;

/**
 * Row count of every table, the total of all balances, and the states a partner can change (stopped
 * accounts, ended sessions, decided requests): equal snapshots mean nothing was written.
 */
export async function snapshot(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
    counts[table] = row.rows[0]!.n;
  }
  const balances = await sql<{ total: number; stamp: string }>`
    SELECT coalesce(sum(balance), 0) AS total, coalesce(sum(balance * id), 0)::text AS stamp FROM ledger_balances`.execute(db);
  counts.balance_total = balances.rows[0]!.total;
  // Weighted by account: changes when money moves between accounts, which the total does not.
  counts.balance_by_account = Number(balances.rows[0]!.stamp);
  const lastLogins = await sql<{ n: number }>`SELECT count(*) AS n FROM users WHERE last_login_at IS NOT NULL`.execute(db);
  counts.users_with_last_login = lastLogins.rows[0]!.n;
  const changed = await sql<{ stopped: number; revoked: number; decided: number }>`
    SELECT (SELECT count(*) FROM users WHERE state = 'stop') AS stopped,
           (SELECT count(*) FROM sessions WHERE revoked_at IS NOT NULL) AS revoked,
           (SELECT count(*) FROM statements WHERE status NOT IN ('request')) AS decided`.execute(db);
  Object.assign(counts, changed.rows[0]);
  return counts;
}
