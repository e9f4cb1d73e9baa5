import { addDays, isMinutesKind, monthEnd, monthStart, seoulDayEnd, seoulDayStart, seoulToday, weekStart, type LimitKind } from '@casino/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The Seoul periods a limit counts in (decision 071): a day from 00:00 KST, a week from Monday, a
 * calendar month. Each as the instant it started and the instant it starts again.
 */
export type Period = 'day' | 'week' | 'month';
/** A money limit's period; null for the kinds counted in minutes of a sign-in. */
export const periodOf = (kind: LimitKind): Period | null => (isMinutesKind(kind) ? null : (kind.slice(kind.indexOf('_') + 1) as Period));

export interface PeriodBounds {
  start: Date;
  end: Date;
}

/**
 * The database's clock: a transaction's `now()`, the moment its rows are stamped with. Limits
 * count periods and waiting changes on it, as wallet_bet does, so a request that waited for a
 * lock across midnight is counted in the day it is recorded in.
 */
export async function databaseNow(db: Kysely<Database>): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`SELECT now() AS now`.execute(db);
  return rows[0]!.now;
}

/** The three periods running at `now`. */
export function periodsAt(now: Date): Record<Period, PeriodBounds> {
  const today = seoulToday(now);
  const week = weekStart(today);
  const month = monthStart(today);
  return {
    day: { start: seoulDayStart(today), end: seoulDayEnd(today) },
    week: { start: seoulDayStart(week), end: seoulDayStart(addDays(week, 7)) },
    month: { start: seoulDayStart(month), end: seoulDayEnd(monthEnd(today)) },
  };
}

/**
 * A member's deposits since `since`: requests still open or approved (a rejected or deleted one
 * moved nothing), and what its partners paid into its cash. For a limit, read under the lock of
 * the member's cash row, which a deposit request and a partner's payment both take.
 */
export async function depositsSince(db: Kysely<Database>, userId: number, since: Date): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    SELECT coalesce((SELECT sum(s.amount) FROM statements s
                     WHERE s.user_id = ${userId} AND s.type = 'deposit' AND s.created_at >= ${since}
                       AND (s.status IN ('request', 'waiting') OR s.outcome_tx IS NOT NULL)), 0)
         + coalesce((SELECT sum(t.amount) FROM partner_trades t
                     WHERE t.child_id = ${userId} AND t.direction = 'pay' AND t.created_at >= ${since}), 0) AS total`.execute(db);
  return Number(rows[0]!.total);
}

export interface PlayUsage {
  wager_day: number;
  loss_day: number;
  loss_week: number;
  loss_month: number;
}

/** A member's stakes of today and its losses (stakes minus prizes) of the day, week and month, as wallet_bet counts them. */
export async function playUsage(db: Kysely<Database>, userId: number): Promise<PlayUsage> {
  const { rows } = await sql<PlayUsage>`
    WITH t AS (SELECT seoul_day(now()) AS today),
    p AS (SELECT t.today, date_trunc('week', t.today)::date AS week, date_trunc('month', t.today)::date AS month FROM t)
    SELECT coalesce(sum(d.bets) FILTER (WHERE d.day = p.today), 0) AS wager_day,
           coalesce(sum(d.bets - d.prizes) FILTER (WHERE d.day = p.today), 0) AS loss_day,
           coalesce(sum(d.bets - d.prizes) FILTER (WHERE d.day >= p.week), 0) AS loss_week,
           coalesce(sum(d.bets - d.prizes) FILTER (WHERE d.day >= p.month), 0) AS loss_month
    FROM p LEFT JOIN member_play_days d ON d.user_id = ${userId} AND d.day >= least(p.week, p.month) AND d.day <= p.today
    GROUP BY p.today, p.week, p.month`.execute(db);
  const r = rows[0]!;
  return { wager_day: Number(r.wager_day), loss_day: Number(r.loss_day), loss_week: Number(r.loss_week), loss_month: Number(r.loss_month) };
}

/** What a limit of `kind` has used of its running period, and when the period starts again; nulls for the kinds counted in minutes of a sign-in. */
export type PeriodUsage = (kind: LimitKind) => { used: number | null; resets_at: string | null };

/** A member's deposits and play in each running period at `now`, read once for every kind. */
export async function periodUsage(db: Kysely<Database>, userId: number, now: Date): Promise<PeriodUsage> {
  const periods = periodsAt(now);
  const play = await playUsage(db, userId);
  const deposits: Record<Period, number> = { day: 0, week: 0, month: 0 };
  for (const period of ['day', 'week', 'month'] as const) deposits[period] = await depositsSince(db, userId, periods[period].start);
  return (kind) => {
    const period = periodOf(kind);
    if (period === null) return { used: null, resets_at: null };
    return { used: kind.startsWith('deposit_') ? deposits[period] : play[kind as keyof PlayUsage], resets_at: periods[period].end.toISOString() };
  };
}
