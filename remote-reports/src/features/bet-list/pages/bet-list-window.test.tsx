import { gameTransactionList, gameTransactionSummary, type GameTransaction } from '@casino/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { figureSummary, member } from '../../../test/fixtures';
import { failWith, mockApi, okFor, on, queryOf, renderReports, sentTo } from '../../../test/render-reports';
import BetListWindow from './bet-list-window';

const transaction = (txn: string, kind: GameTransaction['kind'], amount: number, overrides: Partial<GameTransaction> = {}): GameTransaction => ({
  txn_id: txn,
  kind,
  amount,
  rolled_back: false,
  refused: false,
  round: { id: 5, round_id: 'R-5', provider: 'demo' },
  game: { id: 9, name: 'Lucky Slot' },
  game_type: 'slot',
  created_at: '2025-03-02T01:15:00.000Z',
  ...overrides,
});

afterEach(() => jest.restoreAllMocks());

test("one member's calls in the days it was opened on, with the member's totals, asked for by user_id", async () => {
  const { requests } = mockApi([
    on(gameTransactionList, { items: [transaction('t1', 'bet', 10_000), transaction('t2', 'win', 25_000), transaction('t3', 'bet', 5_000, { refused: true })], total: 3 }),
    on(gameTransactionSummary, { member: member(31), ...figureSummary('2025-03-01', '2025-03-02') }),
  ]);
  renderReports(<BetListWindow />, { path: '/windows/bet-list?id=31&username=member31&from=2025-03-01&to=2025-03-02' });

  expect(await screen.findByRole('heading', { level: 1, name: 'member31 베팅 내역' })).toBeInTheDocument();
  const calls = await screen.findByRole('table', { name: '베팅 · 당첨 · 롤백' });
  const win = (await within(calls).findByText('t2')).closest('tr')!;
  expect(within(win).getByText('당첨')).toBeInTheDocument();
  expect(within(win).getByText('25,000원')).toBeInTheDocument();
  expect(within(win).getByText('Lucky Slot (슬롯)')).toBeInTheDocument();
  expect(within(win).getByText('R-5')).toBeInTheDocument();
  expect(within(within(calls).getByText('t3').closest('tr')!).getByText('거부됨')).toBeInTheDocument();
  expect(screen.getByText('(2025-03-01 ~ 2025-03-02)')).toBeInTheDocument();

  expect(queryOf(sentTo(requests, gameTransactionList)[0]!)).toEqual({ user_id: '31', from: '2025-03-01', to: '2025-03-02', page: '1', pageSize: '20' });
  expect(queryOf(sentTo(requests, gameTransactionSummary)[0]!)).toEqual({ user_id: '31', from: '2025-03-01', to: '2025-03-02' });
  expect(screen.getByRole('link', { name: /CSV/ }).getAttribute('href')).toBe('/api/v1/game/partner/game_transaction.csv?user_id=31&from=2025-03-01&to=2025-03-02&lang=ko');
});

test('a refused first bet, which opened no round, shows the round the provider named and no game', async () => {
  mockApi([
    on(gameTransactionList, { items: [transaction('t9', 'bet', 900_000, { refused: true, round: { id: null, round_id: 'R-9', provider: 'demo' }, game: null, game_type: null })], total: 1 }),
    on(gameTransactionSummary, { member: member(31), ...figureSummary('2025-03-01', '2025-03-02') }),
  ]);
  renderReports(<BetListWindow />, { path: '/windows/bet-list?id=31&from=2025-03-01&to=2025-03-02' });
  const row = (await within(await screen.findByRole('table', { name: '베팅 · 당첨 · 롤백' })).findByText('t9')).closest('tr')!;
  expect(within(row).getByText('열린 라운드 없음')).toBeInTheDocument();
  expect(within(row).getByText('R-9')).toBeInTheDocument();
  expect(within(row).getByText('거부됨')).toBeInTheDocument();
});

test('pages by number with the same member and days', async () => {
  const { requests } = mockApi([
    on(gameTransactionList, (_request, url) => okFor(gameTransactionList, { items: [transaction(`p${url.searchParams.get('page')}`, 'bet', 1_000)], total: 45 })),
    on(gameTransactionSummary, { member: member(31), ...figureSummary('2025-03-01', '2025-03-02') }),
  ]);
  renderReports(<BetListWindow />, { path: '/windows/bet-list?id=31&from=2025-03-01&to=2025-03-02' });
  await screen.findByText('p1');
  await userEvent.click(screen.getByTitle('3'));
  expect(await screen.findByText('p3')).toBeInTheDocument();
  expect(queryOf(sentTo(requests, gameTransactionList).at(-1)!)).toEqual({ user_id: '31', from: '2025-03-01', to: '2025-03-02', page: '3', pageSize: '20' });
});

test("a member not of the line shows the server's message; no member asks for nothing", async () => {
  const notOfTheLine = () => failWith(404, { message: '하위 라인의 회원이 아닙니다', code: 'NOT_FOUND' });
  mockApi([on(gameTransactionList, notOfTheLine), on(gameTransactionSummary, notOfTheLine)]);
  renderReports(<BetListWindow />, { path: '/windows/bet-list?id=99' });
  await waitFor(() => expect(screen.getAllByText('하위 라인의 회원이 아닙니다').length).toBeGreaterThan(0));
});

test('without a member id the window says so and asks for nothing', async () => {
  const { requests } = mockApi([]);
  renderReports(<BetListWindow />, { path: '/windows/bet-list' });
  expect(await screen.findByText('회원이 지정되지 않았습니다. 보고서에서 회원을 눌러 창을 다시 열어 주세요.')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});
