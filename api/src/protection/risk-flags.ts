import {
  RISK_ADDRESSES_PER_DAY,
  RISK_BIG_WIN_FACTOR,
  RISK_BIG_WIN_MIN_PRIZE,
  RISK_BIG_WIN_MIN_WINS,
  RISK_KINDS,
  RISK_OTHERS_SHOWN,
  RISK_WINDOW_DAYS,
  type RiskFlag,
  type RiskKind,
} from '@casino/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { lineAccount, notInLine } from '../partners/scope';
import { requirementOf, turnoverLateral } from './turnover';

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

const WINDOW = sql.raw(`interval '${RISK_WINDOW_DAYS} days'`);

/** A member of the partner's line, by a column of the query. */
const inLine = (partnerId: number, column: string) =>
  sql`EXISTS (SELECT 1 FROM user_ancestors a WHERE a.ancestor_id = ${partnerId} AND a.user_id = ${sql.ref(column)} AND a.user_role = 'member')`;

/**
 * "Signed in from the same X as others of the line" for X a column of login_history (the address,
 * the browser): the members asked about's Xs of the window; for each X once, its distinct members
 * of the line (the X's own index range, however many share it); then each member's X shared by
 * the most, with up to RISK_OTHERS_SHOWN other names and the count.
 */
function sharedBranch(kind: 'shared_address' | 'shared_device', column: 'ip' | 'browser_hash', partnerId: number) {
  const col = sql.ref(`h.${column}`);
  const mine = sql.raw(`${kind}_mine`);
  const users = sql.raw(`${kind}_users`);
  const groups = sql.raw(`${kind}_groups`);
  const figures = kind === 'shared_address' ? sql`jsonb_build_object('address', m.x, ` : sql`jsonb_build_object(`;
  return {
    ctes: sql`
    ${mine} AS (
      SELECT h.user_id, ${col} AS x, max(h.created_at) AS last_at FROM login_history h
      WHERE h.user_id IN (SELECT user_id FROM line) AND h.created_at > now() - ${WINDOW} AND ${col} IS NOT NULL
      GROUP BY h.user_id, ${col}),
    ${users} AS (
      SELECT d.x, d.user_id FROM (SELECT DISTINCT ${col} AS x, h.user_id FROM login_history h
                                  WHERE ${col} IN (SELECT x FROM ${mine}) AND h.created_at > now() - ${WINDOW}) d
      WHERE ${inLine(partnerId, 'd.user_id')}),
    ${groups} AS (
      SELECT s.x, count(*) AS n, (array_agg(u.username ORDER BY u.username))[1:${RISK_OTHERS_SHOWN + 1}] AS names
      FROM ${users} s JOIN users u ON u.id = s.user_id GROUP BY s.x HAVING count(*) > 1),
    ${sql.raw(kind)} AS (
      SELECT DISTINCT ON (m.user_id) m.user_id, ${sql.lit(kind)} AS kind, m.last_at AS at,
             ${figures}'others', (array_remove(g.names, u.username))[1:${RISK_OTHERS_SHOWN}], 'others_count', g.n - 1) AS figures
      FROM ${mine} m JOIN ${groups} g ON g.x = m.x JOIN users u ON u.id = m.user_id
      ORDER BY m.user_id, g.n DESC, m.last_at DESC)`,
  };
}

/** Each kind's part of the query: its CTEs, ending in one named for the kind with (user_id, kind, at, figures). */
function branchOf(kind: RiskKind, partnerId: number) {
  switch (kind) {
    case 'shared_address':
      return sharedBranch(kind, 'ip', partnerId);
    case 'shared_device':
      return sharedBranch(kind, 'browser_hash', partnerId);
    case 'many_addresses':
      return {
        ctes: sql`
    many_addresses AS (
      SELECT DISTINCT ON (h.user_id) h.user_id, 'many_addresses' AS kind, max(h.created_at) AS at,
             jsonb_build_object('day', seoul_day(h.created_at)::text, 'addresses', count(DISTINCT h.ip)) AS figures
      FROM login_history h
      WHERE h.user_id IN (SELECT user_id FROM line) AND h.created_at > now() - ${WINDOW}
      GROUP BY h.user_id, seoul_day(h.created_at)
      HAVING count(DISTINCT h.ip) >= ${RISK_ADDRESSES_PER_DAY}
      ORDER BY h.user_id, count(DISTINCT h.ip) DESC, seoul_day(h.created_at) DESC)`,
      };
    case 'big_win':
      return {
        ctes: sql`
    wins AS (
      SELECT r.user_id, r.prize, r.created_at, r.game_id FROM game_rounds r
      WHERE r.user_id IN (SELECT user_id FROM line) AND r.created_at > now() - ${WINDOW} AND r.prize > 0),
    usual AS (
      SELECT user_id, percentile_disc(0.5) WITHIN GROUP (ORDER BY prize) AS median FROM wins
      GROUP BY user_id HAVING count(*) >= ${RISK_BIG_WIN_MIN_WINS}),
    big_win AS (
      SELECT DISTINCT ON (w.user_id) w.user_id, 'big_win' AS kind, w.created_at AS at,
             jsonb_build_object('prize', w.prize, 'median', s.median, 'game', coalesce(g.name, '')) AS figures
      FROM wins w JOIN usual s ON s.user_id = w.user_id LEFT JOIN games g ON g.id = w.game_id
      WHERE w.prize >= s.median * ${RISK_BIG_WIN_FACTOR} AND w.prize >= ${RISK_BIG_WIN_MIN_PRIZE}
      ORDER BY w.user_id, w.prize DESC, w.created_at DESC)`,
      };
    case 'low_turnover':
      return {
        ctes: sql`
    low_turnover AS (
      SELECT DISTINCT ON (s.user_id) s.user_id, 'low_turnover' AS kind, s.created_at AS at,
             jsonb_build_object('amount', s.amount, 'deposit', t.deposit, 'staked', t.staked, 'required', t.required) AS figures
      FROM statements s ${turnoverLateral(requirementOf(partnerId))}
      WHERE s.user_id IN (SELECT user_id FROM line) AND s.type = 'withdraw' AND s.status <> 'delete' AND s.created_at > now() - ${WINDOW} AND t.staked < t.required
      ORDER BY s.user_id, s.created_at DESC)`,
      };
  }
}

/**
 * The flags of some members of the partner's line (`members`: the whole line when undefined), of
 * the kinds asked for, computed now over the window: one row per member and kind, its figures as
 * JSON. Only the kinds asked for are computed. Each starts from those members' own rows through
 * their (user_id, created_at) indexes; the members they share an address or a browser with are
 * read through login_history's ip and browser_hash indexes (migration 044), once per address.
 */
function flagsQuery(partnerId: number, members: number[] | undefined, kinds: readonly RiskKind[], answer: 'flags' | 'kinds' = 'flags') {
  const line =
    members === undefined
      ? sql`SELECT a.user_id FROM user_ancestors a WHERE a.ancestor_id = ${partnerId} AND a.user_role = 'member'`
      : sql`SELECT unnest(${members}::bigint[]) AS user_id`;
  const branches = kinds.map((kind) => branchOf(kind, partnerId).ctes);
  const union = sql.join(
    kinds.map((kind) => sql`SELECT user_id, kind, at, figures FROM ${sql.raw(kind)}`),
    sql` UNION ALL `,
  );
  // Only the kinds (the members list's tags): no names to join.
  const select =
    answer === 'kinds'
      ? sql`SELECT f.user_id, f.kind FROM flags f`
      : sql`SELECT f.user_id, u.username, u.nickname, p.username AS partner, f.kind, f.at, f.figures
    FROM flags f JOIN users u ON u.id = f.user_id JOIN users p ON p.id = u.parent_id`;
  return sql`
    WITH line AS (${line}), ${sql.join(branches, sql`,`)},
    flags AS (${union})
    ${select}`;
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
  flagsQuery(partnerId, filter.userId === undefined ? undefined : [filter.userId], filter.kind === undefined ? RISK_KINDS : [filter.kind]);

/** How long the members list waits for its rows' flag kinds: past it the list is answered without them. */
const KINDS_TIMEOUT_MS = 2_000;

/**
 * The kinds of flag each of some members of the line has now: the members list's page of rows.
 * Bounded in time, so a line whose members share a few very busy addresses never holds its
 * members list back: past the bound the rows go without their kinds (the risk page has them all).
 */
export async function riskKindsOf(db: Kysely<Database>, partnerId: number, userIds: number[]): Promise<Map<number, RiskKind[]>> {
  const kinds = new Map<number, RiskKind[]>();
  if (userIds.length === 0) return kinds;
  try {
    const rows = await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL statement_timeout = ${sql.lit(KINDS_TIMEOUT_MS)}`.execute(trx);
      return (await sql<{ user_id: number; kind: RiskKind }>`SELECT f.user_id, f.kind FROM (${flagsQuery(partnerId, userIds, RISK_KINDS, 'kinds')}) AS f ORDER BY f.kind`.execute(trx)).rows;
    });
    for (const row of rows) kinds.set(Number(row.user_id), [...(kinds.get(Number(row.user_id)) ?? []), row.kind]);
  } catch (error) {
    // 57014: cancelled by the statement timeout above; anything else is a fault and is thrown.
    if ((error as { code?: string }).code !== '57014') throw error;
  }
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
    case 'low_turnover':
      return { user, at, flag: { kind: row.kind, amount: Number(f.amount), deposit: Number(f.deposit), staked: Number(f.staked), required: Number(f.required) } };
  }
}
