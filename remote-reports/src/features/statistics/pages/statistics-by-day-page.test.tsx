import { addDays, gameBrandList, reportByDay, reportByDaySummary, seoulToday, type DayFigures } from '@casino/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { figures, figureSummary } from '../../../test/fixtures';
import { headersOf } from '../../../test/report-columns';
import { failWith, mockApi, okFor, on, queryOf, renderReports, sentTo } from '../../../test/render-reports';
import StatisticsByDayPage from './statistics-by-day-page';

const today = seoulToday();
const from = addDays(today, -6);
/** The week, newest first, as the API answers it: a loss on the oldest day. */
const week = Array.from({ length: 7 }, (_, i): DayFigures => ({ day: addDays(today, -i), ...(i === 6 ? figures(100_000, 400_000, 0, 1_000) : figures(200_000 + i * 1_000, 50_000, 0, 2_000)) }));

afterEach(() => {
  jest.restoreAllMocks();
  // The columns a test hid are remembered in this browser.
  localStorage.clear();
});

test('every day of the last week with its figures, the totals by game type and a totals row, and a chart of the trend', async () => {
  const { requests } = mockApi([on(reportByDay, { items: week, total: 7 }), on(reportByDaySummary, figureSummary(from, today)), on(gameBrandList, { items: [] })]);
  renderReports(<StatisticsByDayPage />, { path: '/partner/statistice-by-day' });

  expect(screen.getByRole('heading', { level: 1, name: '일별 통계' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: '일별 통계' });
  const oldest = (await within(table).findByText(from)).closest('tr')!;
  expect(within(oldest).getByText('-300,000원')).toHaveClass('reports-negative');
  expect(within(within(table).getByText(today).closest('tr')!).getByText('200,000원')).toBeInTheDocument();
  expect(within(within(table).getByText('합계 (검색 조건 전체)').closest('tr')!).getByText('1,700,000원')).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: '검색 조건 합계' })).getByText('슬롯')).toBeInTheDocument();

  // The chart is its own chunk; it names the range and its totals (the days' figures are the table's).
  const chart = await screen.findByRole('img', { name: new RegExp(`^${from}부터 ${today}까지 베팅 1,315,000원, 당첨 700,000원, 손익 615,000원`) });
  expect(chart.tagName.toLowerCase()).toBe('svg');

  expect(queryOf(sentTo(requests, reportByDay)[0]!)).toEqual({ from, to: today });
  expect(queryOf(sentTo(requests, reportByDaySummary)[0]!)).toEqual({ from, to: today });
  const csv = screen.getByRole('link', { name: '일별 통계 CSV 다운로드 (검색 조건 전체)' });
  expect(csv.getAttribute('href')).toBe(`/api/v1/game/partner/report/game/by_day.csv?from=${from}&to=${today}&lang=ko`);
});

test('a member filter asks again, and the CSV follows it', async () => {
  const { requests } = mockApi([on(reportByDay, { items: week, total: 7 }), on(reportByDaySummary, figureSummary(from, today)), on(gameBrandList, { items: [] })]);
  renderReports(<StatisticsByDayPage />, { path: '/partner/statistice-by-day' });
  await within(await screen.findByRole('table', { name: '일별 통계' })).findByText(from);
  await userEvent.type(screen.getByRole('textbox', { name: '회원 아이디' }), 'member31{Enter}');
  await waitFor(() => expect(queryOf(sentTo(requests, reportByDay).at(-1)!)).toEqual({ from, to: today, username: 'member31' }));
  expect(screen.getByRole('link', { name: /CSV/ }).getAttribute('href')).toContain('username=member31');
});

test('a refused range shows the server message with Retry; no days shows the empty text', async () => {
  let fail = true;
  mockApi([
    on(reportByDay, () => (fail ? failWith(400, { message: '조회 기간은 최대 366일입니다', code: 'VALIDATION' }) : okFor(reportByDay, { items: [], total: 0 }))),
    on(reportByDaySummary, figureSummary(from, today, figures(0, 0, 0, 0, 0))),
    on(gameBrandList, { items: [] }),
  ]);
  renderReports(<StatisticsByDayPage />, { path: '/partner/statistice-by-day' });
  expect((await screen.findAllByText('조회 기간은 최대 366일입니다')).length).toBeGreaterThan(0);
  fail = false;
  for (const retry of screen.getAllByRole('button', { name: /다시 시도/ })) await userEvent.click(retry);
  expect(await screen.findByText('기간 안의 날짜가 없습니다')).toBeInTheDocument();
  expect(screen.getByText('차트에 보일 내역이 없습니다')).toBeInTheDocument();
});

test('a column the user hides stays hidden when the page comes back, and the totals row follows it; the day cannot be hidden', async () => {
  mockApi([on(reportByDay, { items: week, total: 7 }), on(reportByDaySummary, figureSummary(from, today)), on(gameBrandList, { items: [] })]);
  const days = async () => {
    const table = await screen.findByRole('table', { name: '일별 통계' });
    await within(table).findByText(from);
    return table;
  };
  const totalsRow = (table: HTMLElement) => [...within(table).getByText('합계 (검색 조건 전체)').closest('tr')!.querySelectorAll('td')].map((cell) => cell.textContent);
  const first = renderReports(<StatisticsByDayPage />, { path: '/partner/statistice-by-day' });
  let table = await days();
  expect(headersOf(table)).toEqual(['날짜', '라운드', '베팅', '당첨', '환불', '손익', '롤링', '윈로스']);
  expect(totalsRow(table)).toEqual(['합계 (검색 조건 전체)', '3', '1,500,000원', '1,700,000원', '0원', '-200,000원', '15,000원', '-215,000원']);

  const section = within(screen.getByRole('region', { name: '일별 통계' }));
  await userEvent.click(section.getByRole('button', { name: /표시할 열/ }));
  const chooser = within(section.getByRole('group', { name: '일별 통계에 표시할 열' }));
  expect(chooser.queryByRole('checkbox', { name: '날짜' })).not.toBeInTheDocument();
  await userEvent.click(chooser.getByRole('checkbox', { name: '당첨' }));
  expect(headersOf(table)).toEqual(['날짜', '라운드', '베팅', '환불', '손익', '롤링', '윈로스']);
  expect(totalsRow(table)).toEqual(['합계 (검색 조건 전체)', '3', '1,500,000원', '0원', '-200,000원', '15,000원', '-215,000원']);
  // The totals by game type are a table of their own, with their own choice.
  expect(headersOf(screen.getByRole('table', { name: '검색 조건 합계' }))).toContain('당첨');
  first.unmount();

  renderReports(<StatisticsByDayPage />, { path: '/partner/statistice-by-day' });
  table = await days();
  expect(headersOf(table)).toEqual(['날짜', '라운드', '베팅', '환불', '손익', '롤링', '윈로스']);
  expect(totalsRow(table)).toEqual(['합계 (검색 조건 전체)', '3', '1,500,000원', '0원', '-200,000원', '15,000원', '-215,000원']);
  expect(within(table).queryByText('1,700,000원')).not.toBeInTheDocument();
});
