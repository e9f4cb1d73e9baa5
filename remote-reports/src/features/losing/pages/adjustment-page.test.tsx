import { reportLosing, reportLosingSettle, seoulToday, type DataOf, type LosingFigure, type LosingLine, type LosingPeriodKind } from '@casino/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, failWith, mockApi, okFor, on, queryOf, renderReports, sentTo } from '../../../test/render-reports';
import AdjustmentPage from './adjustment-page';

type Partner = LosingFigure['partner'];

const today = seoulToday();
const master: Partner = { id: 1, username: 'master1', level: 'master' };
const agency: Partner = { id: 2, username: 'agency1', level: 'agency' };

const line = (branch: Partner | null, overrides: Partial<LosingLine> = {}): LosingLine => ({
  game_type: 'casino',
  branch,
  bet: 1_000_000,
  prize: 700_000,
  refund: 0,
  rolling: 20_000,
  base: 280_000,
  own_rate_bp: 3_000,
  branch_rate_bp: branch ? 2_000 : 0,
  amount: branch ? 28_000 : 84_000,
  ...overrides,
});
const figure = (partner: Partner, settled: LosingFigure['settled'] = null): LosingFigure => ({
  partner,
  lines: partner === master ? [line(agency), line(null, { game_type: 'slot', base: -50_000, amount: -15_000 })] : [line(null)],
  total: partner === master ? 13_000 : 84_000,
  carry_in: partner === master ? -20_000 : 0,
  payable: partner === master ? 0 : 84_000,
  carry_out: partner === master ? -7_000 : 0,
  settled,
});
const losing = (closed: boolean, settled: LosingFigure['settled'] = null, kind: LosingPeriodKind = 'day'): DataOf<typeof reportLosing> => ({
  items: [figure(agency, settled)],
  total: 1,
  period: { kind, from: today, to: today, closed },
  own: figure(master, settled),
});

afterEach(() => jest.restoreAllMocks());

test("the caller's figure and each line partner's, with every line of the working, for today", async () => {
  const { requests } = mockApi([on(reportLosing, losing(true))]);
  renderReports(<AdjustmentPage />, { path: '/partner/adjsutment' });

  expect(screen.getByRole('heading', { level: 1, name: '루징 정산' })).toBeInTheDocument();
  const own = await screen.findByRole('table', { name: 'master1 (마스터) 루징 계산' });
  const branch = within(own).getByText('agency1 (에이전시)').closest('tr')!;
  for (const text of ['카지노', '1,000,000원', '700,000원', '20,000원', '280,000원', '30%', '20%', '28,000원']) expect(within(branch).getByText(text)).toBeInTheDocument();
  const members = within(own).getByText('직속 회원').closest('tr')!;
  expect(within(members).getByText('-50,000원')).toHaveClass('reports-negative');
  expect(within(members).getByText('0%')).toBeInTheDocument();

  const ownCard = own.closest('.ant-card') as HTMLElement;
  expect(within(ownCard).getByText('이월 (이전 기간)').nextSibling).toHaveTextContent('-20,000원');
  expect(within(ownCard).getByText('지급액').nextSibling).toHaveTextContent('0원');
  expect(within(ownCard).getByText('다음 기간으로 이월').nextSibling).toHaveTextContent('-7,000원');
  expect(within(ownCard).getByText('미정산')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'agency1 (에이전시) 루징 계산' })).toBeInTheDocument();
  expect(screen.getByText(`${today} ~ ${today} (일)`)).toBeInTheDocument();
  expect(screen.getByText('마감')).toBeInTheDocument();

  expect(queryOf(sentTo(requests, reportLosing)[0]!)).toEqual({ period: 'day', day: today, page: '1', pageSize: '10' });
  await userEvent.click(screen.getByText('월'));
  await waitFor(() => expect(queryOf(sentTo(requests, reportLosing).at(-1)!)).toEqual({ period: 'month', day: today, page: '1', pageSize: '10' }));
  expect(screen.getByRole('link', { name: '루징 정산 CSV 다운로드 (검색 조건 전체)' }).getAttribute('href')).toBe(`/api/v1/game/partner/report/losing.csv?period=month&day=${today}&lang=ko`);

  const day = screen.getByRole('textbox', { name: '기간에 포함된 날짜' });
  await userEvent.click(day);
  await userEvent.clear(day);
  await userEvent.type(day, '2025-03-01{Enter}');
  await waitFor(() => expect(queryOf(sentTo(requests, reportLosing).at(-1)!)).toEqual({ period: 'month', day: '2025-03-01', page: '1', pageSize: '10' }));
});

test('a master settles a closed period after confirming; cancelling sends nothing; the result is shown', async () => {
  let settled: LosingFigure['settled'] = null;
  const { requests } = mockApi([
    on(reportLosing, () => okFor(reportLosing, losing(true, settled))),
    on(reportLosingSettle, () => {
      settled = { at: '2025-03-02T01:15:00.000Z', paid: 84_000, by: 'master1' };
      return okFor(reportLosingSettle, { period: { kind: 'day', from: today, to: today, closed: true }, settled: 1, already: 0, paid: 84_000 });
    }),
  ]);
  renderReports(<AdjustmentPage />, { path: '/partner/adjsutment', account: { level: 'master' } });
  const button = await screen.findByRole('button', { name: '이 기간 정산' });
  expect(button).toBeEnabled();

  await userEvent.click(button);
  const confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent('이 기간을 정산할까요?');
  expect(confirm).toHaveTextContent(`${today} ~ ${today} (일) 기간의 루징을`);
  await userEvent.click(within(confirm).getByRole('button', { name: '취소' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sentTo(requests, reportLosingSettle)).toHaveLength(0);

  await userEvent.click(button);
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '이 기간 정산' }));
  await waitFor(() => expect(sentTo(requests, reportLosingSettle)).toHaveLength(1));
  expect(await bodyOf(sentTo(requests, reportLosingSettle)[0]!)).toEqual({ period: 'day', day: today });
  expect(await screen.findByText(/^이번에 정산 1명, 이미 정산됨 0명\. 지급 합계/)).toHaveTextContent('84,000원');
  // The figures are read again, now settled.
  expect((await screen.findAllByText('정산 완료')).length).toBe(2);
  expect(screen.getAllByText('master1 정산, 지급', { exact: false }).length).toBe(2);
});

test('the period kind is one radio group named by its label, one Tab stop', async () => {
  mockApi([on(reportLosing, losing(false))]);
  renderReports(<AdjustmentPage />, { path: '/partner/adjsutment' });
  const group = await screen.findByRole('radiogroup', { name: '정산 기간' });
  expect(group).toHaveAttribute('tabindex', '-1');
  expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['일', '주', '월']);
});

test("a refusal (409) is shown as the server gives it", async () => {
  mockApi([on(reportLosing, losing(true)), on(reportLosingSettle, () => failWith(409, { message: '이미 정산 중인 기간입니다', code: 'CONFLICT' }))]);
  renderReports(<AdjustmentPage />, { path: '/partner/adjsutment', account: { level: 'master' } });
  await userEvent.click(await screen.findByRole('button', { name: '이 기간 정산' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '이 기간 정산' }));
  const refusal = (await screen.findByText('이미 정산 중인 기간입니다')).closest('.ant-modal') as HTMLElement;
  expect(refusal).toHaveTextContent('정산하지 못했습니다');
});

test('an open period cannot be settled, and only a master sees the button', async () => {
  mockApi([on(reportLosing, losing(false))]);
  const { unmount } = renderReports(<AdjustmentPage />, { path: '/partner/adjsutment', account: { level: 'master' } });
  expect(await screen.findByRole('button', { name: '이 기간 정산' })).toBeDisabled();
  expect(screen.getByText('마감되지 않은 기간은 정산할 수 없습니다.')).toBeInTheDocument();
  expect(screen.getByText('진행 중')).toBeInTheDocument();
  unmount();

  mockApi([on(reportLosing, losing(true))]);
  renderReports(<AdjustmentPage />, { path: '/partner/adjsutment', account: { level: 'agency', username: 'agency1' } });
  await screen.findByRole('table', { name: 'master1 (마스터) 루징 계산' });
  expect(screen.queryByRole('button', { name: '이 기간 정산' })).not.toBeInTheDocument();
});

test('a failed load shows the message with Retry', async () => {
  let fail = true;
  mockApi([on(reportLosing, () => (fail ? failWith(503, { message: '점검 중입니다', code: 'INTERNAL' }) : okFor(reportLosing, losing(true))))]);
  renderReports(<AdjustmentPage />, { path: '/partner/adjsutment' });
  expect(await screen.findByText('점검 중입니다')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /다시 시도/ }));
  expect(await screen.findByRole('table', { name: 'master1 (마스터) 루징 계산' })).toBeInTheDocument();
});
