import { sql, type Kysely } from 'kysely';
import type { Database, GameTypeCode } from '../db/schema';
import { seoulDayEnd, seoulDayStart, seoulWallClock } from '../db/seoul-day';
import { AppError } from '../http/app-error';
import { lineMembers, gameConditions, type BettingFilter, type ReportScope } from './report-scope';
import { dayGameRows } from './totals-rows';

type Db = Kysely<Database>;

export interface RoundRow {
  id: number;
  provider: string;
  round_id: string;
  game_type: GameTypeCode;
  game_id: number;
  game_name: string;
  brand_id: number;
  brand_name: string;
  user_id: number;
  username: string;
  nickname: string;
  bet: number;
  prize: number;
  refund: number;
  rolling: number;
  closed: boolean;
  day: string;
  created_at: Date;
  cursor: string;
}

/** The rounds of a filter: the line's members (or its one member) in the range, with the game conditions. */
export function roundConditions(scope: ReportScope, f: BettingFilter) {
  const members = f.memberId !== undefined ? sql`(SELECT ${f.memberId}::bigint)` : lineMembers(scope.partnerId);
  return sql`r.user_id IN ${members} AND r.created_at >= ${seoulDayStart(f.range.from)} AND r.created_at < ${seoulDayEnd(f.range.to)} ${gameConditions(f, 'r')}`;
}

export const ROUND_COLUMNS = sql`r.id, r.provider, r.round_id, r.game_type, r.game_id, g.name AS game_name, r.brand_id, b.name AS brand_name,
  r.user_id, u.username, u.nickname, r.bet, r.prize, r.refund, r.closed, r.created_at,
  to_char(${seoulWallClock('r.created_at')}, 'YYYY-MM-DD') AS day,
  ((extract(epoch FROM r.created_at) * 1000000)::bigint)::text || '.' || r.id AS cursor`;

/** What a round paid the partner's line in rolling (its element of the round's per-depth rolling, less what rollbacks took back). */
export const roundRolling = (scope: ReportScope) => sql`coalesce(r.rolling[${sql.lit(scope.rollingIndex)}], 0)`;

export const ROUND_JOINS = sql`JOIN users u ON u.id = r.user_id JOIN games g ON g.id = r.game_id JOIN game_brands b ON b.id = r.brand_id`;

/** A cursor `<microseconds since epoch>.<round id>`: the rows after it, newest first. */
export const afterCursor = (cursor: string) => {
  const [micros, id] = cursor.split('.');
  return sql`AND (r.created_at, r.id) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${id}::bigint)`;
};

export const toBetRound = (r: RoundRow) => ({
  id: Number(r.id),
  provider: r.provider,
  round_id: r.round_id,
  game_type: r.game_type,
  game: { id: Number(r.game_id), name: r.game_name },
  brand: { id: Number(r.brand_id), name: r.brand_name },
  member: { id: Number(r.user_id), username: r.username, nickname: r.nickname },
  bet: Number(r.bet),
  prize: Number(r.prize),
  refund: Number(r.refund),
  profit: Number(r.bet) - Number(r.prize) - Number(r.refund),
  rolling: Number(r.rolling),
  win_lose: Number(r.bet) - Number(r.prize) - Number(r.refund) - Number(r.rolling),
  closed: r.closed,
  day: r.day,
  created_at: new Date(r.created_at).toISOString(),
});

export interface KeysetPaging {
  page: number;
  pageSize: number;
  cursor?: string;
}

/**
 * Where the row `skip` rows from the top (newest first) is: on which day, and how many rows of
 * that day come before it; none when the days hold `skip` rows or fewer.
 */
export function pageStart(days: readonly { day: string; n: number | string }[], skip: number): { day: string; offset: number } | null {
  let left = skip;
  for (const d of days) {
    if (left < Number(d.n)) return { day: d.day, offset: left };
    left -= Number(d.n);
  }
  return null;
}

/**
 * A page of rounds, newest first. The count, and where a jumped-to page starts, come from the
 * day totals: a jump skips whole days by their counts and only reads the rounds of its own day.
 */
export async function listRounds(db: Db, scope: ReportScope, f: BettingFilter, paging: KeysetPaging) {
  const { rows: days } = await sql<{ day: string; n: number }>`
    SELECT to_char(t.day, 'YYYY-MM-DD') AS day, sum(t.rounds)::bigint AS n FROM ${dayGameRows(scope, f)} t GROUP BY t.day ORDER BY t.day DESC`.execute(db);
  const total = days.reduce((a, d) => a + Number(d.n), 0);
  let start = sql``;
  let offset = 0;
  if (paging.cursor) {
    start = afterCursor(paging.cursor);
  } else {
    const first = pageStart(days, (paging.page - 1) * paging.pageSize);
    // Past the last round: nothing to read (an offset left over after every day would restart the list).
    if (!first) return { items: [], total, next: null };
    start = sql`AND r.created_at < ${seoulDayEnd(first.day)}`;
    offset = first.offset;
  }
  const { rows } = await sql<RoundRow>`
    SELECT ${ROUND_COLUMNS}, ${roundRolling(scope)} AS rolling FROM game_rounds r ${ROUND_JOINS}
    WHERE ${roundConditions(scope, f)} ${start}
    ORDER BY r.created_at DESC, r.id DESC LIMIT ${paging.pageSize + 1} OFFSET ${offset}`.execute(db);
  const items = rows.slice(0, paging.pageSize);
  return { items: items.map(toBetRound), total, next: rows.length > paging.pageSize ? items[items.length - 1]!.cursor : null };
}

/** One round of the line with every wallet call the provider sent for it; any other id is a 404. */
export async function roundDetail(db: Db, scope: ReportScope, roundId: number) {
  const { rows } = await sql<RoundRow>`
    SELECT ${ROUND_COLUMNS}, ${roundRolling(scope)} AS rolling FROM game_rounds r ${ROUND_JOINS} WHERE r.id = ${roundId} AND r.user_id IN ${lineMembers(scope.partnerId)}`.execute(db);
  const round = rows[0];
  if (!round) throw new AppError(404, 'NOT_FOUND', 'report.round_not_found');
  const calls = await db
    .selectFrom('provider_transactions')
    .select(['txn_id', 'kind', 'amount', 'rolled_back', 'response_status', 'created_at'])
    .where('provider', '=', round.provider)
    .where('round_id', '=', round.round_id)
    // A call with an unknown session names no member: the round it names makes it this one's (as in the member's call list).
    .where((eb) => eb.or([eb('user_id', '=', round.user_id), eb('user_id', 'is', null)]))
    .orderBy('created_at')
    .orderBy('txn_id')
    .execute();
  return {
    round: toBetRound(round),
    calls: calls.map((c) => ({ txn_id: c.txn_id, kind: c.kind, amount: c.amount, rolled_back: c.rolled_back, refused: c.response_status !== 200, created_at: c.created_at.toISOString() })),
  };
}
