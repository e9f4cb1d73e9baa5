import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A line with more accounts than this is summed at most once per HOLDINGS_TTL_MS. */
export const LARGE_LINE_ACCOUNTS = 20_000;
export const HOLDINGS_TTL_MS = 20_000;
const MAX_CACHED_LINES = 500;

export interface LineHoldings {
  member_cash: number;
  member_credit: number;
  member_rolling_point: number;
  /** Members' withdrawals requested and not yet decided: still the line's money (a rejection returns it to cash). */
  member_withdraw_hold: number;
  partner_balance: number;
  partner_rolling_point: number;
  members: number;
  partners: number;
  /** The partner's own balance and rolling points at the same moment, so own + line add up. */
  own_balance: number;
  own_rolling_point: number;
  /** When these were summed. */
  as_of: Date;
}

/** Summed lines, and sums under way (so a dashboard's parallel reads of an expired line sum it once). */
const cache = new Map<number, Promise<LineHoldings>>();

/**
 * What the partner's whole downline holds, per kind, with how many members and partners it has:
 * one pass over the line's ledger accounts (members are lock rank 0, partners 1, so no users
 * join). A line of 100,000 members is 400,000 accounts, about 160 ms on this machine: such a line
 * is summed at most every 20 seconds and its figures say when (`as_of`); a small line is always live.
 */
export async function lineHoldings(db: Kysely<Database>, partnerId: number, now = Date.now(), largeLine = LARGE_LINE_ACCOUNTS): Promise<LineHoldings> {
  const cached = cache.get(partnerId);
  if (cached) {
    const held = await cached;
    if (now - held.as_of.getTime() < HOLDINGS_TTL_MS) return held;
  }
  const summing = sumLine(db, partnerId, now);
  cache.set(partnerId, summing);
  try {
    const held = await summing;
    if (held.accounts <= largeLine && cache.get(partnerId) === summing) cache.delete(partnerId);
    else if (cache.size > MAX_CACHED_LINES) cache.delete(cache.keys().next().value!);
    return held;
  } catch (error) {
    if (cache.get(partnerId) === summing) cache.delete(partnerId);
    throw error;
  }
}

async function sumLine(db: Kysely<Database>, partnerId: number, now: number): Promise<LineHoldings & { accounts: number }> {
  const { rows } = await sql<{ own: boolean; kind: string; lock_rank: number; accounts: number; held: string }>`
    SELECT a.user_id = ${partnerId} AS own, a.kind, a.lock_rank, count(*)::int AS accounts,
           -- Only partner accounts (lock rank 1) take pending credits (migration 019): only they look.
           sum(a.balance + CASE WHEN a.lock_rank = 1 THEN coalesce((SELECT sum(p.amount) FROM ledger_pending_credits p WHERE p.account_id = a.id), 0) ELSE 0 END)::bigint AS held
    FROM ledger_accounts a
    WHERE a.user_id = ${partnerId} OR a.user_id IN (SELECT l.user_id FROM user_ancestors l WHERE l.ancestor_id = ${partnerId})
    GROUP BY 1, a.kind, a.lock_rank`.execute(db);
  const line = rows.filter((r) => !r.own);
  const sum = (of: typeof rows, kind: string, rank?: number) => of.filter((r) => r.kind === kind && (rank === undefined || r.lock_rank === rank)).reduce((acc, r) => acc + Number(r.held), 0);
  const count = (kind: string) => line.filter((r) => r.kind === kind).reduce((acc, r) => acc + r.accounts, 0);
  const own = rows.filter((r) => r.own);
  return {
    member_cash: sum(line, 'member_cash'),
    member_credit: sum(line, 'member_credit'),
    member_rolling_point: sum(line, 'rolling_point', 0),
    member_withdraw_hold: sum(line, 'withdraw_hold'),
    partner_balance: sum(line, 'partner_balance'),
    partner_rolling_point: sum(line, 'rolling_point', 1),
    members: count('member_cash'),
    partners: count('partner_balance'),
    own_balance: sum(own, 'partner_balance'),
    own_rolling_point: sum(own, 'rolling_point'),
    as_of: new Date(now),
    accounts: line.reduce((acc, r) => acc + r.accounts, 0),
  };
}
