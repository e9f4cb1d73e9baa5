import {
  depositRank,
  formatSeoulDateTime,
  gameTransactionList,
  gameTransactionRanking,
  reportBetting,
  reportBettingProviderHistory,
  reportByDay,
  reportByGame,
  reportByUser,
  reportLosing,
  reportRolling,
  seoulToday,
  withdrawRank,
  type DayFigures,
  type Endpoint,
  type QueryOf,
  type GameFigures,
  type MemberFigures,
  type RankedMember,
  type RoundFigures,
} from '@casino/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { contractCheck } from '../http/validators';
import { lineAccount } from '../partners/scope';
import type { CsvBatch, CsvValue } from './csv';
import { csvFileName, csvHeader, rowCells, totalsRow, type CsvText } from './csv-form';
import { toFigures } from './figures';
import { memberCalls } from './game-transactions';
import { losingReport } from './losing';
import { losingPeriod } from './losing-period';
import { rankMembers, rankStatements, rankingSummary } from './rankings';
import { bettingFilter, reportRange, reportScope, type BettingQuery } from './report-scope';
import { rollingCsv } from './rolling-csv';
import { roundCsvBatches } from './round-batches';
import { providerTotals } from './provider-totals';
import { figureSummary, memberSummary, statisticsByDay, statisticsByGame, statisticsByUser } from './statistics';

/** A whole list, not a page: the first so many rows of a list that is read whole. */
const ALL = { page: 1, pageSize: 1_000_000 };

export interface CsvFile {
  name: string;
  header: string[];
  batches: AsyncIterable<CsvBatch>;
}
type CsvSource = (callerId: number, query: Record<string, unknown>, text: CsvText) => Promise<CsvFile>;

/** Whether a query is what `endpoint` takes: the guard that gives a checked query its endpoint's type. */
function queryGuard<E extends Endpoint>(endpoint: E): (query: Record<string, unknown>) => query is QueryOf<E> & Record<string, unknown> {
  const check = contractCheck(endpoint.query ?? {});
  return (query): query is QueryOf<E> & Record<string, unknown> => check(query);
}

/**
 * One report's export, its query typed as its endpoint's. The route validated the query against
 * that schema without paging (plus CsvQuery's `lang` and `headers`, taken off before the source
 * runs); checking it again here is what gives it its type, and costs nothing beside the export.
 * Callers name the endpoint's type (`exportOf<typeof x>(x, ...)`): inferred, it is too deep for
 * the type-checker.
 */
const exportOf = <E extends Endpoint>(endpoint: E, source: (callerId: number, query: QueryOf<E>, text: CsvText) => Promise<CsvFile>): [Endpoint, CsvSource] => {
  const isQueryOf = queryGuard(endpoint);
  return [
    endpoint,
    (callerId, query, text) => {
      if (!isQueryOf(query)) throw new Error(`${endpoint.path}: the CSV route passed a query its schema refuses`);
      return source(callerId, query, text);
    },
  ];
};

/** The figure columns' cells (contract `FIGURE_COLUMNS`): amounts as plain integers. */
const figureCells = <Row extends RoundFigures>(): Record<keyof RoundFigures, (r: Row) => CsvValue> => ({
  rounds: (r: Row) => r.rounds,
  bet: (r: Row) => r.bet,
  prize: (r: Row) => r.prize,
  refund: (r: Row) => r.refund,
  profit: (r: Row) => r.profit,
  rolling: (r: Row) => r.rolling,
  win_lose: (r: Row) => r.win_lose,
});

/** The batches of a file: its rows, then its totals row (worked out once the rows are written). */
async function* rowsThenTotals(rows: AsyncIterable<CsvBatch> | Promise<CsvValue[][]>, totals: () => Promise<CsvValue[][]>): AsyncIterable<CsvBatch> {
  if (Symbol.asyncIterator in rows) yield* rows;
  else yield await rows;
  yield await totals();
}

/** Each report that exports, with how its whole filter's rows and totals are read. */
export function csvExports(db: Kysely<Database>): [Endpoint, CsvSource][] {
  const scoped = async (callerId: number, q: BettingQuery) => ({ scope: await reportScope(db, callerId), filter: await bettingFilter(db, callerId, q) });
  return [
    exportOf<typeof reportBetting>(reportBetting, async (callerId, q, text) => {
        const { scope, filter } = await scoped(callerId, q);
        const totals = async () => totalsRow('reportBetting', text, (await figureSummary(db, scope, filter)).sum);
        return { name: csvFileName('betting', q), header: csvHeader('reportBetting', text), batches: rowsThenTotals(roundCsvBatches(db, scope, filter, text), totals) };
    }),
    exportOf<typeof reportBettingProviderHistory>(reportBettingProviderHistory, async (callerId, q, text) => {
        const { scope, filter } = await scoped(callerId, q);
        const provider = q.provider;
        // The provider's row of the per-provider totals, as the screen sums its rounds.
        const totals = async () => totalsRow('reportBettingProviderHistory', text, (await providerTotals(db, scope, filter)).items.find((p) => p.provider === provider) ?? toFigures(undefined));
        return {
          name: csvFileName(`betting_${provider}`, q),
          header: csvHeader('reportBettingProviderHistory', text),
          batches: rowsThenTotals(roundCsvBatches(db, scope, { ...filter, provider }, text), totals),
        };
    }),
    exportOf<typeof reportByDay>(reportByDay, async (callerId, q, text) => {
        const { scope, filter } = await scoped(callerId, q);
        const cells = rowCells<'reportByDay', DayFigures>('reportByDay', { day: (d) => d.day, ...figureCells() });
        const days = statisticsByDay(db, scope, filter).then((r) => r.items.map(cells));
        const totals = async () => totalsRow('reportByDay', text, (await figureSummary(db, scope, filter)).sum);
        return { name: csvFileName('by_day', q), header: csvHeader('reportByDay', text), batches: rowsThenTotals(days, totals) };
    }),
    exportOf<typeof reportByGame>(reportByGame, async (callerId, q, text) => {
        const { scope, filter } = await scoped(callerId, q);
        const cells = rowCells<'reportByGame', GameFigures>('reportByGame', { game: (g) => g.game.name, brand: (g) => g.brand.name, game_type: (g) => text.gameType(g.game_type), ...figureCells() });
        const games = statisticsByGame(db, scope, filter, { sort: q.sort, order: q.order, ...ALL }).then((r) => r.items.map(cells));
        const totals = async () => totalsRow('reportByGame', text, (await figureSummary(db, scope, filter)).sum);
        return { name: csvFileName('by_game', q), header: csvHeader('reportByGame', text), batches: rowsThenTotals(games, totals) };
    }),
    exportOf<typeof reportByUser>(reportByUser, async (callerId, q, text) => {
        const { scope, filter } = await scoped(callerId, q);
        const cells = rowCells<'reportByUser', MemberFigures>('reportByUser', { member: (m) => text.member(m.member), partner: (m) => m.partner.username, ...figureCells() });
        const members = statisticsByUser(db, scope, filter, { sort: q.sort, order: q.order, ...ALL }).then((r) => r.items.map(cells));
        const totals = async () => totalsRow('reportByUser', text, (await memberSummary(db, scope, filter)).sum);
        return { name: csvFileName('by_user', q), header: csvHeader('reportByUser', text), batches: rowsThenTotals(members, totals) };
    }),
    exportOf<typeof gameTransactionRanking>(gameTransactionRanking, async (callerId, q, text) => {
        const scope = await reportScope(db, callerId);
        const by = q.by ?? 'bet';
        const filter = { range: reportRange(q), gameType: q.game_type };
        const cells = rowCells<'gameTransactionRanking', RankedMember>('gameTransactionRanking', { rank: (m) => m.rank, member: (m) => text.member(m.member), partner: (m) => m.partner.username, ...figureCells() });
        const ranked = rankMembers(db, scope, filter, by, ALL.page, ALL.pageSize).then((r) => r.items.map(cells));
        const totals = async () => totalsRow('gameTransactionRanking', text, (await rankingSummary(db, scope, filter)).sum);
        return { name: csvFileName(`${by}_rank`, q), header: csvHeader('gameTransactionRanking', text), batches: rowsThenTotals(ranked, totals) };
    }),
    ...(['deposit', 'withdraw'] as const).map((type) =>
      exportOf<typeof depositRank | typeof withdrawRank>(type === 'deposit' ? depositRank : withdrawRank, async (callerId, q, text) => {
        const report = type === 'deposit' ? 'depositRank' : 'withdrawRank';
        const answer = rankStatements(db, callerId, type, reportRange(q), ALL.page, ALL.pageSize);
        type Ranked = Awaited<typeof answer>['items'][number];
        const cells = rowCells<typeof report, Ranked>(report, { rank: (m) => m.rank, member: (m) => text.member(m.member), partner: (m) => m.partner.username, count: (m) => m.count, amount: (m) => m.amount });
        return {
          name: csvFileName(`${type}_rank`, q),
          header: csvHeader(report, text),
          batches: rowsThenTotals(
            answer.then((r) => r.items.map(cells)),
            async () => totalsRow(report, text, { amount: (await answer).sum }),
          ),
        };
      }),
    ),
    exportOf<typeof gameTransactionList>(gameTransactionList, async (callerId, q, text) => {
        const member = await lineAccount(db, callerId, q.user_id);
        type Call = Awaited<ReturnType<typeof memberCalls>>['items'][number];
        const cells = rowCells<'gameTransactionList', Call>('gameTransactionList', {
          time: (c) => formatSeoulDateTime(c.created_at, 'second'),
          kind: (c) => text.callKind(c.kind),
          // A refused first bet or a rollback of a bet never seen opened no round: it has no game.
          game: (c) => text.gameOf(c.game, c.game_type),
          round_id: (c) => c.round.round_id,
          amount: (c) => c.amount,
          state: (c) => text.callState(c),
          txn_id: (c) => c.txn_id,
        });
        const calls = memberCalls(db, callerId, member.id, reportRange(q), ALL.page, ALL.pageSize).then((r) => r.items.map(cells));
        // The screen shows no totals row for calls (bets, wins and rollbacks do not add up to one figure).
        return { name: csvFileName(`calls_${member.username}`, q), header: csvHeader('gameTransactionList', text), batches: rowsThenTotals(calls, async () => []) };
    }),
    exportOf<typeof reportRolling>(reportRolling, (callerId, q, text) => rollingCsv(db, callerId, q, text)),
    exportOf<typeof reportLosing>(reportLosing, async (callerId, q, text) => {
        const period = losingPeriod(q.period ?? 'day', q.day ?? seoulToday());
        const report = await losingReport(db, callerId, period, ALL.page, ALL.pageSize);
        type Figure = typeof report.own;
        type Line = { figure: Figure; line: Figure['lines'][number] };
        const cells = rowCells<'reportLosing', Line>('reportLosing', {
          partner: ({ figure }) => text.account(figure.partner),
          branch: ({ line }) => text.branch(line.branch),
          game_type: ({ line }) => text.gameType(line.game_type),
          bet: ({ line }) => line.bet,
          prize: ({ line }) => line.prize,
          refund: ({ line }) => line.refund,
          rolling: ({ line }) => line.rolling,
          base: ({ line }) => line.base,
          own_rate_bp: ({ line }) => text.rate(line.own_rate_bp),
          branch_rate_bp: ({ line }) => text.rate(line.branch_rate_bp),
          amount: ({ line }) => line.amount,
          total: ({ figure }) => figure.total,
          carry_in: ({ figure }) => figure.carry_in,
          payable: ({ figure }) => figure.payable,
          carry_out: ({ figure }) => figure.carry_out,
          settled: ({ figure }) => text.settled(figure.settled !== null),
        });
        const rows = [report.own, ...report.items].flatMap((figure) => figure.lines.map((line) => cells({ figure, line })));
        // A card per partner on the screen, each with its own total: no totals row over them.
        return { name: `losing_${period.kind}_${period.from}.csv`, header: csvHeader('reportLosing', text), batches: rowsThenTotals(Promise.resolve(rows), async () => []) };
    }),
  ];
}
