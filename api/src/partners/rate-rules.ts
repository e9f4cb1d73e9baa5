import { sql, type Transaction } from 'kysely';
import type { Database, GameTypeCode } from '../db/schema';
import { AppError } from '../http/app-error';

/*
 * The line's rule for rolling rates (a child's never above its parent's), how a change of a
 * child's rates is serialised with every change the rule ties it to, and its refusals.
 */

const formatPercent = (bp: number) => `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

export const rateAboveParent = (type: GameTypeCode, parentRate: number) => new AppError(409, 'CONFLICT', `partner.rate_above_parent_${type}`, { rate: formatPercent(parentRate) });
export const rateBelowChild = (type: GameTypeCode, childRate: number) => new AppError(409, 'CONFLICT', `partner.rate_below_child_${type}`, { rate: formatPercent(childRate) });

// Namespace of the two-key advisory locks below (sign-in uses 1 and 3, sign-up 2, the exchange password 7401).
const RATE_LINE_LOCK = 7402;

/**
 * Before a partner changes a direct child's rates: the partner's lock, then the child's. An
 * account's lock guards its own rates and its direct children's, so this change excludes every
 * other change of the child's rates (the partner's lock), of the partner's own rates (its parent
 * takes the partner's lock to make it) and of the child's children's (the child takes its own).
 * Every change takes two locks, a parent's before its child's, so all take them root first and
 * none waits for another in a circle (the 40P01 deadlocks of row locks taken in two orders). An
 * account created below a partner has no rates yet (0, within any line), so it needs no lock.
 * Transaction-scoped: released at commit or rollback.
 */
export async function lockRateLine(trx: Transaction<Database>, partnerId: number, childId: number): Promise<void> {
  for (const id of [partnerId, childId]) await sql`SELECT pg_advisory_xact_lock(${RATE_LINE_LOCK}::int, ${id % 2_147_483_647}::int)`.execute(trx);
}

const TRIGGER_RULES: Record<string, typeof rateAboveParent> = { rolling_rate_above_parent: rateAboveParent, rolling_rate_below_child: rateBelowChild };
const GAME_TYPES = new Set<string>(['casino', 'slot', 'lotto']);

/**
 * A refusal by the line's trigger (migration 029 names the rule, the game type and the limit) as
 * the 409 a single request gets from the service's own check; null for any other error.
 */
export function rateRefusal(error: unknown): AppError | null {
  const e = error as { code?: string; constraint?: string; column?: string; detail?: string };
  const refuse = e?.code === '23514' && e.constraint ? TRIGGER_RULES[e.constraint] : undefined;
  if (!refuse || !e.column || !GAME_TYPES.has(e.column) || !/^\d+$/.test(e.detail ?? '')) return null;
  return refuse(e.column as GameTypeCode, Number(e.detail));
}
