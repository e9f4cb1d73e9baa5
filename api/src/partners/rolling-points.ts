import { sql, type Kysely } from 'kysely';
import { containsPattern } from '../db/contains-pattern';
import type { Database, GameTypeCode, Level } from '../db/schema';
import { seoulDayEnd, seoulDayStart } from '../db/seoul-day';
import { downlineOf } from '../users/downline';
import type { dayRange } from './day-range';

interface RollingFilter {
  range: ReturnType<typeof dayRange>;
  username?: string;
  gameType?: GameTypeCode;
  page: number;
  pageSize: number;
}

interface RollingRow {
  id: number;
  created_at: Date;
  earner_id: number;
  earner_username: string;
  earner_level: Level;
  player_id: number;
  player_username: string;
  game_type: GameTypeCode;
  bet: string;
  amount: string;
}

/** Each rolling credit (or rollback) to the partner or its downline in the range, newest first. */
export async function listRollingPoints(db: Kysely<Database>, partnerId: number, filter: RollingFilter) {
  const pattern = filter.username ? containsPattern(filter.username.toLowerCase()) : null;
  const entries = sql`(
    SELECT e.id, t.created_at, eu.id AS earner_id, eu.username AS earner_username, eu.level AS earner_level,
           pu.id AS player_id, pu.username AS player_username, r.game_type, pt.amount AS bet, e.amount
    FROM ledger_entries e
    JOIN ledger_accounts ea ON ea.id = e.account_id AND ea.kind = 'rolling_point'
    JOIN users eu ON eu.id = ea.user_id
    JOIN ledger_transactions t ON t.id = e.transaction_id
    JOIN provider_transactions pt ON pt.ledger_transaction_id = e.transaction_id
    JOIN users pu ON pu.id = pt.user_id
    JOIN game_rounds r ON r.provider = pt.provider AND r.round_id = pt.round_id
    WHERE (ea.user_id = ${partnerId} OR ea.user_id IN ${downlineOf(partnerId)})
      AND t.kind IN ('game_bet', 'game_rollback')
      AND t.created_at >= ${seoulDayStart(filter.range.from)} AND t.created_at < ${seoulDayEnd(filter.range.to)}
      ${filter.gameType ? sql`AND r.game_type = ${filter.gameType}` : sql``}
      ${pattern ? sql`AND (lower(eu.username) LIKE ${pattern} OR lower(pu.username) LIKE ${pattern})` : sql``}
  )`;
  const [rows, count] = await Promise.all([
    sql<RollingRow>`SELECT * FROM ${entries} x ORDER BY x.created_at DESC, x.id DESC LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`.execute(db),
    sql<{ total: number }>`SELECT count(*)::int AS total FROM ${entries} x`.execute(db),
  ]);
  return {
    items: rows.rows.map((r) => ({
      id: Number(r.id),
      created_at: new Date(r.created_at).toISOString(),
      earner: { id: Number(r.earner_id), username: r.earner_username, level: r.earner_level },
      player: { id: Number(r.player_id), username: r.player_username },
      game_type: r.game_type,
      bet: Number(r.bet),
      amount: Number(r.amount),
    })),
    total: count.rows[0]!.total,
  };
}

/** Rolling points held now by the partner, its downline partners and its downline members. */
export async function rollingPointTotals(db: Kysely<Database>, partnerId: number) {
  const { rows } = await sql<{ own: string; partners: string; members: string }>`
    SELECT coalesce(sum(b.balance) FILTER (WHERE b.user_id = ${partnerId}), 0) AS own,
           coalesce(sum(b.balance) FILTER (WHERE b.user_id <> ${partnerId} AND u.role = 'partner'), 0) AS partners,
           coalesce(sum(b.balance) FILTER (WHERE u.role = 'member'), 0) AS members
    FROM ledger_balances b JOIN users u ON u.id = b.user_id
    WHERE b.kind = 'rolling_point' AND (b.user_id = ${partnerId} OR b.user_id IN ${downlineOf(partnerId)})`.execute(db);
  const own = Number(rows[0]!.own);
  const partners = Number(rows[0]!.partners);
  const members = Number(rows[0]!.members);
  return { own, partners, members, total: own + partners + members };
}
