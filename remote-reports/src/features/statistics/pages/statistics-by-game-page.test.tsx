import { addDays, gameBrandGames, gameBrandList, reportByGame, reportByGameSummary, seoulToday, type GameBrand, type GameFigures } from '@casino/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { figures, figureSummary } from '../../../test/fixtures';
import { mockApi, okFor, on, queryOf, renderReports, sentTo } from '../../../test/render-reports';
import StatisticsByGamePage from './statistics-by-game-page';

const today = seoulToday();
const from = addDays(today, -6);
const game = (id: number, bet: number, prize: number): GameFigures => ({ game: { id, name: `Game ${id}` }, brand: { id: 3, name: 'Demo Games' }, game_type: 'slot', ...figures(bet, prize, 0, 5_000, 5) });
const demoGames: GameBrand = { id: 3, game_type: 'slot', code: 'demo', name: 'Demo Games', logo_url: '', game_count: 2 };
const table = () => screen.getByRole('table', { name: '게임별 통계' });

function mockGames() {
  return mockApi([
    on(reportByGame, (_request, url) => {
      const pageNo = Number(url.searchParams.get('page'));
      return okFor(reportByGame, { items: [game(pageNo * 10 + 1, 900_000, 100_000), game(pageNo * 10 + 2, 400_000, 600_000)], total: 42 });
    }),
    on(reportByGameSummary, figureSummary(from, today)),
    on(gameBrandList, (_request, url) => okFor(gameBrandList, { items: url.searchParams.get('game_type') === 'slot' ? [demoGames] : [] })),
    on(gameBrandGames, (_request, _url, { id }) =>
      id === '3' ? okFor(gameBrandGames, { brand: demoGames, games: { items: [{ id: 11, code: 'g11', name: 'Game 11', image_url: '' }], total: 1 } }) : undefined,
    ),
  ]);
}

afterEach(() => jest.restoreAllMocks());

test('games of the last week sorted by bet (most first), with the totals row, and the top ten charted', async () => {
  const { requests } = mockGames();
  renderReports(<StatisticsByGamePage />, { path: '/partner/statistice-by-game' });

  const row = (await within(await screen.findByRole('table', { name: '게임별 통계' })).findByText('Game 11')).closest('tr')!;
  expect(within(row).getByText('Demo Games')).toBeInTheDocument();
  expect(within(row).getByText('900,000원')).toBeInTheDocument();
  expect(within(within(table()).getByText('Game 12').closest('tr')!).getByText('-200,000원')).toHaveClass('reports-negative');
  expect(within(table()).getByText('합계 (검색 조건 전체)')).toBeInTheDocument();

  const lists = sentTo(requests, reportByGame).map(queryOf);
  expect(lists).toEqual(
    expect.arrayContaining([
      { from, to: today, sort: 'bet', order: 'desc', page: '1', pageSize: '20' },
      { from, to: today, sort: 'bet', order: 'desc', page: '1', pageSize: '10' },
    ]),
  );
  expect(await screen.findByRole('img', { name: '베팅 상위 10 게임: 1위 Game 11 900,000원, 2위 Game 12 400,000원' })).toBeInTheDocument();
});

test('a header sorts on the server, most first then least first, and paging keeps the sort', async () => {
  const { requests } = mockGames();
  renderReports(<StatisticsByGamePage />, { path: '/partner/statistice-by-game' });
  await within(await screen.findByRole('table', { name: '게임별 통계' })).findByText('Game 11');
  const last = () => queryOf(sentTo(requests, reportByGame).filter((r) => queryOf(r).pageSize === '20').at(-1)!);

  await userEvent.click(within(table()).getByRole('columnheader', { name: /^당첨/ }));
  await waitFor(() => expect(last()).toEqual({ from, to: today, sort: 'prize', order: 'desc', page: '1', pageSize: '20' }));
  // The chart follows the figure.
  await waitFor(() => expect(queryOf(sentTo(requests, reportByGame).at(-1)!)).toMatchObject({ sort: 'prize', order: 'desc', pageSize: '10' }));
  expect(await screen.findByRole('heading', { name: '당첨 상위 10 게임' })).toBeInTheDocument();

  await userEvent.click(within(table()).getByRole('columnheader', { name: /^당첨/ }));
  await waitFor(() => expect(last()).toMatchObject({ sort: 'prize', order: 'asc', page: '1' }));
  // The file comes in the table's order.
  expect(screen.getByRole('link', { name: /CSV/ }).getAttribute('href')).toBe(`/api/v1/game/partner/report/game/by_game.csv?from=${from}&to=${today}&sort=prize&order=asc&lang=ko`);

  await userEvent.click(screen.getByTitle('3'));
  await waitFor(() => expect(last()).toEqual({ from, to: today, sort: 'prize', order: 'asc', page: '3', pageSize: '20' }));
  expect(await within(table()).findByText('Game 31')).toBeInTheDocument();
});

test('the game type narrows the brands, a brand lists its games, and the chosen game goes into the query', async () => {
  const { requests } = mockGames();
  renderReports(<StatisticsByGamePage />, { path: '/partner/statistice-by-game' });
  await within(await screen.findByRole('table', { name: '게임별 통계' })).findByText('Game 11');

  await userEvent.click(screen.getByRole('combobox', { name: '게임 종류' }));
  await userEvent.click(await screen.findByTitle('슬롯'));
  await userEvent.click(screen.getByRole('combobox', { name: '브랜드' }));
  await userEvent.click(await screen.findByTitle('Demo Games'));
  await userEvent.click(screen.getByRole('combobox', { name: '게임' }));
  await userEvent.click(await screen.findByTitle('Game 11'));
  await waitFor(() => expect(queryOf(sentTo(requests, reportByGameSummary).at(-1)!)).toEqual({ from, to: today, game_type: 'slot', brand_id: '3', game_id: '11' }));
  expect(sentTo(requests, gameBrandGames)).toHaveLength(1);
});
