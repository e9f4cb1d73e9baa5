import { depositRank, withdrawRank, type StatementRank } from '@casino/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../../../test/fixtures';
import { mockApi, okFor, on, queryOf, renderReports, sentTo } from '../../../test/render-reports';
import DepositRankWindow from './deposit-rank-window';
import WithdrawRankWindow from './withdraw-rank-window';

const rank = (n: number, id: number, amount: number, count: number): StatementRank => ({ rank: n, member: member(id), partner: { id: 2, username: 'agency1' }, amount, count });

afterEach(() => jest.restoreAllMocks());

test("members by approved deposits, the line's total under them and above, paged by number", async () => {
  const { requests } = mockApi([
    on(depositRank, (_request, url) =>
      okFor(depositRank, { items: [rank(Number(url.searchParams.get('page')), 31, 3_000_000, 4)], total: 25, from: '2025-03-01', to: '2025-03-07', sum: 7_500_000, members: 25 }),
    ),
  ]);
  renderReports(<DepositRankWindow />, { path: '/windows/deposit-rank?from=2025-03-01&to=2025-03-07' });

  const table = await screen.findByRole('table', { name: '입금 순위' });
  const row = (await within(table).findByText('3,000,000원')).closest('tr')!;
  expect(within(row).getByText('member31 (닉31)')).toBeInTheDocument();
  expect(within(row).getByText('4')).toBeInTheDocument();
  expect(within(table).getByRole('columnheader', { name: '입금액' })).toHaveAttribute('aria-sort', 'descending');
  expect(within(within(table).getByText('합계 (검색 조건 전체)').closest('tr')!).getByText('7,500,000원')).toBeInTheDocument();
  expect(screen.getByText('2025-03-01 ~ 2025-03-07 회원 25명, 합계', { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /CSV/ }).getAttribute('href')).toBe('/api/v1/wallet/report/statement/deposit/rank.csv?from=2025-03-01&to=2025-03-07&lang=ko');

  await userEvent.click(screen.getByTitle('2'));
  await waitFor(() => expect(queryOf(sentTo(requests, depositRank).at(-1)!)).toEqual({ from: '2025-03-01', to: '2025-03-07', page: '2', pageSize: '20' }));
});

test('the withdrawal ranking asks its own endpoint and says so when no one withdrew', async () => {
  const { requests } = mockApi([on(withdrawRank, { items: [], total: 0, from: '2025-03-01', to: '2025-03-01', sum: 0, members: 0 })]);
  renderReports(<WithdrawRankWindow />, { path: '/windows/withdraw-rank?from=2025-03-01&to=2025-03-01' });
  expect(await screen.findByText('기간 안에 순위에 오른 회원이 없습니다')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: '출금 순위' })).toBeInTheDocument();
  expect(sentTo(requests, withdrawRank)).toHaveLength(1);
});
