import {
  depositRank,
  gameBrandList,
  gameTransactionList,
  gameTransactionRanking,
  gameTransactionRankingSummary,
  gameTransactionSummary,
  LOSING_LINE_COLUMNS,
  LOSING_RESULT_COLUMNS,
  reportByDay,
  reportByDaySummary,
  reportByGame,
  reportByGameSummary,
  reportByUser,
  reportByUserSummary,
  reportHeader,
  reportLosing,
  reportRolling,
  reportRollingSummary,
  withdrawRank,
  type DataOf,
  type LosingFigure,
  type LosingLine,
  type ReportName,
} from '@casino/contract';
import type { EndpointRoute } from '@casino/platform/testing';
import { createPlatform } from '@casino/platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import BetListWindow from '../features/bet-list/pages/bet-list-window';
import AdjustmentPage from '../features/losing/pages/adjustment-page';
import RollingListWindow from '../features/rolling-list/pages/rolling-list-window';
import BetRankWindow from '../features/rankings/pages/bet-rank-window';
import DepositRankWindow from '../features/rankings/pages/deposit-rank-window';
import WithdrawRankWindow from '../features/rankings/pages/withdraw-rank-window';
import StatisticsByDayPage from '../features/statistics/pages/statistics-by-day-page';
import StatisticsByGamePage from '../features/statistics/pages/statistics-by-game-page';
import StatisticsByUserPage from '../features/statistics/pages/statistics-by-user-page';
import { figures, figureSummary, member } from '../test/fixtures';
import { mockApi, on, renderReports } from '../test/render-reports';
import { headersOf } from '../test/report-columns';

/*
 * Each report's table shows its CSV's columns (issue 26 item 16): the headers on the screen are
 * the CSV's header row (contract `reportHeader`), in Korean and after a switch to English. The
 * betting history and the per-provider rounds: betting-history-page.test.tsx.
 */

afterEach(() => jest.restoreAllMocks());

const DAYS = { from: '2025-03-01', to: '2025-03-07' };
const statementRanks: DataOf<typeof depositRank> = { items: [{ rank: 1, member: member(31), partner: { id: 2, username: 'agency1' }, amount: 3_000_000, count: 4 }], total: 1, ...DAYS, sum: 3_000_000, members: 1 };
const ranked: DataOf<typeof gameTransactionRanking> = { items: [{ rank: 1, member: member(31), partner: { id: 2, username: 'agency1' }, ...figures(900_000, 100_000) }], total: 1 };

/** A platform in Korean: the language lives in the shared i18n, which a test before may have left in English. */
async function koreanPlatform() {
  const platform = createPlatform({ apiBase: '' });
  await act(() => platform.i18n.setLanguage('ko'));
  return platform;
}

interface Screen {
  report: ReportName;
  ui: ReactElement;
  path: string;
  api: EndpointRoute[];
  /** The table's accessible name in each language. */
  table: { ko: string; en: string };
}

const SCREENS: Screen[] = [
  {
    report: 'reportByDay',
    ui: <StatisticsByDayPage />,
    path: '/partner/statistice-by-day',
    api: [on(reportByDay, { items: [{ day: '2025-03-07', ...figures(1_000, 500) }], total: 1 }), on(reportByDaySummary, figureSummary(DAYS.from, DAYS.to))],
    table: { ko: '일별 통계', en: 'Statistics by day' },
  },
  {
    report: 'reportByGame',
    ui: <StatisticsByGamePage />,
    path: '/partner/statistice-by-game',
    api: [
      on(reportByGame, { items: [{ game: { id: 1, name: 'Game 1' }, brand: { id: 3, name: 'Demo Games' }, game_type: 'slot', ...figures(1_000, 500) }], total: 1 }),
      on(reportByGameSummary, figureSummary(DAYS.from, DAYS.to)),
    ],
    table: { ko: '게임별 통계', en: 'Statistics by game' },
  },
  {
    report: 'reportByUser',
    ui: <StatisticsByUserPage />,
    path: '/partner/statistice-by-user',
    api: [
      on(reportByUser, { items: [{ member: member(31), partner: { id: 2, username: 'agency1' }, ...figures(1_000, 500) }], total: 1 }),
      on(reportByUserSummary, figureSummary(DAYS.from, DAYS.to)),
    ],
    table: { ko: '회원별 통계', en: 'Statistics by member' },
  },
  {
    report: 'gameTransactionRanking',
    ui: <BetRankWindow />,
    path: '/windows/bet-rank?from=2025-03-01&to=2025-03-07',
    api: [on(gameTransactionRanking, ranked), on(gameTransactionRankingSummary, { members: 1, ...figureSummary(DAYS.from, DAYS.to) })],
    table: { ko: '베팅 순위', en: 'Bet ranking' },
  },
  {
    report: 'depositRank',
    ui: <DepositRankWindow />,
    path: '/windows/deposit-rank?from=2025-03-01&to=2025-03-07',
    api: [on(depositRank, statementRanks)],
    table: { ko: '입금 순위', en: 'Deposit ranking' },
  },
  {
    report: 'withdrawRank',
    ui: <WithdrawRankWindow />,
    path: '/windows/withdraw-rank?from=2025-03-01&to=2025-03-07',
    api: [on(withdrawRank, statementRanks)],
    table: { ko: '출금 순위', en: 'Withdrawal ranking' },
  },
  {
    report: 'gameTransactionList',
    ui: <BetListWindow />,
    path: '/windows/bet-list?id=31&username=member31&from=2025-03-01&to=2025-03-07',
    api: [
      on(gameTransactionList, {
        items: [{ txn_id: 't1', kind: 'bet', amount: 1_000, rolled_back: false, refused: false, round: { id: 5, round_id: 'R-5', provider: 'demo' }, game: { id: 9, name: 'Lucky Slot' }, game_type: 'slot', created_at: '2025-03-02T01:15:00.000Z' }],
        total: 1,
      }),
      on(gameTransactionSummary, { member: member(31), ...figureSummary(DAYS.from, DAYS.to) }),
    ],
    table: { ko: '베팅 · 당첨 · 롤백', en: 'Bets, wins and rollbacks' },
  },
  {
    report: 'reportRolling',
    ui: <RollingListWindow />,
    path: '/windows/rolling-list?from=2025-03-01&to=2025-03-07',
    api: [
      on(reportRolling, { items: [], total: 0, next: null }),
      on(reportRollingSummary, { ...DAYS, earner: { id: 1, username: 'master1', level: 'master' }, member: null, types: [], sum: { rounds: 0, bet: 0, amount: 0, line: 0 } }),
    ],
    table: { ko: '롤링을 적립한 라운드', en: 'Rounds that earned rolling' },
  },
];

test.each(SCREENS)("$report: the table's headers are its CSV's header row, in Korean and in English", async ({ report, ui, path, api, table }) => {
  mockApi([...api, on(gameBrandList, { items: [] })]);
  const platform = await koreanPlatform();
  renderReports(ui, { path, platform });
  await waitFor(() => expect(headersOf(screen.getByRole('table', { name: table.ko }))).toEqual(reportHeader(report, 'ko')));

  await act(() => platform.i18n.setLanguage('en'));
  expect(headersOf(screen.getByRole('table', { name: table.en }))).toEqual(reportHeader(report, 'en'));
});

test("losing: a card's table and figures are its CSV's columns after the partner's, in Korean and in English", async () => {
  const line: LosingLine = { game_type: 'casino', branch: null, bet: 1_000, prize: 500, refund: 0, rolling: 10, base: 490, own_rate_bp: 3_000, branch_rate_bp: 0, amount: 147 };
  const figure: LosingFigure = { partner: { id: 1, username: 'master1', level: 'master' }, lines: [line], total: 147, carry_in: 0, payable: 147, carry_out: 0, settled: null };
  mockApi([on(reportLosing, { items: [], total: 0, period: { kind: 'day', ...DAYS, closed: true }, own: figure })]);
  const platform = await koreanPlatform();
  renderReports(<AdjustmentPage />, { path: '/partner/adjsutment', platform });

  // The CSV: the partner (the card's title), its lines (the card's table), what they come to (the card's figures).
  const [partner, ...rest] = reportHeader('reportLosing', 'ko');
  expect(partner).toBe('파트너');
  expect(rest).toEqual([...LOSING_LINE_COLUMNS, ...LOSING_RESULT_COLUMNS].map((column) => column.title.ko));
  const card = async (name: string) => (await screen.findByRole('table', { name })).closest('.ant-card') as HTMLElement;
  const shown = async (name: string) => {
    const inCard = await card(name);
    return [...headersOf(within(inCard).getByRole('table')), ...[...inCard.querySelectorAll('dt')].map((term) => term.textContent)];
  };
  expect(await shown('master1 (마스터) 루징 계산')).toEqual(reportHeader('reportLosing', 'ko').slice(1));

  await act(() => platform.i18n.setLanguage('en'));
  expect(await shown('Losing working of master1 (Master)')).toEqual(reportHeader('reportLosing', 'en').slice(1));
});
