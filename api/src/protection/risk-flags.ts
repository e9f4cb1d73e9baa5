import {
  RISK_ADDRESSES_PER_DAY,
  RISK_BIG_WIN_FACTOR,
  RISK_BIG_WIN_MIN_PRIZE,
  RISK_BIG_WIN_MIN_WINS,
  RISK_OTHERS_SHOWN,
  RISK_WINDOW_DAYS,
  type RiskFlag,
  type RiskKind,
} from '@casino/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { lineAccount, notInLine } from '../partners/scope';

interface FlagRow {
  user_id: number;
  username: string;
  nickname: string;
  partner: string;
  kind: RiskKind;
  at: Date;
  figures: Record<string, unknown>;
  total: number;
}

/**
 * Every flag of some members of the partner's line (`members`: the whole line when undefined),
 * computed now over the window: one row per member and kind, its figures as JSON. Each branch
 * starts from those members' own rows through their (user_id, created_at) indexes; the accounts
 * they share an address or a browser with (login_history's ip and browser_hash indexes, migration
 * 044) are any members of the line.
 */
function flagsQuery(partnerId: number, members: number[] | undefined) {
  const window = sql.raw(`interval '${RISK_WINDOW_DAYS} days'`);
  const line =
    members === undefined
      ? sql`SELECT a.user_id FROM user_ancestors a WHERE a.ancestor_id = ${partnerId} AND a.user_role = 'member'`
      : sql`SELECT unnest(${members}::bigint[]) AS user_id`;
  const inLine = (column: string) => sql`EXISTS (SELECT 1 FROM user_ancestors a WHERE a.ancestor_id = ${partnerId} AND a.user_id = ${sql.ref(column)} AND a.user_role = 'member')`;
  return sql`
    WITH line AS (${line}),
    addresses AS (
      SELECT h.user_id, h.ip, max(h.created_at) AS last_at FROM login_history h
      WHERE h.user_id IN (SELECT user_id FROM line) AND h.created_at > now() - ${window}
      GROUP BY h.user_id, h.ip),
    shared_address AS (
      SELECT DISTINCT ON (mine.user_id) mine.user_id, 'shared_address' AS kind, mine.last_at AS at,
             jsonb_build_object('address', mine.ip, 'others', (array_agg(u.username ORDER BY u.username))[1:${RISK_OTHERS_SHOWN}], 'others_count', count(*)) AS figures
      FROM addresses mine
      JOIN LATERAL (SELECT DISTINCT o.user_id FROM login_history o
                    WHERE o.ip = mine.ip AND o.created_at > now() - ${window} AND o.user_id <> mine.user_id AND ${inLine('o.user_id')}) other ON true
      JOIN users u ON u.id = other.user_id
      GROUP BY mine.user_id, mine.ip, mine.last_at
      ORDER BY mine.user_id, count(*) DESC, mine.last_at DESC),
    browsers AS (
      SELECT h.user_id, h.browser_hash, max(h.created_at) AS last_at FROM login_history h
      WHERE h.user_id IN (SELECT user_id FROM line) AND h.created_at > now() - ${window} AND h.browser_hash IS NOT NULL
      GROUP BY h.user_id, h.browser_hash),
    shared_device AS (
      SELECT mine.user_id, 'shared_device' AS kind, max(mine.last_at) AS at,
             jsonb_build_object('others', (array_agg(DISTINCT u.username ORDER BY u.username))[1:${RISK_OTHERS_SHOWN}], 'others_count', count(DISTINCT other.user_id)) AS figures
      FROM browsers mine
      JOIN LATERAL (SELECT DISTINCT o.user_id FROM login_history o
                    WHERE o.browser_hash = mine.browser_hash AND o.created_at > now() - ${window} AND o.user_id <> mine.user_id AND ${inLine('o.user_id')}) other ON true
      JOIN users u ON u.id = other.user_id
      GROUP BY mine.user_id),
    many_addresses AS (
      SELECT DISTINCT ON (h.user_id) h.user_id, 'many_addresses' AS kind, max(h.created_at) AS at,
             jsonb_build_object('day', seoul_day(h.created_at)::text, 'addresses', count(DISTINCT h.ip)) AS figures
      FROM login_history h
      WHERE h.user_id IN (SELECT user_id FROM line) AND h.created_at > now() - ${window}
      GROUP BY h.user_id, seoul_day(h.created_at)
      HAVING count(DISTINCT h.ip) >= ${RISK_ADDRESSES_PER_DAY}
      ORDER BY h.user_id, count(DISTINCT h.ip) DESC, seoul_day(h.created_at) DESC),
    wins AS (
      SELECT r.user_id, r.prize, r.created_at, r.game_id FROM game_rounds r
      WHERE r.user_id IN (SELECT user_id FROM line) AND r.created_at > now() - ${window} AND r.prize > 0),
    usual AS (
      SELECT user_id, percentile_disc(0.5) WITHIN GROUP (ORDER BY prize) AS median FROM wins
      GROUP BY user_id HAVING count(*) >= ${RISK_BIG_WIN_MIN_WINS}),
    big_win AS (
      SELECT DISTINCT ON (w.user_id) w.user_id, 'big_win' AS kind, w.created_at AS at,
             jsonb_build_object('prize', w.prize, 'median', s.median, 'game', g.name) AS figures
      FROM wins w JOIN usual s ON s.user_id = w.user_id JOIN games g ON g.id = w.game_id
      WHERE w.prize >= s.median * ${RISK_BIG_WIN_FACTOR} AND w.prize >= ${RISK_BIG_WIN_MIN_PRIZE}
      ORDER BY w.user_id, w.prize DESC, w.created_at DESC),
    flags AS (
      SELECT user_id, kind, at, figures FROM shared_address
      UNION ALL SELECT user_id, kind, at, figures FROM shared_device
      UNION ALL SELECT user_id, kind, at, figures FROM many_addresses
      UNION ALL SELECT user_id, kind, at, figures FROM big_win)
    SELECT f.user_id, u.username, u.nickname, p.username AS partner, f.kind, f.at, f.figures
    FROM flags f JOIN users u ON u.id = f.user_id JOIN users p ON p.id = u.parent_id`;
}

/** The flags of the line (of one kind, or one member of it), the latest first. */
export async function lineRiskFlags(
  db: Kysely<Database>,
  partnerId: number,
  filter: { kind?: RiskKind; userId?: number; page: number; pageSize: number },
): Promise<{ items: RiskFlag[]; total: number }> {
  if (filter.userId !== undefined) {
    const account = await lineAccount(db, partnerId, filter.userId);
    if (account.role !== 'member') throw notInLine();
  }
  const { rows } = await sql<FlagRow>`
    SELECT s.*, count(*) OVER ()::int AS total FROM (${selected(partnerId, filter)}) AS s
    ORDER BY s.at DESC, s.user_id, s.kind
    LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`.execute(db);
  if (rows.length > 0 || filter.page === 1) return { items: rows.map(flagOf), total: rows[0]?.total ?? 0 };
  // A page past the end: how many there are, for the pager.
  const { rows: counted } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (${selected(partnerId, filter)}) AS s`.execute(db);
  return { items: [], total: counted[0]!.n };
}

/** The flags of one kind, of one member, or all of them. */
const selected = (partnerId: number, filter: { kind?: RiskKind; userId?: number }) =>
  sql`SELECT * FROM (${flagsQuery(partnerId, filter.userId === undefined ? undefined : [filter.userId])}) AS f WHERE ${filter.kind === undefined ? sql`true` : sql`f.kind = ${filter.kind}`}`;

/** The kinds of flag each of some members of the line has now: the members list's page of rows. */
export async function riskKindsOf(db: Kysely<Database>, partnerId: number, userIds: number[]): Promise<Map<number, RiskKind[]>> {
  const kinds = new Map<number, RiskKind[]>();
  if (userIds.length === 0) return kinds;
  const { rows } = await sql<{ user_id: number; kind: RiskKind }>`
    SELECT f.user_id, f.kind FROM (${flagsQuery(partnerId, userIds)}) AS f ORDER BY f.kind`.execute(db);
  for (const row of rows) kinds.set(Number(row.user_id), [...(kinds.get(Number(row.user_id)) ?? []), row.kind]);
  return kinds;
}

function flagOf(row: FlagRow): RiskFlag {
  const f = row.figures;
  const user = { id: Number(row.user_id), username: row.username, nickname: row.nickname, partner: row.partner };
  const at = row.at.toISOString();
  switch (row.kind) {
    case 'shared_address':
      return { user, at, flag: { kind: row.kind, address: String(f.address), others: f.others as string[], others_count: Number(f.others_count) } };
    case 'shared_device':
      return { user, at, flag: { kind: row.kind, others: f.others as string[], others_count: Number(f.others_count) } };
    case 'many_addresses':
      return { user, at, flag: { kind: row.kind, day: String(f.day), addresses: Number(f.addresses) } };
    case 'big_win':
      return { user, at, flag: { kind: row.kind, prize: Number(f.prize), median: Number(f.median), game: String(f.game) } };
  }
}
