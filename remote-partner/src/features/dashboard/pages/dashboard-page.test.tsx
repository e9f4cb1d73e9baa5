import { addDays, agencyDashboard, monthStart, seoulToday, summaryBetting, summaryPoint, type BettingFigures, type DataOf, type Endpoint } from '@casino/contract';
import { createPlatform } from '@casino/platform';
import { failWith, mockApi, okFor, on, queryOf, sentTo, withLiveTestFeed } from '@casino/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { location, renderPartner } from '../../../test/render-partner';
import { LIVE_REFRESH_MS } from '../store/dashboard-store';
import DashboardPage from './dashboard-page';

const figures = (bet: number, prize: number, refund: number, rolling: number): BettingFigures => ({
  bet,
  prize,
  refund,
  rolling,
  profit: bet - prize - refund,
  win_lose: bet - prize - refund - rolling,
});

const money = (from: string, to: string): DataOf<typeof agencyDashboard> => ({
  from,
  to,
  deposit: 1_234_000,
  withdraw: 2_000_000,
  net: -766_000,
  balance: { own: 500_000, line: 9_876_543, withdraw_hold: 22_000 },
  rolling_point: { own: 1_200, line: 34_500 },
  pending: { deposit: 3, withdraw: 2 },
  members: 1_520,
  partners: 12,
  new_members: 7,
  as_of: '2025-03-01T01:00:00.000Z',
});

const betting = (from: string, to: string): DataOf<typeof summaryBetting> => ({
  from,
  to,
  types: [
    { game_type: 'casino', ...figures(3_000_000, 2_500_000, 0, 30_000) },
    { game_type: 'slot', ...figures(1_000_000, 1_400_000, 0, 10_000) },
    { game_type: 'lotto', ...figures(0, 0, 0, 0) },
  ],
  sum: figures(4_000_000, 3_900_000, 0, 40_000),
  days: Array.from({ length: from === to ? 1 : 30 }, (_, i) => ({ day: addDays(from, i), bet: 100_000 * (i + 1), prize: 50_000, profit: 100_000 * (i + 1) - 50_000 })),
});

const points = (from: string, to: string): DataOf<typeof summaryPoint> => ({
  from,
  to,
  types: [
    { game_type: 'casino', own: 900, partners: 300, members: 24_000 },
    { game_type: 'slot', own: 100, partners: 0, members: 8_000 },
    { game_type: 'lotto', own: 0, partners: 0, members: 0 },
  ],
  own: 1_000,
  partners: 300,
  members: 32_000,
  exchanged: 5_000,
});

type Range = { from: string; to: string };
const rangeOf = (request: Request): Range => {
  const { from = '', to = '' } = queryOf(request);
  return { from, to };
};
type Refuse = (range: Range) => Response | undefined;

/** A summary answered for the range asked, unless `refuse` answers instead. */
const forRange = <E extends Endpoint>(endpoint: E, build: (from: string, to: string) => DataOf<E>, refuse: Refuse = () => undefined) =>
  on(endpoint, (request) => {
    const range = rangeOf(request);
    return refuse(range) ?? okFor(endpoint, build(range.from, range.to));
  });

/** The API: every summary answers for the range asked, unless `refuse` says otherwise. */
const mockDashboard = (refuse?: Refuse) => mockApi([forRange(agencyDashboard, money, refuse), forRange(summaryBetting, betting, refuse), forRange(summaryPoint, points, refuse)]);

afterEach(() => jest.restoreAllMocks());

test("shows today's figures: money cards, betting per game type, rolling earned, with negative amounts in red", async () => {
  const { requests } = mockDashboard();
  renderPartner(<DashboardPage />, { path: '/partner' });

  expect(screen.getByRole('heading', { level: 1, name: '대시보드' })).toBeInTheDocument();
  expect(await screen.findByText('1,234,000원')).toBeInTheDocument();
  const cards = within(screen.getByRole('region', { name: '입출금 및 보유 현황' }));
  const figure = (label: string) => cards.getByText(label).nextElementSibling;
  expect(figure('출금 합계')).toHaveTextContent('2,000,000원');
  expect(cards.getByText('-766,000원')).toHaveClass('dashboard-negative');
  expect(figure('입출금 차액')).toHaveTextContent('-766,000원');
  expect(figure('라인 보유금')).toHaveTextContent('9,876,543원');
  // Withdrawals on hold are part of the line balance, shown apart under it.
  expect(figure('그중 출금 신청 보류금')).toHaveTextContent('22,000원');
  expect(figure('라인 롤링 포인트')).toHaveTextContent('34,500원');
  expect(figure('회원')).toHaveTextContent('1,520명');
  expect(figure('신규 회원')).toHaveTextContent('7명');

  const bets = screen.getByRole('table', { name: '베팅 현황' });
  const slot = within(bets).getByText('슬롯').closest('tr')!;
  expect(within(slot).getByText('1,000,000원')).toBeInTheDocument();
  expect(within(slot).getByText('-400,000원')).toHaveClass('dashboard-negative');
  expect(within(slot).getByText('-410,000원')).toHaveClass('dashboard-negative');
  const sum = within(bets).getByText('합계').closest('tr')!;
  expect(within(sum).getByText('4,000,000원')).toBeInTheDocument();
  expect(within(sum).getByText('100,000원')).not.toHaveClass('dashboard-negative');

  const earned = screen.getByRole('table', { name: '롤링 포인트 적립' });
  expect(within(within(earned).getByText('합계').closest('tr')!).getByText('32,000원')).toBeInTheDocument();
  expect(screen.getByText('5,000원')).toBeInTheDocument();

  // Today, as Seoul days, for the three summaries of the period.
  const today = seoulToday();
  for (const endpoint of [agencyDashboard, summaryPoint]) expect(rangeOf(sentTo(requests, endpoint)[0]!)).toEqual({ from: today, to: today });
  expect(sentTo(requests, summaryBetting).map(rangeOf)).toEqual(
    expect.arrayContaining([
      { from: today, to: today },
      { from: addDays(today, -29), to: today },
    ]),
  );
});

test('each waiting count links to the list it counts: the statement page filtered to that type still waiting', async () => {
  mockDashboard();
  renderPartner(<DashboardPage />, { path: '/partner' });
  const deposits = await screen.findByRole('link', { name: '입금 신청 대기 3건' });
  expect(deposits).toHaveAttribute('href', '/partner/statement?type=deposit&status=open');
  expect(screen.getByRole('link', { name: '출금 신청 대기 2건' })).toHaveAttribute('href', '/partner/statement?type=withdraw&status=open');
  await userEvent.click(deposits);
  expect(location.current).toEqual({ pathname: '/partner/statement', search: '?type=deposit&status=open' });
});

test('the chart of the last 30 days has a summary and a table of every day for screen readers', async () => {
  mockDashboard();
  renderPartner(<DashboardPage />, { path: '/partner' });
  const today = seoulToday();
  const from = addDays(today, -29);
  const chart = await screen.findByRole('img', { name: new RegExp(`^${from}부터 ${today}까지 30일 동안 베팅 46,500,000원, 당첨 1,500,000원, 손익 45,000,000원`) });
  expect(chart.tagName.toLowerCase()).toBe('svg');
  const table = screen.getByRole('table', { name: '최근 30일 추이' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(30);
  expect(within(rows[0]!).getByRole('rowheader', { name: from })).toBeInTheDocument();
  expect(within(rows[29]!).getByText('3,000,000원')).toBeInTheDocument();
});

test('the period is one radio group named by its label, one Tab stop', async () => {
  mockDashboard();
  renderPartner(<DashboardPage />, { path: '/partner' });
  await screen.findByText('1,234,000원');
  const group = screen.getByRole('radiogroup', { name: '조회 기간' });
  expect(group).toHaveAttribute('tabindex', '-1');
  expect(within(group).getByRole('radio', { name: '오늘' })).toBeChecked();
});

test('this month asks from the first of the month to today, and the URL keeps it', async () => {
  const { requests } = mockDashboard();
  renderPartner(<DashboardPage />, { path: '/partner' });
  await screen.findByText('1,234,000원');
  await userEvent.click(screen.getByText('이번 달'));
  const today = seoulToday();
  await waitFor(() => expect(sentTo(requests, agencyDashboard).map(rangeOf)).toContainEqual({ from: monthStart(today), to: today }));
  expect(location.current.search).toBe('?period=month');
});

test('a range longer than the API sums shows its message once, and a shorter one shows the figures again', async () => {
  const refusal = () => failWith(400, { message: '조회 기간은 최대 92일입니다', code: 'VALIDATION' });
  const { requests } = mockDashboard((range) => (range.from === '2025-01-01' ? refusal() : undefined));
  renderPartner(<DashboardPage />, { path: '/partner?from=2025-01-01&to=2025-06-30' });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('이 기간은 조회할 수 없습니다');
  expect(alert).toHaveTextContent('조회 기간은 최대 92일입니다');
  expect(screen.getAllByText('조회 기간은 최대 92일입니다')).toHaveLength(1);
  expect(screen.queryByText('1,234,000원')).not.toBeInTheDocument();
  expect(rangeOf(sentTo(requests, agencyDashboard)[0]!)).toEqual({ from: '2025-01-01', to: '2025-06-30' });
  // The chart does not follow the period: it still shows.
  expect(await screen.findByRole('img', { name: /30일 동안/ })).toBeInTheDocument();

  await userEvent.click(screen.getByText('오늘'));
  expect(await screen.findByText('1,234,000원')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a failed summary shows the error with Retry, which loads it again', async () => {
  let fail = true;
  mockApi([
    forRange(agencyDashboard, money, () => (fail ? failWith(503, { message: '점검 중입니다', code: 'INTERNAL' }) : undefined)),
    forRange(summaryBetting, betting),
    forRange(summaryPoint, points),
  ]);
  renderPartner(<DashboardPage />, { path: '/partner' });
  expect(await screen.findByText('점검 중입니다')).toBeInTheDocument();
  // The rest of the page is there.
  expect(await screen.findByRole('table', { name: '베팅 현황' })).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /다시 시도/ }));
  expect(await screen.findByText('1,234,000원')).toBeInTheDocument();
});

test('a range picked in the date picker is asked for, day by day, and kept in the URL', async () => {
  const { requests } = mockDashboard();
  renderPartner(<DashboardPage />, { path: '/partner' });
  await screen.findByText('1,234,000원');
  await userEvent.click(screen.getByText('기간 선택'));
  const group = screen.getByRole('group', { name: '조회 기간' });
  const [start, end] = within(group).getAllByRole('textbox');
  await userEvent.click(start!);
  await userEvent.clear(start!);
  await userEvent.type(start!, '2025-03-01{Enter}');
  await userEvent.clear(end!);
  await userEvent.type(end!, '2025-03-10{Enter}');
  await waitFor(() => expect(location.current.search).toBe('?from=2025-03-01&to=2025-03-10'));
  await waitFor(() => expect(sentTo(requests, summaryPoint).map(rangeOf)).toContainEqual({ from: '2025-03-01', to: '2025-03-10' }));
});

test("reads the period's sums again when the live channel says the line changed: at once, then at most every 10 s, the figures shown meanwhile", async () => {
  jest.useFakeTimers();
  try {
    const { requests } = mockDashboard();
    const platform = createPlatform({ apiBase: '' });
    const feed = withLiveTestFeed(platform);
    renderPartner(<DashboardPage />, { path: '/partner', platform });
    expect(await screen.findByText('1,234,000원')).toBeInTheDocument();
    const reads = () => sentTo(requests, agencyDashboard).length;
    const first = reads();

    act(() => feed.deliver({ type: 'changed', topic: 'request_new' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(reads()).toBe(first + 1);
    for (const topic of ['requests', 'signup_new', 'request_new'] as const) act(() => feed.deliver({ type: 'changed', topic }));
    await act(() => jest.advanceTimersByTimeAsync(LIVE_REFRESH_MS - 1_000));
    expect(reads()).toBe(first + 1);
    expect(screen.getByText('1,234,000원')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(reads()).toBe(first + 2);
    // A list the dashboard does not sum changes nothing.
    act(() => feed.deliver({ type: 'changed', topic: 'inquiry_new' }));
    await act(() => jest.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    expect(reads()).toBe(first + 2);
  } finally {
    jest.useRealTimers();
  }
});
