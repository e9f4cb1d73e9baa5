import { addDays, gameBrandList, reportByUser, reportByUserSummary, seoulToday, type MemberFigures } from '@casino/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { figures, figureSummary, member } from '../../../test/fixtures';
import { mockApi, on, queryOf, renderReports, sentTo } from '../../../test/render-reports';
import StatisticsByUserPage from './statistics-by-user-page';

const today = seoulToday();
const from = addDays(today, -6);
const memberRow = (id: number, bet: number, prize: number): MemberFigures => ({ member: member(id), partner: { id: 2, username: 'agency1' }, ...figures(bet, prize, 0, 1_000, 3) });

afterEach(() => jest.restoreAllMocks());

test('members of the last week with their partner and figures; a member opens its bets on the same days', async () => {
  const { requests } = mockApi([
    on(reportByUser, { items: [memberRow(31, 500_000, 100_000), memberRow(32, 10_000, 90_000)], total: 2 }),
    on(reportByUserSummary, figureSummary(from, today)),
    on(gameBrandList, { items: [] }),
  ]);
  const open = jest.spyOn(window, 'open').mockReturnValue({ focus: () => undefined } as Window);
  renderReports(<StatisticsByUserPage />, { path: '/partner/statistice-by-user' });

  const table = await screen.findByRole('table', { name: '회원별 통계' });
  const row = (await within(table).findByRole('button', { name: 'member31 (닉31) 베팅 내역 (새 창)' })).closest('tr')!;
  expect(within(row).getByText('agency1')).toBeInTheDocument();
  expect(within(row).getByText('400,000원')).toBeInTheDocument();
  expect(within(within(table).getByText('member32 (닉32)').closest('tr')!).getByText('-80,000원')).toHaveClass('reports-negative');
  expect(queryOf(sentTo(requests, reportByUser)[0]!)).toMatchObject({ sort: 'bet', order: 'desc' });

  await userEvent.click(within(row).getByRole('button', { name: 'member31 (닉31) 베팅 내역 (새 창)' }));
  expect(open).toHaveBeenCalledWith(`/windows/bet-list?id=31&username=member31&from=${from}&to=${today}`, 'reports-bet-list-31', expect.stringContaining('popup=yes'));
  expect(await screen.findByRole('img', { name: '베팅 상위 10 회원: 1위 member31 500,000원, 2위 member32 10,000원' })).toBeInTheDocument();
});

test('the ranking windows open on the days the page shows; a blocked pop-up says so', async () => {
  mockApi([on(reportByUser, { items: [], total: 0 }), on(reportByUserSummary, figureSummary(from, today, figures(0, 0, 0, 0, 0))), on(gameBrandList, { items: [] })]);
  const open = jest.spyOn(window, 'open').mockReturnValueOnce({ focus: () => undefined } as Window).mockReturnValueOnce(null);
  renderReports(<StatisticsByUserPage />, { path: '/partner/statistice-by-user' });
  expect(await screen.findByText('기간 안에 베팅한 회원이 없습니다')).toBeInTheDocument();

  const windows = screen.getByRole('group', { name: '순위 창' });
  await userEvent.click(within(windows).getByRole('button', { name: '롤링 순위' }));
  expect(open).toHaveBeenLastCalledWith(`/windows/rolling-rank?from=${from}&to=${today}`, 'reports-rolling-rank', expect.any(String));
  await userEvent.click(within(windows).getByRole('button', { name: '출금 순위' }));
  await waitFor(() => expect(screen.getByText('팝업이 차단되었습니다. 이 사이트의 팝업을 허용해 주세요.')).toBeInTheDocument());
});
