import type { FigureSort } from '@casino/contract';
import { sql, type Kysely } from 'kysely';
import type { Database, GameTypeCode } from '../db/schema';
import { figureColumns, figureSortKey, toFigures, typeSplit, type FigureRow } from './figures';
import type { BettingFilter, ReportScope } from './report-scope';
import { dayGameRows, memberRows } from './totals-rows';

type Db = Kysely<Database>;
export interface SortPage {
  sort?: FigureSort;
  order?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** The totals of a filter, per game type and overall (every `/summary`). */
export async function figureSummary(db: Db, scope: ReportScope, f: BettingFilter) {
  const { rows } = await sql<FigureRow & { game_type: GameTypeCode }>`
    SELECT t.game_type, ${figureColumns(scope.rollingIndex)} FROM ${dayGameRows(scope, f)} t GROUP BY t.game_type`.execute(db);
  return { from: f.range.from, to: f.range.to, ...typeSplit(rows) };
}

/** Every day of the range, newest first, days without play included. */
export async function statisticsByDay(db: Db, scope: ReportScope, f: BettingFilter) {
  const { rows } = await sql<FigureRow & { day: string }>`
    SELECT to_char(t.day, 'YYYY-MM-DD') AS day, ${figureColumns(scope.rollingIndex)} FROM ${dayGameRows(scope, f)} t GROUP BY t.day`.execute(db);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const items = [...f.range.days].reverse().map((day) => ({ day, ...toFigures(byDay.get(day)) }));
  return { items, total: items.length };
}

const ordering = (s: SortPage) => sql`ORDER BY ${figureSortKey(s.sort ?? 'bet')} ${sql.raw(s.order === 'asc' ? 'ASC' : 'DESC')}`;

/** Every game played in the range with its figures, sorted and paged. */
export async function statisticsByGame(db: Db, scope: ReportScope, f: BettingFilter, s: SortPage) {
  const { rows } = await sql<FigureRow & { game_id: number; brand_id: number; game_type: GameTypeCode; game_name: string; brand_name: string; total: number }>`
    WITH per_game AS (
      SELECT t.game_id, min(t.brand_id) AS brand_id, min(t.game_type) AS game_type, ${figureColumns(scope.rollingIndex)}
      FROM ${dayGameRows(scope, f)} t GROUP BY t.game_id
    )
    SELECT p.*, g.name AS game_name, b.name AS brand_name, count(*) OVER ()::int AS total
    FROM per_game p JOIN games g ON g.id = p.game_id JOIN game_brands b ON b.id = p.brand_id
    ${ordering(s)}, p.game_id LIMIT ${s.pageSize} OFFSET ${(s.page - 1) * s.pageSize}`.execute(db);
  return {
    items: rows.map((r) => ({ game: { id: Number(r.game_id), name: r.game_name }, brand: { id: Number(r.brand_id), name: r.brand_name }, game_type: r.game_type, ...toFigures(r) })),
    total: rows[0]?.total ?? (await countGames(db, scope, f)),
  };
}

async function countGames(db: Db, scope: ReportScope, f: BettingFilter) {
  const { rows } = await sql<{ n: number }>`SELECT count(DISTINCT t.game_id)::int AS n FROM ${dayGameRows(scope, f)} t`.execute(db);
  return rows[0]!.n;
}

export interface MemberFigureRow extends FigureRow {
  user_id: number;
  username: string;
  nickname: string;
  parent_id: number;
  parent_username: string;
  total: number;
}

/** The line's members who played in the range with their figures, sorted and paged (ties by member id). */
export async function membersByFigure(db: Db, scope: ReportScope, f: BettingFilter, s: SortPage) {
  const { rows } = await sql<MemberFigureRow>`
    WITH per_member AS (
      SELECT t.user_id, ${figureColumns(scope.rollingIndex)} FROM ${memberRows(scope, f)} t GROUP BY t.user_id
    ), ranked AS (
      SELECT p.*, count(*) OVER ()::int AS total FROM per_member p ${ordering(s)}, p.user_id LIMIT ${s.pageSize} OFFSET ${(s.page - 1) * s.pageSize}
    )
    SELECT r.*, u.username, u.nickname, u.parent_id, pu.username AS parent_username
    FROM ranked r JOIN users u ON u.id = r.user_id JOIN users pu ON pu.id = u.parent_id
    ${ordering(s)}, r.user_id`.execute(db);
  return { rows, total: rows[0]?.total ?? (await countMembers(db, scope, f)) };
}

async function countMembers(db: Db, scope: ReportScope, f: BettingFilter) {
  const { rows } = await sql<{ n: number }>`SELECT count(DISTINCT t.user_id)::int AS n FROM ${memberRows(scope, f)} t`.execute(db);
  return rows[0]!.n;
}

export const memberOf = (r: MemberFigureRow) => ({
  member: { id: Number(r.user_id), username: r.username, nickname: r.nickname },
  partner: { id: Number(r.parent_id), username: r.parent_username },
});

export async function statisticsByUser(db: Db, scope: ReportScope, f: BettingFilter, s: SortPage) {
  const { rows, total } = await membersByFigure(db, scope, f, s);
  return { items: rows.map((r) => ({ ...memberOf(r), ...toFigures(r) })), total };
}

/** by_user's summary: the same figures as the other summaries, from the members' rows. */
export async function memberSummary(db: Db, scope: ReportScope, f: BettingFilter) {
  const { rows } = await sql<FigureRow & { game_type: GameTypeCode; members: number }>`
    SELECT t.game_type, ${figureColumns(scope.rollingIndex)} FROM ${memberRows(scope, f)} t GROUP BY t.game_type`.execute(db);
  return { from: f.range.from, to: f.range.to, ...typeSplit(rows) };
}
