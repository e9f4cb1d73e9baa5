import {
  depositRank,
  gameTransactionList,
  gameTransactionRanking,
  reportBetting,
  reportBettingProviderHistory,
  reportByDay,
  reportByGame,
  reportByUser,
  reportLosing,
  reportRolling,
  withdrawRank,
  type Endpoint,
  type RankBy,
} from '@casino/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { lineAccount } from '../partners/scope';
import { seoulToday } from '../partners/day-range';
import { once, seoulTime, type CsvBatch, type CsvValue } from './csv';
import { memberCalls } from './game-transactions';
import { losingReport } from './losing';
import { losingPeriod } from './losing-period';
import { rankMembers, rankStatements } from './rankings';
import { bettingFilter, reportRange, reportScope, type BettingQuery } from './report-scope';
import { rollingEarner, rollingWorking } from './rolling-report';
import { ROUND_CSV_HEADER, roundCsvBatches } from './round-batches';
import { statisticsByDay, statisticsByGame, statisticsByUser } from './statistics';
import type { RoundFigures } from '@casino/contract';

/** A whole list, not a page: the first so many rows of a list that is read whole. */
const ALL = { page: 1, pageSize: 1_000_000 };

export interface CsvFile {
  name: string;
  header: string[];
  batches: AsyncIterable<CsvBatch>;
}
type Query = Record<string, unknown>;
type CsvSource = (callerId: number, query: Query) => Promise<CsvFile>;

const FIGURE_HEADER = ['rounds', 'bet', 'prize', 'refund', 'profit', 'rolling', 'win_lose'];
const figureCells = (f: RoundFigures): CsvValue[] => [f.rounds, f.bet, f.prize, f.refund, f.profit, f.rolling, f.win_lose];

const fileName = (report: string, q: Query) => `${report}_${String(q.from ?? q.day ?? seoulToday())}${q.to ? `_${String(q.to)}` : ''}.csv`;

/** Each report that exports, with how its whole filter's rows are read. */
export function csvExports(db: Kysely<Database>): [Endpoint, CsvSource][] {
  const scoped = async (callerId: number, q: Query) => ({ scope: await reportScope(db, callerId), filter: await bettingFilter(db, callerId, q as BettingQuery) });
  return [
    [
      reportBetting,
      async (callerId, q) => {
        const { scope, filter } = await scoped(callerId, q);
        return { name: fileName('betting', q), header: ROUND_CSV_HEADER, batches: roundCsvBatches(db, scope, filter) };
      },
    ],
    [
      reportBettingProviderHistory,
      async (callerId, q) => {
        const { scope, filter } = await scoped(callerId, q);
        return { name: fileName(`betting_${String(q.provider)}`, q), header: ROUND_CSV_HEADER, batches: roundCsvBatches(db, scope, { ...filter, provider: String(q.provider) }) };
      },
    ],
    [
      reportByDay,
      async (callerId, q) => {
        const { scope, filter } = await scoped(callerId, q);
        const days = statisticsByDay(db, scope, filter).then((r) => r.items.map((d): CsvValue[] => [d.day, ...figureCells(d)]));
        return { name: fileName('by_day', q), header: ['day', ...FIGURE_HEADER], batches: once(days) };
      },
    ],
    [
      reportByGame,
      async (callerId, q) => {
        const { scope, filter } = await scoped(callerId, q);
        const games = statisticsByGame(db, scope, filter, { sort: q.sort as never, order: q.order as never, ...ALL }).then((r) =>
          r.items.map((g): CsvValue[] => [g.game_type, g.brand.name, g.game.name, ...figureCells(g)]),
        );
        return { name: fileName('by_game', q), header: ['game_type', 'brand', 'game', ...FIGURE_HEADER], batches: once(games) };
      },
    ],
    [
      reportByUser,
      async (callerId, q) => {
        const { scope, filter } = await scoped(callerId, q);
        const members = statisticsByUser(db, scope, filter, { sort: q.sort as never, order: q.order as never, ...ALL }).then((r) =>
          r.items.map((m): CsvValue[] => [m.member.username, m.member.nickname, m.partner.username, ...figureCells(m)]),
        );
        return { name: fileName('by_user', q), header: ['member_id', 'member_nickname', 'partner', ...FIGURE_HEADER], batches: once(members) };
      },
    ],
    [
      gameTransactionRanking,
      async (callerId, q) => {
        const scope = await reportScope(db, callerId);
        const by = (q.by as RankBy | undefined) ?? 'bet';
        const ranked = rankMembers(db, scope, { range: reportRange(q), gameType: q.game_type as never }, by, ALL.page, ALL.pageSize).then((r) =>
          r.items.map((m): CsvValue[] => [m.rank, m.member.username, m.member.nickname, m.partner.username, ...figureCells(m)]),
        );
        return { name: fileName(`${by}_rank`, q), header: ['rank', 'member_id', 'member_nickname', 'partner', ...FIGURE_HEADER], batches: once(ranked) };
      },
    ],
    ...(['deposit', 'withdraw'] as const).map((type): [Endpoint, CsvSource] => [
      type === 'deposit' ? depositRank : withdrawRank,
      async (callerId, q) => {
        const ranked = rankStatements(db, callerId, type, reportRange(q), ALL.page, ALL.pageSize).then((r) =>
          r.items.map((m): CsvValue[] => [m.rank, m.member.username, m.member.nickname, m.partner.username, m.amount, m.count]),
        );
        return { name: fileName(`${type}_rank`, q), header: ['rank', 'member_id', 'member_nickname', 'partner', 'amount', 'count'], batches: once(ranked) };
      },
    ]),
    [
      gameTransactionList,
      async (callerId, q) => {
        const member = await lineAccount(db, callerId, Number(q.user_id));
        const calls = memberCalls(db, callerId, member.id, reportRange(q), ALL.page, ALL.pageSize).then((r) =>
          r.items.map((c): CsvValue[] => [seoulTime(c.created_at), c.kind, c.txn_id, c.round.round_id, c.game_type, c.game?.name ?? null, c.amount, c.rolled_back, c.refused]),
        );
        return { name: fileName(`calls_${member.username}`, q), header: ['time', 'kind', 'txn_id', 'round_id', 'game_type', 'game', 'amount', 'rolled_back', 'refused'], batches: once(calls) };
      },
    ],
    [
      reportRolling,
      async (callerId, q) => {
        const earner = await rollingEarner(db, callerId, q.partner_id as number | undefined);
        const filter = await bettingFilter(db, earner.account.id, q as BettingQuery);
        async function* pages(): AsyncIterable<CsvValue[][]> {
          let cursor: string | undefined;
          do {
            const page = await rollingWorking(db, earner, filter, { page: 1, pageSize: 1_000, cursor });
            yield page.items.map((w) => [seoulTime(w.created_at), w.round_id, w.member.username, w.game_type, w.game.name, w.bet, w.refund, w.own_rate_bp, w.child.username, w.child_rate_bp, w.expected, w.amount]);
            cursor = page.next ?? undefined;
          } while (cursor);
        }
        return {
          name: fileName(`rolling_${earner.account.username}`, q),
          header: ['time', 'round_id', 'member_id', 'game_type', 'game', 'bet', 'refund', 'own_rate_bp', 'child', 'child_rate_bp', 'expected', 'amount'],
          batches: pages(),
        };
      },
    ],
    [
      reportLosing,
      async (callerId, q) => {
        const period = losingPeriod((q.period as never) ?? 'day', (q.day as string | undefined) ?? seoulToday());
        const report = losingReport(db, callerId, period, ALL.page, ALL.pageSize).then((r) =>
          [r.own, ...r.items].flatMap((p) =>
            p.lines.map((l): CsvValue[] => [p.partner.username, l.game_type, l.branch?.username ?? '', l.bet, l.prize, l.refund, l.rolling, l.base, l.own_rate_bp, l.branch_rate_bp, l.amount, p.total, p.carry_in, p.payable, p.carry_out, p.settled ? 'Y' : 'N']),
          ),
        );
        return {
          name: `losing_${period.kind}_${period.from}.csv`,
          header: ['partner', 'game_type', 'branch', 'bet', 'prize', 'refund', 'rolling', 'base', 'own_rate_bp', 'branch_rate_bp', 'amount', 'total', 'carry_in', 'payable', 'carry_out', 'settled'],
          batches: once(report),
        };
      },
    ],
  ];
}
