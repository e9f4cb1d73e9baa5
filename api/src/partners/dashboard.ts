import { sql, type Kysely } from 'kysely';
import type { Database, GameTypeCode } from '../db/schema';
import { seoulDayEnd, seoulDayStart, seoulWallClock } from '../db/seoul-day';
import { downlineOf } from '../users/downline';
import { ownHoldings } from './children';
import type { DayRange as Range } from './day-range';
import { lineHoldings } from './line-holdings';

const GAME_TYPES: GameTypeCode[] = ['casino', 'slot', 'lotto'];
const num = (v: unknown) => Number(v ?? 0);

/** The line's money: deposits and withdrawals approved in the range, holdings now, open requests. */
export async function lineMoney(db: Kysely<Database>, partnerId: number, range: Range) {
  const start = seoulDayStart(range.from);
  const end = seoulDayEnd(range.to);
  const [statements, own, line, newMembers] = await Promise.all([
    sql<{ deposit: string; withdraw: string; open_deposit: number; open_withdraw: number }>`
      SELECT coalesce(sum(s.amount) FILTER (WHERE s.type = 'deposit' AND s.status = 'approve' AND s.processed_at >= ${start} AND s.processed_at < ${end}), 0) AS deposit,
             coalesce(sum(s.amount) FILTER (WHERE s.type = 'withdraw' AND s.status = 'approve' AND s.processed_at >= ${start} AND s.processed_at < ${end}), 0) AS withdraw,
             count(*) FILTER (WHERE s.type = 'deposit' AND s.status IN ('request', 'waiting'))::int AS open_deposit,
             count(*) FILTER (WHERE s.type = 'withdraw' AND s.status IN ('request', 'waiting'))::int AS open_withdraw
      FROM statements s
      WHERE s.user_id IN ${downlineOf(partnerId)}
        AND ((s.processed_at >= ${start} AND s.processed_at < ${end}) OR s.status IN ('request', 'waiting'))`.execute(db),
    ownHoldings(db, partnerId),
    lineHoldings(db, partnerId),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM users u
      WHERE u.id IN ${downlineOf(partnerId)} AND u.role = 'member' AND u.created_at >= ${start} AND u.created_at < ${end}`.execute(db),
  ]);
  const s = statements.rows[0]!;
  return {
    from: range.from,
    to: range.to,
    deposit: num(s.deposit),
    withdraw: num(s.withdraw),
    net: num(s.deposit) - num(s.withdraw),
    // `own` is live; `line` adds the partner's own holdings as they were when the line was summed.
    // Held withdrawals stay in `line` (a request only moves cash to the hold), shown apart as well.
    balance: {
      own: own.balance,
      line: line.own_balance + line.member_cash + line.member_credit + line.member_withdraw_hold + line.partner_balance,
      withdraw_hold: line.member_withdraw_hold,
    },
    rolling_point: { own: own.rolling_point, line: line.own_rolling_point + line.member_rolling_point + line.partner_rolling_point },
    pending: { deposit: s.open_deposit, withdraw: s.open_withdraw },
    members: line.members,
    partners: line.partners,
    new_members: newMembers.rows[0]!.n,
    as_of: line.as_of.toISOString(),
  };
}

/**
 * Rolling credited in the range to the partner and its downline (rollbacks taken off), per game
 * type and per kind of earner: the ledger entries of the bets' postings, found through the
 * provider transactions that name them.
 */
function rollingEntries(partnerId: number, range: Range) {
  return sql`(
    SELECT r.game_type, e.amount, ea.user_id AS earner_id, eu.role AS earner_role
    FROM ledger_entries e
    JOIN ledger_accounts ea ON ea.id = e.account_id AND ea.kind = 'rolling_point'
    JOIN users eu ON eu.id = ea.user_id
    JOIN ledger_transactions t ON t.id = e.transaction_id
    JOIN provider_transactions pt ON pt.ledger_transaction_id = e.transaction_id
    JOIN game_rounds r ON r.provider = pt.provider AND r.round_id = pt.round_id
    WHERE (ea.user_id = ${partnerId} OR ea.user_id IN ${downlineOf(partnerId)})
      AND t.kind IN ('game_bet', 'game_rollback')
      AND t.created_at >= ${seoulDayStart(range.from)} AND t.created_at < ${seoulDayEnd(range.to)}
  )`;
}

/** Bets of the line's members in the range: per game type, their sum, and per Seoul day. */
export async function bettingSummary(db: Kysely<Database>, partnerId: number, range: Range) {
  const start = seoulDayStart(range.from);
  const end = seoulDayEnd(range.to);
  const [rounds, rolling, days] = await Promise.all([
    sql<{ game_type: GameTypeCode; bet: string; prize: string; refund: string }>`
      SELECT r.game_type, sum(r.bet) AS bet, sum(r.prize) AS prize, sum(r.refund) AS refund
      FROM game_rounds r WHERE r.user_id IN ${downlineOf(partnerId)} AND r.created_at >= ${start} AND r.created_at < ${end}
      GROUP BY r.game_type`.execute(db),
    sql<{ game_type: GameTypeCode; rolling: string }>`
      SELECT x.game_type, sum(x.amount) AS rolling FROM ${rollingEntries(partnerId, range)} x GROUP BY x.game_type`.execute(db),
    sql<{ day: string; bet: string; prize: string; refund: string }>`
      SELECT to_char(${seoulWallClock('r.created_at')}, 'YYYY-MM-DD') AS day, sum(r.bet) AS bet, sum(r.prize) AS prize, sum(r.refund) AS refund
      FROM game_rounds r WHERE r.user_id IN ${downlineOf(partnerId)} AND r.created_at >= ${start} AND r.created_at < ${end}
      GROUP BY 1`.execute(db),
  ]);
  const figures = (bet: number, prize: number, refund: number, rollingPaid: number) => {
    const profit = bet - prize - refund;
    return { bet, prize, refund, rolling: rollingPaid, profit, win_lose: profit - rollingPaid };
  };
  const types = GAME_TYPES.map((game_type) => {
    const r = rounds.rows.find((x) => x.game_type === game_type);
    const paid = num(rolling.rows.find((x) => x.game_type === game_type)?.rolling);
    return { game_type, ...figures(num(r?.bet), num(r?.prize), num(r?.refund), paid) };
  });
  const total = (key: 'bet' | 'prize' | 'refund' | 'rolling') => types.reduce((acc, t) => acc + t[key], 0);
  const byDay = new Map(days.rows.map((d) => [d.day, d]));
  return {
    from: range.from,
    to: range.to,
    types,
    sum: figures(total('bet'), total('prize'), total('refund'), total('rolling')),
    days: range.days.map((day) => {
      const d = byDay.get(day);
      return { day, bet: num(d?.bet), prize: num(d?.prize), profit: num(d?.bet) - num(d?.prize) - num(d?.refund) };
    }),
  };
}

/** Rolling earned in the range by the partner itself, its downline partners and members; and exchanged to cash. */
export async function pointSummary(db: Kysely<Database>, partnerId: number, range: Range) {
  const [earned, exchanged] = await Promise.all([
    sql<{ game_type: GameTypeCode; own: string; partners: string; members: string }>`
      SELECT x.game_type,
             coalesce(sum(x.amount) FILTER (WHERE x.earner_id = ${partnerId}), 0) AS own,
             coalesce(sum(x.amount) FILTER (WHERE x.earner_id <> ${partnerId} AND x.earner_role = 'partner'), 0) AS partners,
             coalesce(sum(x.amount) FILTER (WHERE x.earner_role = 'member'), 0) AS members
      FROM ${rollingEntries(partnerId, range)} x GROUP BY x.game_type`.execute(db),
    sql<{ exchanged: string }>`
      SELECT coalesce(sum(-e.amount), 0) AS exchanged
      FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'rolling_point'
      JOIN ledger_transactions t ON t.id = e.transaction_id AND t.kind = 'rolling_exchange'
      WHERE (a.user_id = ${partnerId} OR a.user_id IN ${downlineOf(partnerId)})
        AND t.created_at >= ${seoulDayStart(range.from)} AND t.created_at < ${seoulDayEnd(range.to)}`.execute(db),
  ]);
  const types = GAME_TYPES.map((game_type) => {
    const r = earned.rows.find((x) => x.game_type === game_type);
    return { game_type, own: num(r?.own), partners: num(r?.partners), members: num(r?.members) };
  });
  const total = (key: 'own' | 'partners' | 'members') => types.reduce((acc, t) => acc + t[key], 0);
  return { from: range.from, to: range.to, types, own: total('own'), partners: total('partners'), members: total('members'), exchanged: num(exchanged.rows[0]!.exchanged) };
}
