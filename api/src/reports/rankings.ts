import type { RankBy } from '@casino/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { toFigures } from './figures';
import { lineMembers, type BettingFilter, type ReportScope } from './report-scope';
import { memberOf, membersByFigure, memberSummary } from './statistics';
import type { DayRange } from '../partners/day-range';
import { seoulDayEnd, seoulDayStart } from '../db/seoul-day';

type Db = Kysely<Database>;

const SORT_OF: Record<RankBy, 'bet' | 'rolling' | 'win_lose'> = { bet: 'bet', rolling: 'rolling', losing: 'win_lose' };

/** The line's top members for the range: by bet, by the rolling their bets paid the line, or by losing (their win/lose for the line). */
export async function rankMembers(db: Db, scope: ReportScope, f: BettingFilter, by: RankBy, page: number, pageSize: number) {
  const { rows, total } = await membersByFigure(db, scope, f, { sort: SORT_OF[by], order: 'desc', page, pageSize });
  return { items: rows.map((r, i) => ({ rank: (page - 1) * pageSize + i + 1, ...memberOf(r), ...toFigures(r) })), total };
}

export async function rankingSummary(db: Db, scope: ReportScope, f: BettingFilter) {
  const [summary, members] = await Promise.all([
    memberSummary(db, scope, f),
    membersByFigure(db, scope, f, { page: 1, pageSize: 1 }),
  ]);
  return { ...summary, members: members.total };
}

interface StatementRankRow {
  user_id: number;
  username: string;
  nickname: string;
  parent_id: number;
  parent_username: string;
  amount: number;
  n: number;
  total: number;
  sum: number;
}

/** The line's members by approved deposits (or withdrawals) in the range, most first. */
export async function rankStatements(db: Db, partnerId: number, type: 'deposit' | 'withdraw', range: DayRange, page: number, pageSize: number) {
  const { rows } = await sql<StatementRankRow>`
    WITH per_member AS (
      SELECT s.user_id, sum(s.amount)::bigint AS amount, count(*)::int AS n
      FROM statements s
      WHERE s.user_id IN ${lineMembers(partnerId)} AND s.type = ${type} AND s.status = 'approve'
        AND s.processed_at >= ${seoulDayStart(range.from)} AND s.processed_at < ${seoulDayEnd(range.to)}
      GROUP BY s.user_id
    ), ranked AS (
      SELECT p.*, count(*) OVER ()::int AS total, sum(p.amount) OVER ()::bigint AS sum FROM per_member p
      ORDER BY p.amount DESC, p.user_id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
    )
    SELECT r.*, u.username, u.nickname, u.parent_id, pu.username AS parent_username
    FROM ranked r JOIN users u ON u.id = r.user_id JOIN users pu ON pu.id = u.parent_id
    ORDER BY r.amount DESC, r.user_id`.execute(db);
  const totals = rows[0] ?? (await statementTotals(db, partnerId, type, range));
  return {
    items: rows.map((r, i) => ({
      rank: (page - 1) * pageSize + i + 1,
      member: { id: Number(r.user_id), username: r.username, nickname: r.nickname },
      partner: { id: Number(r.parent_id), username: r.parent_username },
      amount: Number(r.amount),
      count: r.n,
    })),
    total: Number(totals.total),
    from: range.from,
    to: range.to,
    sum: Number(totals.sum),
    members: Number(totals.total),
  };
}

async function statementTotals(db: Db, partnerId: number, type: 'deposit' | 'withdraw', range: DayRange) {
  const { rows } = await sql<{ total: number; sum: number }>`
    SELECT count(DISTINCT s.user_id)::int AS total, coalesce(sum(s.amount), 0)::bigint AS sum FROM statements s
    WHERE s.user_id IN ${lineMembers(partnerId)} AND s.type = ${type} AND s.status = 'approve'
      AND s.processed_at >= ${seoulDayStart(range.from)} AND s.processed_at < ${seoulDayEnd(range.to)}`.execute(db);
  return rows[0]!;
}
