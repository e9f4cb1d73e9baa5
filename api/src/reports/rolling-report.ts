import { sql, type Kysely } from 'kysely';
import type { Database, GameTypeCode, Level } from '../db/schema';
import { lineAccount, notInLine } from '../partners/scope';
import { GAME_TYPES } from './figures';
import { listRounds, type KeysetPaging } from './betting-history';
import { reportScope, type BettingFilter } from './report-scope';
import { rollingSteps } from './rolling-steps';
import { dayGameRows } from './totals-rows';

type Db = Kysely<Database>;

/**
 * The earner of a rolling report: the caller, or a partner of its line (any other id is a 404).
 * A member of the line names whose rounds to read instead: the earner stays the caller (the
 * rolling-list window opened for a member).
 */
export async function rollingEarner(db: Db, callerId: number, accountId: number | undefined) {
  const named = accountId === undefined || accountId === callerId ? null : await lineAccount(db, callerId, accountId);
  const earner =
    named?.role === 'partner' ? named : await db.selectFrom('users').select(['id', 'username', 'level', 'role']).where('id', '=', callerId).executeTakeFirstOrThrow();
  if (earner.role !== 'partner') throw notInLine();
  return {
    scope: await reportScope(db, earner.id),
    account: { id: earner.id, username: earner.username, level: earner.level as Level },
    member: named && named.role === 'member' ? { id: named.id, username: named.username, level: named.level as Level } : null,
  };
}

type Earner = Awaited<ReturnType<typeof rollingEarner>>;

/** The filter narrowed to the earner's member, if the report is one member's; null when it names another member (nothing matches). */
function memberFilter(earner: Earner, f: BettingFilter): BettingFilter | null {
  if (!earner.member) return f;
  if (f.memberId !== undefined && f.memberId !== earner.member.id) return null;
  return { ...f, memberId: earner.member.id };
}

interface WorkingRow {
  id: number;
  refund: number;
  own_rate: number;
  child_id: number;
  child_username: string;
  child_level: Level;
  child_rate: number;
  line_rolling: number;
  below_rolling: number;
}

/**
 * The rounds of the earner's line, each with what the earner kept and how: per bet at the rates
 * it was paid at, less what rollbacks took back (rolling-steps.ts); `amount` is the round's
 * per-depth rolling (migration 026), the ledger's figure, which the steps add up to.
 */
export async function rollingWorking(db: Db, earner: Earner, filter: BettingFilter, paging: KeysetPaging) {
  const f = memberFilter(earner, filter);
  if (!f) return { items: [], total: 0, next: null };
  const page = await listRounds(db, earner.scope, f, paging);
  const ids = page.items.map((r) => r.id);
  if (ids.length === 0) return { ...page, items: [] };
  const k = earner.scope.rollingIndex;
  // Only for a round none of whose bets kept its rates (before migration 029, not restorable): the history's at its start.
  const rateAt = (user: ReturnType<typeof sql>) =>
    sql`coalesce((SELECT h.rate_bp FROM rolling_rate_history h WHERE h.user_id = ${user} AND h.game_type = r.game_type AND h.valid_from <= r.created_at ORDER BY h.valid_from DESC LIMIT 1), 0)`;
  const [{ rows }, steps] = await Promise.all([
    sql<WorkingRow>`
      WITH rounds AS (
        SELECT r.*, CASE WHEN ue.depth = 1 THEN r.user_id
                         ELSE (SELECT ua.ancestor_id FROM user_ancestors ua WHERE ua.user_id = r.user_id AND ua.depth = ue.depth - 1) END AS child_id
        FROM game_rounds r JOIN user_ancestors ue ON ue.ancestor_id = ${earner.account.id} AND ue.user_id = r.user_id
        WHERE r.id = ANY(${ids}::bigint[])
      )
      SELECT r.id, r.refund, ${rateAt(sql`${earner.account.id}::bigint`)} AS own_rate, r.child_id, c.username AS child_username, c.level AS child_level,
             ${rateAt(sql`r.child_id`)} AS child_rate,
             coalesce(r.rolling[${sql.lit(k)}], 0) AS line_rolling, coalesce(r.rolling[${sql.lit(k + 1)}], 0) AS below_rolling
      FROM rounds r JOIN users c ON c.id = r.child_id`.execute(db),
    rollingSteps(db, earner.scope, ids),
  ]);
  const byId = new Map(rows.map((w) => [Number(w.id), w]));
  return {
    ...page,
    items: page.items.map((r) => {
      const w = byId.get(r.id)!;
      const roundSteps = steps.get(r.id) ?? [];
      const lastRated = roundSteps.findLast((s) => s.own_rate_bp !== null && s.child_rate_bp !== null);
      return {
        id: r.id,
        round_id: r.round_id,
        created_at: r.created_at,
        earner: earner.account,
        member: r.member,
        game: r.game,
        game_type: r.game_type,
        bet: r.bet,
        refund: r.refund,
        own_rate_bp: lastRated?.own_rate_bp ?? Number(w.own_rate),
        child: { id: Number(w.child_id), username: w.child_username, level: w.child_level },
        child_rate_bp: lastRated?.child_rate_bp ?? Number(w.child_rate),
        steps: roundSteps,
        expected: roundSteps.reduce((sum, s) => sum + s.amount, 0),
        amount: Number(w.line_rolling) - Number(w.below_rolling),
      };
    }),
  };
}

/** Per game type: the rounds, their bets, what the earner kept and what its whole line got. */
export async function rollingTotals(db: Db, earner: Earner, filter: BettingFilter) {
  const k = earner.scope.rollingIndex;
  const f = memberFilter(earner, filter);
  const { rows } = f
    ? await sql<{ game_type: GameTypeCode; rounds: number; bet: number; line: number; below: number }>`
        SELECT t.game_type, coalesce(sum(t.rounds), 0)::bigint AS rounds, coalesce(sum(t.bet), 0)::bigint AS bet,
               coalesce(sum(t.rolling[${sql.lit(k)}]), 0)::bigint AS line, coalesce(sum(t.rolling[${sql.lit(k + 1)}]), 0)::bigint AS below
        FROM ${dayGameRows(earner.scope, f)} t GROUP BY t.game_type`.execute(db)
    : { rows: [] };
  const types = GAME_TYPES.map((game_type) => {
    const r = rows.find((x) => x.game_type === game_type);
    const line = Number(r?.line ?? 0);
    return { game_type, rounds: Number(r?.rounds ?? 0), bet: Number(r?.bet ?? 0), amount: line - Number(r?.below ?? 0), line };
  });
  const add = (key: 'rounds' | 'bet' | 'amount' | 'line') => types.reduce((a, t) => a + t[key], 0);
  return { from: filter.range.from, to: filter.range.to, earner: earner.account, member: earner.member, types, sum: { rounds: add('rounds'), bet: add('bet'), amount: add('amount'), line: add('line') } };
}
