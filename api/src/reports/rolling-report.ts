import { sql, type Kysely } from 'kysely';
import type { Database, GameTypeCode, Level } from '../db/schema';
import { lineAccount, notInLine } from '../partners/scope';
import { GAME_TYPES } from './figures';
import { listRounds, type KeysetPaging } from './betting-history';
import { reportScope, type BettingFilter } from './report-scope';
import { dayGameRows } from './totals-rows';

type Db = Kysely<Database>;

/** The earner of a rolling report: the caller, or a partner of its line (any other id is a 404). */
export async function rollingEarner(db: Db, callerId: number, partnerId: number | undefined) {
  const earner =
    partnerId === undefined || partnerId === callerId
      ? await db.selectFrom('users').select(['id', 'username', 'level', 'role']).where('id', '=', callerId).executeTakeFirstOrThrow()
      : await lineAccount(db, callerId, partnerId);
  if (earner.role !== 'partner') throw notInLine();
  return { scope: await reportScope(db, earner.id), account: { id: earner.id, username: earner.username, level: earner.level as Level } };
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

/** The rounds of the earner's line, each with what the earner kept and how: the rates of the moment the round was played. */
export async function rollingWorking(db: Db, earner: Awaited<ReturnType<typeof rollingEarner>>, f: BettingFilter, paging: KeysetPaging) {
  const page = await listRounds(db, earner.scope, f, paging);
  const ids = page.items.map((r) => r.id);
  if (ids.length === 0) return { ...page, items: [] };
  const k = earner.scope.rollingIndex;
  const rateAt = (user: ReturnType<typeof sql>) =>
    sql`coalesce((SELECT h.rate_bp FROM rolling_rate_history h WHERE h.user_id = ${user} AND h.game_type = r.game_type AND h.valid_from <= r.created_at ORDER BY h.valid_from DESC LIMIT 1), 0)`;
  const { rows } = await sql<WorkingRow>`
    WITH rounds AS (
      SELECT r.*, CASE WHEN ue.depth = 1 THEN r.user_id
                       ELSE (SELECT ua.ancestor_id FROM user_ancestors ua WHERE ua.user_id = r.user_id AND ua.depth = ue.depth - 1) END AS child_id
      FROM game_rounds r JOIN user_ancestors ue ON ue.ancestor_id = ${earner.account.id} AND ue.user_id = r.user_id
      WHERE r.id = ANY(${ids}::bigint[])
    )
    SELECT r.id, r.refund, ${rateAt(sql`${earner.account.id}::bigint`)} AS own_rate, r.child_id, c.username AS child_username, c.level AS child_level,
           ${rateAt(sql`r.child_id`)} AS child_rate,
           coalesce(r.rolling[${sql.lit(k)}], 0) AS line_rolling, coalesce(r.rolling[${sql.lit(k + 1)}], 0) AS below_rolling
    FROM rounds r JOIN users c ON c.id = r.child_id`.execute(db);
  const byId = new Map(rows.map((w) => [Number(w.id), w]));
  return {
    ...page,
    items: page.items.map((r) => {
      const w = byId.get(r.id)!;
      const own = Number(w.own_rate);
      const child = Number(w.child_rate);
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
        own_rate_bp: own,
        child: { id: Number(w.child_id), username: w.child_username, level: w.child_level },
        child_rate_bp: child,
        expected: Math.floor((r.bet * own) / 10_000) - Math.floor((r.bet * child) / 10_000),
        amount: Number(w.line_rolling) - Number(w.below_rolling),
      };
    }),
  };
}

/** Per game type: the rounds, their bets, what the earner kept and what its whole line got. */
export async function rollingTotals(db: Db, earner: Awaited<ReturnType<typeof rollingEarner>>, f: BettingFilter) {
  const k = earner.scope.rollingIndex;
  const { rows } = await sql<{ game_type: GameTypeCode; rounds: number; bet: number; line: number; below: number }>`
    SELECT t.game_type, coalesce(sum(t.rounds), 0)::bigint AS rounds, coalesce(sum(t.bet), 0)::bigint AS bet,
           coalesce(sum(t.rolling[${sql.lit(k)}]), 0)::bigint AS line, coalesce(sum(t.rolling[${sql.lit(k + 1)}]), 0)::bigint AS below
    FROM ${dayGameRows(earner.scope, f)} t GROUP BY t.game_type`.execute(db);
  const types = GAME_TYPES.map((game_type) => {
    const r = rows.find((x) => x.game_type === game_type);
    const line = Number(r?.line ?? 0);
    return { game_type, rounds: Number(r?.rounds ?? 0), bet: Number(r?.bet ?? 0), amount: line - Number(r?.below ?? 0), line };
  });
  const add = (key: 'rounds' | 'bet' | 'amount' | 'line') => types.reduce((a, t) => a + t[key], 0);
  return { from: f.range.from, to: f.range.to, earner: earner.account, types, sum: { rounds: add('rounds'), bet: add('bet'), amount: add('amount'), line: add('line') } };
}
