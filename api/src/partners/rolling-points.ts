import { sql, type Kysely } from 'kysely';
import { containsPattern } from '../db/contains-pattern';
import type { Database, GameTypeCode, Level } from '../db/schema';
import { seoulDayEnd, seoulDayStart } from '../db/seoul-day';
import { downlineOf } from '../users/downline';
import type { DayRange } from './day-range';
import { lineHoldings } from './line-holdings';

interface RollingFilter {
  range: DayRange;
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

/** Rolling points held now by the partner (live), its downline partners and its downline members. */
export async function rollingPointTotals(db: Kysely<Database>, partnerId: number) {
  const [own, line] = await Promise.all([
    db.selectFrom('ledger_balances').select('balance').where('user_id', '=', partnerId).where('kind', '=', 'rolling_point').executeTakeFirst(),
    lineHoldings(db, partnerId),
  ]);
  const mine = own?.balance ?? 0;
  return { own: mine, partners: line.partner_rolling_point, members: line.member_rolling_point, total: mine + line.partner_rolling_point + line.member_rolling_point };
}
