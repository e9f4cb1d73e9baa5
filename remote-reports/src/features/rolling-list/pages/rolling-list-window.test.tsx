import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../../../test/fixtures';
import { jsonResponse, mockApi, queryOf, renderReports, sentTo } from '../../../test/render-reports';
import RollingListWindow from './rolling-list-window';

const ROLLING = '/api/v1/game/partner/report/rolling';
const SUMMARY = '/api/v1/game/partner/report/rolling/summary';

const agency = { id: 2, username: 'agency1', level: 'agency' };
const working = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  round_id: `R-${id}`,
  created_at: '2025-03-02T01:15:00.000Z',
  earner: agency,
  member: member(31),
  game: { id: 9, name: 'Lucky Slot' },
  game_type: 'slot',
  bet: 1_000_000,
  refund: 0,
  own_rate_bp: 150,
  child: { id: 31, username: 'member31', level: 'member' },
  child_rate_bp: 100,
  expected: 5_000,
  amount: 5_000,
  ...overrides,
});
const totals = (rounds: number, bet: number, amount: number, line: number) => ({ rounds, bet, amount, line });
const summary = {
  from: '2025-03-01',
  to: '2025-03-02',
  earner: agency,
  types: [{ game_type: 'slot', ...totals(2, 2_000_000, 8_000, 30_000) }],
  sum: totals(2, 2_000_000, 8_000, 30_000),
};

afterEach(() => jest.restoreAllMocks());

test("each round's rolling with its working written out, a credit cut by a rollback marked, and the totals per game type", async () => {
  const { requests } = mockApi({
    [ROLLING]: { items: [working(1), working(2, { refund: 400_000, amount: 3_000 })], total: 2, next: null },
    [SUMMARY]: summary,
  });
  renderReports(<RollingListWindow />, { path: '/windows/rolling-list?id=2&from=2025-03-01&to=2025-03-02' });

  expect(await screen.findByRole('heading', { level: 1, name: 'agency1 롤링 내역' })).toBeInTheDocument();
  const list = await screen.findByRole('table', { name: '롤링을 적립한 라운드' });
  const first = (await within(list).findByText('R-1')).closest('tr')!;
  expect(within(first).getByText('1,000,000원 × 1.5% − 1,000,000원 × 1% (member31) = 5,000원')).toBeInTheDocument();
  expect(within(first).queryByText('계산보다 적음: 롤백으로 회수')).not.toBeInTheDocument();
  const cut = within(list).getByText('R-2').closest('tr')!;
  expect(within(cut).getByText('3,000원')).toBeInTheDocument();
  expect(within(cut).getByText('계산보다 적음: 롤백으로 회수')).toBeInTheDocument();

  const sums = screen.getByRole('table', { name: '검색 조건 합계' });
  const sumRow = within(sums).getByText('합계').closest('tr')!;
  expect(within(sumRow).getByText('8,000원')).toBeInTheDocument();
  expect(within(sumRow).getByText('30,000원')).toBeInTheDocument();

  expect(queryOf(sentTo(requests, ROLLING)[0]!)).toEqual({ partner_id: '2', from: '2025-03-01', to: '2025-03-02', page: '1', pageSize: '20' });
  expect(queryOf(sentTo(requests, SUMMARY)[0]!)).toEqual({ partner_id: '2', from: '2025-03-01', to: '2025-03-02' });
  expect(screen.getByRole('link', { name: /CSV/ }).getAttribute('href')).toBe('/api/v1/game/partner/report/rolling.csv?partner_id=2&from=2025-03-01&to=2025-03-02');
});

test('pages by cursor, and a member filter starts again from the first page', async () => {
  const { requests } = mockApi({
    [ROLLING]: (_: Request, url: URL) => {
      const second = url.searchParams.get('cursor') === '900.1';
      return jsonResponse(200, { data: { items: [working(second ? 20 : 10)], total: 30, next: second ? null : '900.1' } });
    },
    [SUMMARY]: summary,
  });
  renderReports(<RollingListWindow />, { path: '/windows/rolling-list?from=2025-03-01&to=2025-03-02' });
  await screen.findByText('R-10');
  await userEvent.click(screen.getByTitle('2'));
  expect(await screen.findByText('R-20')).toBeInTheDocument();
  expect(queryOf(sentTo(requests, ROLLING).at(-1)!)).toEqual({ from: '2025-03-01', to: '2025-03-02', cursor: '900.1', pageSize: '20' });

  await userEvent.type(screen.getByRole('textbox', { name: '회원 아이디' }), 'member31{Enter}');
  await waitFor(() => expect(queryOf(sentTo(requests, ROLLING).at(-1)!)).toEqual({ from: '2025-03-01', to: '2025-03-02', username: 'member31', page: '1', pageSize: '20' }));
});

test('nothing earned shows the empty text', async () => {
  mockApi({ [ROLLING]: { items: [], total: 0, next: null }, [SUMMARY]: { ...summary, types: [], sum: totals(0, 0, 0, 0) } });
  renderReports(<RollingListWindow />, { path: '/windows/rolling-list' });
  expect(await screen.findByText('기간 안에 롤링 적립이 없습니다')).toBeInTheDocument();
});
