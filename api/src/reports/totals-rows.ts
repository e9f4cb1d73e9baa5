import { addDays, monthEnd, monthStart } from '@casino/contract';
import { sql } from 'kysely';
import type { DayRange } from '../partners/day-range';
import { gameConditions, lineMembers, linePartners, type BettingFilter, type ReportScope } from './report-scope';
import { memberDayTotals, memberMonthTotals, parentDayTotals } from './totals-sources';

/*
 * Which totals answer a filter. A line's days, games and providers are summed over its partners
 * (game_totals_parent_day: a few thousand rows for a quarter of a 10,000-member line) unless one
 * member is asked for; members' figures over whole months come from game_totals_member_month,
 * and only the days of a partly covered month from the daily rows.
 */

const inRange = (range: DayRange) => sql`t.day BETWEEN ${range.from}::date AND ${range.to}::date`;

/** Rows with day, game_id, brand_id, game_type, provider and the figures, for the line or its one member. */
export function dayGameRows(scope: ReportScope, f: BettingFilter) {
  return f.memberId !== undefined
    ? sql`(SELECT t.* FROM ${memberDayTotals} t WHERE t.user_id = ${f.memberId} AND ${inRange(f.range)} ${gameConditions(f, 't')})`
    : sql`(SELECT t.* FROM ${parentDayTotals} t WHERE t.parent_id IN ${linePartners(scope.partnerId)} AND ${inRange(f.range)} ${gameConditions(f, 't')})`;
}

/** The whole months inside a range, and the day spans around them. */
export function monthSplit(range: DayRange) {
  const months: string[] = [];
  const spans: { from: string; to: string }[] = [];
  let spanStart: string | null = null;
  for (const day of range.days) {
    const month = monthStart(day);
    const covered = month >= range.from && monthEnd(month) <= range.to;
    if (covered) {
      if (day === month) months.push(month);
      if (spanStart !== null) spans.push({ from: spanStart, to: addDays(day, -1) });
      spanStart = null;
    } else if (spanStart === null) {
      spanStart = day;
    }
  }
  if (spanStart !== null) spans.push({ from: spanStart, to: range.to });
  return { months, spans };
}


/** Rows with user_id, game_type and the figures, for the line's members (or its one member). */
export function memberRows(scope: ReportScope, f: BettingFilter) {
  const members = f.memberId !== undefined ? sql`(SELECT ${f.memberId}::bigint)` : lineMembers(scope.partnerId);
  if (f.memberId !== undefined || f.brandId !== undefined || f.gameId !== undefined) {
    return sql`(SELECT t.user_id, t.game_type, t.rounds, t.bet, t.prize, t.refund, t.rolling FROM ${memberDayTotals} t
      WHERE t.user_id IN ${members} AND ${inRange(f.range)} ${gameConditions(f, 't')})`;
  }
  const { months, spans } = monthSplit(f.range);
  const typeCondition = f.gameType ? sql`AND t.game_type = ${f.gameType}` : sql``;
  const parts = [];
  if (months.length > 0) {
    parts.push(sql`SELECT t.user_id, t.game_type, t.rounds, t.bet, t.prize, t.refund, t.rolling FROM ${memberMonthTotals} t
      WHERE t.month = ANY(${months}::date[]) AND t.user_id IN ${members} ${typeCondition}`);
  }
  for (const span of spans) {
    parts.push(sql`SELECT t.user_id, t.game_type, t.rounds, t.bet, t.prize, t.refund, t.rolling FROM ${memberDayTotals} t
      WHERE t.day BETWEEN ${span.from}::date AND ${span.to}::date AND t.user_id IN ${members} ${typeCondition}`);
  }
  return sql`(${sql.join(parts, sql` UNION ALL `)})`;
}
