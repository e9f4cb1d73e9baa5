import { MAX_REPORT_DAYS } from '@casino/contract';
import { sql, type Kysely } from 'kysely';
import type { Database, GameTypeCode } from '../db/schema';
import { dayRange, type DayRange } from '../partners/day-range';
import { notInLine } from '../partners/scope';

/** A report's Seoul-day range: today by default, at most a year (366 days). */
export const reportRange = (query: { from?: string; to?: string }, now = Date.now()) => dayRange(query, now, MAX_REPORT_DAYS);

/** The partner a report is for, and where its line's rolling sits in each round's per-depth figures. */
export interface ReportScope {
  partnerId: number;
  /** 1-based element of `rolling` (migration 026) that is this partner's line: its number of ancestors + 1. */
  rollingIndex: number;
}

export async function reportScope(db: Kysely<Database>, partnerId: number): Promise<ReportScope> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM user_ancestors WHERE user_id = ${partnerId}`.execute(db);
  return { partnerId, rollingIndex: rows[0]!.n + 1 };
}

/** The partner and every partner below it: the `parent_id`s of its line's members. */
export const linePartners = (partnerId: number) =>
  sql<number>`(SELECT ${partnerId}::bigint UNION ALL SELECT a.user_id FROM user_ancestors a WHERE a.ancestor_id = ${partnerId} AND a.user_role = 'partner')`;

/** Every member below the partner, at any depth. */
export const lineMembers = (partnerId: number) => sql<number>`(SELECT a.user_id FROM user_ancestors a WHERE a.ancestor_id = ${partnerId} AND a.user_role = 'member')`;

/** The filters of the betting reports, with the member named by ID or nickname resolved in the line. */
export interface BettingFilter {
  range: DayRange;
  gameType?: GameTypeCode;
  brandId?: number;
  gameId?: number;
  memberId?: number;
  provider?: string;
}

export interface BettingQuery {
  from?: string;
  to?: string;
  game_type?: GameTypeCode;
  brand_id?: number;
  game_id?: number;
  username?: string;
  nickname?: string;
}

/** Checks a betting report's query; a member that is not of the line is a 404, as any foreign id. */
export async function bettingFilter(db: Kysely<Database>, partnerId: number, query: BettingQuery): Promise<BettingFilter> {
  const range = reportRange(query);
  let memberId: number | undefined;
  if (query.username !== undefined || query.nickname !== undefined) {
    let member = db.selectFrom('users').select('id').where('role', '=', 'member').where('id', 'in', lineMembers(partnerId));
    if (query.username !== undefined) member = member.where(sql`lower(username)`, '=', query.username.toLowerCase());
    if (query.nickname !== undefined) member = member.where('nickname', '=', query.nickname);
    const found = await member.limit(1).executeTakeFirst();
    if (!found) throw notInLine();
    memberId = found.id;
  }
  return { range, gameType: query.game_type, brandId: query.brand_id, gameId: query.game_id, memberId };
}

/** The game conditions of a filter on a table with game_type, brand_id and game_id. */
export const gameConditions = (f: BettingFilter, alias: string) => {
  const t = sql.ref(alias);
  return sql`${f.gameType ? sql`AND ${t}.game_type = ${f.gameType}` : sql``}
    ${f.brandId ? sql`AND ${t}.brand_id = ${f.brandId}` : sql``}
    ${f.gameId ? sql`AND ${t}.game_id = ${f.gameId}` : sql``}
    ${f.provider ? sql`AND ${t}.provider = ${f.provider}` : sql``}`;
};
