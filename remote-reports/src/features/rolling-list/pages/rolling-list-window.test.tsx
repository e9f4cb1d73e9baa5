import { reportRolling, reportRollingSummary, type DataOf, type RollingStep, type RollingWorking } from '@casino/contract';
import { createPlatform } from '@casino/platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockViewportWidth } from '@casino/platform/testing';
import { member } from '../../../test/fixtures';
import { mockApi, okFor, on, queryOf, renderReports, sentTo } from '../../../test/render-reports';
import RollingListWindow from './rolling-list-window';

type RollingSummary = DataOf<typeof reportRollingSummary>;

const agency: RollingWorking['earner'] = { id: 2, username: 'agency1', level: 'agency' };
const bet = (txn: string, stake: number, own: number | null, child: number | null, amount: number): RollingStep => ({
  kind: 'bet',
  txn_id: txn,
  ref_txn_id: null,
  created_at: '2025-03-02T01:15:00.000Z',
  stake,
  own_rate_bp: own,
  child_rate_bp: child,
  line_amount: own === null ? null : Math.floor((stake * own) / 10_000),
  child_amount: child === null ? null : Math.floor((stake * child) / 10_000),
  amount,
});
const rollback = (txn: string, of: string | null, amount: number): RollingStep => ({
  kind: 'rollback',
  txn_id: txn,
  ref_txn_id: of,
  created_at: '2025-03-02T01:16:00.000Z',
  stake: 5_000,
  own_rate_bp: null,
  child_rate_bp: null,
  line_amount: null,
  child_amount: null,
  amount,
});
const working = (id: number, overrides: Partial<RollingWorking> = {}): RollingWorking => ({
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
  steps: [bet(`T-${id}`, 1_000_000, 150, 100, 5_000)],
  expected: 5_000,
  amount: 5_000,
  ...overrides,
});
const totals = (rounds: number, bet: number, amount: number, line: number): RollingSummary['sum'] => ({ rounds, bet, amount, line });
const summary: RollingSummary = {
  from: '2025-03-01',
  to: '2025-03-02',
  earner: agency,
  member: null,
  types: [{ game_type: 'slot', ...totals(2, 2_000_000, 8_000, 30_000) }],
  sum: totals(2, 2_000_000, 8_000, 30_000),
};

afterEach(() => jest.restoreAllMocks());

test("each round's rolling with its working written out call by call, and the totals per game type", async () => {
  // Round 2: a bet at 0.8 % / 0.63 %, one after the child's rate fell to 0.5 %, the first rolled back, one bet of before issue 26 without rates.
  const steps = [bet('B-1', 5_000, 80, 63, 9), bet('B-2', 5_000, 80, 50, 15), rollback('RB-1', 'B-1', -9), bet('B-0', 5_000, null, null, 9)];
  const { requests } = mockApi([
    on(reportRolling, { items: [working(1), working(2, { refund: 5_000, bet: 15_000, own_rate_bp: 80, child_rate_bp: 50, steps, expected: 24, amount: 24 })], total: 2, next: null }),
    on(reportRollingSummary, summary),
  ]);
  renderReports(<RollingListWindow />, { path: '/windows/rolling-list?id=2&from=2025-03-01&to=2025-03-02' });

  expect(await screen.findByRole('heading', { level: 1, name: 'agency1 롤링 내역' })).toBeInTheDocument();
  const list = await screen.findByRole('table', { name: '롤링을 적립한 라운드' });
  const first = (await within(list).findByText('R-1')).closest('tr')!;
  expect(within(first).getByText('1,000,000원 × 1.5% − 1,000,000원 × 1% (member31) = 5,000원')).toBeInTheDocument();
  expect(within(first).queryByRole('list')).not.toBeInTheDocument();
  expect(within(first).queryByText('계산과 다름')).not.toBeInTheDocument();
  const several = within(list).getByText('R-2').closest('tr')!;
  expect(within(within(several).getByRole('list')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    '5,000원 × 0.8% − 5,000원 × 0.63% (member31) = 9원',
    '5,000원 × 0.8% − 5,000원 × 0.5% (member31) = 15원',
    '롤백 (B-1 취소): -9원',
    '베팅 5,000원: 장부 적립 9원 (당시 요율 기록 없음)',
  ]);
  expect(within(several).getByText('합계 24원')).toBeInTheDocument();
  expect(within(several).queryByText('계산과 다름')).not.toBeInTheDocument();

  const sums = screen.getByRole('table', { name: '검색 조건 합계' });
  const sumRow = within(sums).getByText('합계').closest('tr')!;
  expect(within(sumRow).getByText('8,000원')).toBeInTheDocument();
  expect(within(sumRow).getByText('30,000원')).toBeInTheDocument();

  expect(queryOf(sentTo(requests, reportRolling)[0]!)).toEqual({ partner_id: '2', from: '2025-03-01', to: '2025-03-02', page: '1', pageSize: '20' });
  expect(queryOf(sentTo(requests, reportRollingSummary)[0]!)).toEqual({ partner_id: '2', from: '2025-03-01', to: '2025-03-02' });
  expect(screen.getByRole('link', { name: /CSV/ }).getAttribute('href')).toBe('/api/v1/game/partner/report/rolling.csv?partner_id=2&from=2025-03-01&to=2025-03-02&lang=ko');
});

test('pages by cursor, and a member filter starts again from the first page', async () => {
  const { requests } = mockApi([
    on(reportRolling, (_request, url) => {
      const second = url.searchParams.get('cursor') === '900.1';
      return okFor(reportRolling, { items: [working(second ? 20 : 10)], total: 30, next: second ? null : '900.1' });
    }),
    on(reportRollingSummary, summary),
  ]);
  renderReports(<RollingListWindow />, { path: '/windows/rolling-list?from=2025-03-01&to=2025-03-02' });
  await screen.findByText('R-10');
  await userEvent.click(screen.getByTitle('2'));
  expect(await screen.findByText('R-20')).toBeInTheDocument();
  expect(queryOf(sentTo(requests, reportRolling).at(-1)!)).toEqual({ from: '2025-03-01', to: '2025-03-02', cursor: '900.1', pageSize: '20' });

  await userEvent.type(screen.getByRole('textbox', { name: '회원 아이디' }), 'member31{Enter}');
  await waitFor(() => expect(queryOf(sentTo(requests, reportRolling).at(-1)!)).toEqual({ from: '2025-03-01', to: '2025-03-02', username: 'member31', page: '1', pageSize: '20' }));
});

test('nothing earned shows the empty text', async () => {
  mockApi([on(reportRolling, { items: [], total: 0, next: null }), on(reportRollingSummary, { ...summary, types: [], sum: totals(0, 0, 0, 0) })]);
  renderReports(<RollingListWindow />, { path: '/windows/rolling-list' });
  expect(await screen.findByText('기간 안에 롤링 적립이 없습니다')).toBeInTheDocument();
});

test('a member of the line (as the account windows name one) shows its rounds as they credited the signed-in partner', async () => {
  const master2: RollingWorking['earner'] = { id: 4, username: 'master2', level: 'master' };
  const { requests } = mockApi([
    on(reportRolling, { items: [working(7, { earner: master2, member: member(19) })], total: 1, next: null }),
    on(reportRollingSummary, { ...summary, earner: master2, member: { id: 19, username: 'member12', level: 'member' } }),
  ]);
  renderReports(<RollingListWindow />, { path: '/windows/rolling-list?id=19&username=member12' });

  expect(await screen.findByRole('heading', { level: 1, name: 'member12 회원의 라운드에서 master2에게 적립된 롤링' })).toBeInTheDocument();
  expect(await screen.findByText('R-7')).toBeInTheDocument();
  expect(queryOf(sentTo(requests, reportRolling)[0]!)).toEqual(expect.objectContaining({ partner_id: '19' }));
  expect(screen.queryByText(/계정이 라인에 없습니다|not in/)).not.toBeInTheDocument();
});

test('in English', async () => {
  mockApi([
    on(reportRolling, { items: [working(2, { steps: [bet('B-1', 5_000, 80, 63, 9), rollback('RB-1', null, -9)], expected: 0, amount: 0 })], total: 1, next: null }),
    on(reportRollingSummary, summary),
  ]);
  const platform = createPlatform({ apiBase: '' });
  await act(() => platform.i18n.setLanguage('en'));
  renderReports(<RollingListWindow />, { path: '/windows/rolling-list', platform });
  const row = (await screen.findByText('R-2')).closest('tr')!;
  expect(within(within(row).getByRole('list')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['₩5,000 × 0.8% − ₩5,000 × 0.63% (member31) = ₩9', 'Rollback: -₩9']);
  expect(within(row).getByText('Total ₩0')).toBeInTheDocument();
});

test("on a phone each round is a card with the member who bet, the working call by call and the ledger's credit", async () => {
  const steps = [bet('B-1', 5_000, 80, 63, 9), rollback('RB-1', 'B-1', -9), bet('B-2', 5_000, 80, 50, 15)];
  mockApi([on(reportRolling, { items: [working(2, { steps, expected: 15, amount: 15 })], total: 1, next: null }), on(reportRollingSummary, summary)]);
  const restoreViewport = mockViewportWidth(390);
  try {
    // In Korean: the language lives in the shared i18n, which a test before may have left in English.
    const platform = createPlatform({ apiBase: '' });
    await act(() => platform.i18n.setLanguage('ko'));
    renderReports(<RollingListWindow />, { path: '/windows/rolling-list?id=2', platform });

    const [card] = within(await screen.findByRole('list', { name: '롤링을 적립한 라운드' })).getAllByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card!).getAllByRole('term').map((term) => term.textContent)).toEqual(['베팅 회원', expect.stringMatching(/^계산/), '적립액 (장부)']);
    expect(within(card!).getByRole('button', { name: 'member31 (닉31) 베팅 내역 (새 창)' })).toBeInTheDocument();
    expect(within(within(card!).getByRole('list')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '5,000원 × 0.8% − 5,000원 × 0.63% (member31) = 9원',
      '롤백 (B-1 취소): -9원',
      '5,000원 × 0.8% − 5,000원 × 0.5% (member31) = 15원',
    ]);
    expect(within(card!).getByText('합계 15원')).toBeInTheDocument();
    // The rolling per game type: the earner's and the line's amounts on each type's card.
    const types = within(screen.getByRole('list', { name: '검색 조건 합계' })).getAllByRole('listitem');
    expect(within(types.at(-1)!).getAllByRole('term').map((term) => term.textContent)).toEqual(['베팅', '내 적립', '라인 전체 적립']);
  } finally {
    restoreViewport();
  }
});
