import {
  gameBrandList,
  reportBetting,
  reportBettingHistory,
  reportBettingProvider,
  reportBettingProviderHistory,
  reportBettingSummary,
  reportHeader,
  seoulToday,
  type BetRound,
  type DataOf,
} from '@casino/contract';
import { createPlatform } from '@casino/platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { call, figures, figureSummary, round } from '../../../test/fixtures';
import { mockViewportWidth, type EndpointRoute } from '@casino/platform/testing';
import { failWith, mockApi, okFor, on, queryOf, renderReports, sentTo } from '../../../test/render-reports';
import BettingHistoryPage from './betting-history-page';
import { headersOf } from '../../../test/report-columns';

const today = seoulToday();
const page = (items: BetRound[], total = items.length, next: string | null = null): DataOf<typeof reportBetting> => ({ items, total, next });
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

/** Today's two rounds, their totals and no brands, unless `routes` (which answer first) say otherwise. */
function mockBetting(...routes: EndpointRoute[]) {
  return mockApi([
    ...routes,
    on(reportBetting, page([round(1), round(2, { round_id: 'R-2', profit: 7_000, bet: 7_000, prize: 0, closed: false })], 2)),
    on(reportBettingSummary, figureSummary(today, today)),
    on(gameBrandList, { items: [] }),
  ]);
}

afterEach(() => jest.restoreAllMocks());

test("lists today's rounds with game, round, member, amounts and day, the filter's totals by game type, and a totals row", async () => {
  const { requests } = mockBetting();
  renderReports(<BettingHistoryPage />, { path: '/partner/betting-history' });

  expect(screen.getByRole('heading', { level: 1, name: '베팅 내역' })).toBeInTheDocument();
  const first = await rowOf('R-1');
  expect(within(first).getByText('Lucky Slot')).toBeInTheDocument();
  expect(within(first).getByText('Demo Games')).toBeInTheDocument();
  expect(within(first).getByText('슬롯')).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: 'member31 (닉31) 베팅 내역 (새 창)' })).toHaveTextContent('member31 (닉31)');
  expect(within(first).getByText('2025-03-02 10:15:00')).toBeInTheDocument();
  expect(within(first).getByText('2025-03-02')).toBeInTheDocument();
  // A loss keeps its minus sign, and is marked apart from a profit.
  expect(within(first).getByText('-15,000원')).toHaveClass('reports-negative');
  expect(within(await rowOf('R-2')).getByText('진행 중')).toBeInTheDocument();

  const totals = screen.getByRole('table', { name: '검색 조건 합계' });
  expect(within(within(totals).getByText('카지노').closest('tr')!).getByText('-500,000원')).toBeInTheDocument();
  expect(within(within(totals).getByText('합계').closest('tr')!).getByText('1,500,000원')).toBeInTheDocument();
  const sumRow = within(screen.getByRole('table', { name: '라운드 목록' })).getByText('합계 (검색 조건 전체)').closest('tr')!;
  expect(within(sumRow).getByText('1,700,000원')).toBeInTheDocument();
  expect(within(sumRow).getByText('-200,000원')).toHaveClass('reports-negative');

  expect(queryOf(sentTo(requests, reportBetting)[0]!)).toEqual({ from: today, to: today, page: '1', pageSize: '20' });
  expect(queryOf(sentTo(requests, reportBettingSummary)[0]!)).toEqual({ from: today, to: today });
});

test('the filters go to the server as the query, from the first page, and the CSV link carries the same filter', async () => {
  const { requests } = mockBetting();
  renderReports(<BettingHistoryPage />, { path: '/partner/betting-history' });
  await rowOf('R-1');

  await userEvent.click(screen.getByRole('combobox', { name: '게임 종류' }));
  await userEvent.click(await screen.findByTitle('카지노'));
  await waitFor(() => expect(queryOf(sentTo(requests, reportBetting).at(-1)!)).toEqual({ from: today, to: today, game_type: 'casino', page: '1', pageSize: '20' }));
  expect(queryOf(sentTo(requests, gameBrandList).at(-1)!)).toEqual({ game_type: 'casino' });

  await userEvent.type(screen.getByRole('textbox', { name: '회원 아이디' }), 'member31');
  await userEvent.type(screen.getByRole('textbox', { name: '닉네임' }), '닉31{Enter}');
  const filter = { from: today, to: today, game_type: 'casino', username: 'member31', nickname: '닉31' };
  await waitFor(() => expect(queryOf(sentTo(requests, reportBetting).at(-1)!)).toEqual({ ...filter, page: '1', pageSize: '20' }));
  expect(queryOf(sentTo(requests, reportBettingSummary).at(-1)!)).toEqual(filter);

  const csv = screen.getByRole('link', { name: '베팅 내역 CSV 다운로드 (검색 조건 전체)' });
  expect(csv).toHaveAttribute('download');
  const href = new URL(csv.getAttribute('href')!, 'http://localhost');
  expect(href.pathname).toBe('/api/v1/game/partner/report/betting.csv');
  expect(Object.fromEntries(href.searchParams)).toEqual({ ...filter, lang: 'ko' });

  await userEvent.click(screen.getByRole('button', { name: '초기화' }));
  await waitFor(() => expect(queryOf(sentTo(requests, reportBetting).at(-1)!)).toEqual({ from: today, to: today, page: '1', pageSize: '20' }));
});

test('the next page is asked for by the cursor the page before answered; a page number jumps by number', async () => {
  const { requests } = mockBetting(
    on(reportBetting, (_request, url) => {
      const cursor = url.searchParams.get('cursor');
      const at = cursor ? Number(cursor.split('.')[1]) + 1 : Number(url.searchParams.get('page'));
      return okFor(reportBetting, page([round(at * 100, { round_id: `R-p${at}` })], 65, `17000.${at}`));
    }),
  );
  renderReports(<BettingHistoryPage />, { path: '/partner/betting-history' });
  await rowOf('R-p1');

  await userEvent.click(screen.getByTitle('2'));
  await rowOf('R-p2');
  expect(queryOf(sentTo(requests, reportBetting).at(-1)!)).toEqual({ from: today, to: today, cursor: '17000.1', pageSize: '20' });

  await userEvent.click(screen.getByTitle('4'));
  await rowOf('R-p4');
  expect(queryOf(sentTo(requests, reportBetting).at(-1)!)).toEqual({ from: today, to: today, page: '4', pageSize: '20' });

  // Back, then forward again: the cursor of a page already read is kept.
  await userEvent.click(screen.getByTitle('1'));
  await rowOf('R-p1');
  await userEvent.click(screen.getByTitle('2'));
  await rowOf('R-p2');
  expect(queryOf(sentTo(requests, reportBetting).at(-1)!)).toMatchObject({ cursor: '17000.1' });
});

test('says so when nothing was bet, and shows a failure with Retry', async () => {
  let fail = true;
  mockBetting(
    on(reportBetting, () => (fail ? failWith(400, { message: '조회 기간은 최대 366일입니다', code: 'VALIDATION' }) : okFor(reportBetting, page([])))),
    on(reportBettingSummary, figureSummary(today, today, figures(0, 0, 0, 0, 0))),
  );
  renderReports(<BettingHistoryPage />, { path: '/partner/betting-history' });
  expect(await screen.findByText('조회 기간은 최대 366일입니다')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /다시 시도/ }));
  expect(await screen.findByText('베팅 내역이 없습니다')).toBeInTheDocument();
  expect(screen.queryByText('합계 (검색 조건 전체)')).not.toBeInTheDocument();
});

test("a round opens its detail: every bet, win and rollback of it", async () => {
  const { requests } = mockBetting(
    on(reportBettingHistory, {
      round: round(1),
      calls: [call('t1', 'bet', 10_000, { rolled_back: true }), call('t2', 'rollback', 10_000), call('t3', 'bet', 10_000), call('t4', 'win', 25_000), call('t5', 'bet', 99_000, { refused: true })],
    }),
  );
  renderReports(<BettingHistoryPage />, { path: '/partner/betting-history' });
  await userEvent.click(await screen.findByRole('button', { name: '라운드 R-1 상세 보기' }));

  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByText('라운드 R-1')).toBeInTheDocument();
  const calls = within(drawer).getByRole('table', { name: '베팅 · 당첨 · 롤백 내역' });
  expect(within(calls).getAllByRole('row')).toHaveLength(6);
  expect(within(within(calls).getByText('t1').closest('tr')!).getByText('롤백됨')).toBeInTheDocument();
  expect(within(within(calls).getByText('t2').closest('tr')!).getByText('롤백')).toBeInTheDocument();
  expect(within(within(calls).getByText('t4').closest('tr')!).getByText('25,000원')).toBeInTheDocument();
  expect(within(within(calls).getByText('t5').closest('tr')!).getByText('거부됨')).toBeInTheDocument();
  expect(queryOf(sentTo(requests, reportBettingHistory)[0]!)).toEqual({ id: '1' });
});

test("the provider view shows each provider's totals, and a provider's rounds under the same filter", async () => {
  const { requests } = mockBetting(
    on(reportBettingProvider, { from: today, to: today, items: [{ provider: 'demo', ...figures(300_000, 100_000, 0, 3_000, 12) }], sum: figures(300_000, 100_000, 0, 3_000, 12) }),
    on(reportBettingProviderHistory, page([round(7, { round_id: 'R-demo' })], 1)),
  );
  renderReports(<BettingHistoryPage />, { path: '/partner/betting-history' });
  await rowOf('R-1');
  await userEvent.click(screen.getByRole('tab', { name: '게임사별' }));

  const providers = await screen.findByRole('table', { name: '게임사별 합계' });
  const demo = (await within(providers).findByRole('button', { name: 'demo 라운드 보기' })).closest('tr')!;
  expect(within(demo).getByText('300,000원')).toBeInTheDocument();
  expect(within(demo).getByText('12')).toBeInTheDocument();
  expect(queryOf(sentTo(requests, reportBettingProvider)[0]!)).toEqual({ from: today, to: today });

  await userEvent.click(within(demo).getByRole('button', { name: 'demo 라운드 보기' }));
  expect(await screen.findByText('R-demo')).toBeInTheDocument();
  expect(queryOf(sentTo(requests, reportBettingProviderHistory)[0]!)).toEqual({ provider: 'demo', from: today, to: today, page: '1', pageSize: '20' });
  const csv = screen.getByRole('link', { name: 'demo 라운드 CSV 다운로드 (검색 조건 전체)' });
  expect(csv.getAttribute('href')).toBe(`/api/v1/game/partner/report/betting/provider/history.csv?provider=demo&from=${today}&to=${today}&lang=ko`);
  // The provider's rounds end with their totals row, the provider's figures above, as its CSV does.
  const rounds = screen.getByRole('table', { name: 'demo 라운드' });
  expect(headersOf(rounds)).toEqual(reportHeader('reportBettingProviderHistory', 'ko'));
  const sumRow = within(rounds).getByText('합계 (검색 조건 전체)').closest('tr')!;
  expect(within(sumRow).getByText('300,000원')).toBeInTheDocument();
  expect(within(sumRow).getByText('197,000원')).toBeInTheDocument();
});

test("the rounds table has its CSV's columns and totals row, in Korean and in English", async () => {
  mockBetting();
  const platform = createPlatform({ apiBase: '' });
  renderReports(<BettingHistoryPage />, { path: '/partner/betting-history', platform });
  await rowOf('R-1');
  const table = () => screen.getByRole('table', { name: platform.i18n.language === 'ko' ? '라운드 목록' : 'Rounds' });
  expect(headersOf(table())).toEqual(reportHeader('reportBetting', 'ko'));
  expect(headersOf(table())).toEqual(['날짜', '시간', '게임 종류', '브랜드', '게임', '라운드', '회원', '베팅', '당첨', '환불', '손익', '롤링', '윈로스']);
  // Each round's rolling and win/lose, and the filter's under them (fixtures: 15,000 rolling, -215,000 win/lose).
  expect(within(await rowOf('R-1')).getByText('-15,150원')).toBeInTheDocument();
  // Each total under its own column, the label under the first (the day).
  const sumRow = within(table()).getByText('합계 (검색 조건 전체)').closest('tr')!;
  expect([...sumRow.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['합계 (검색 조건 전체)', '', '', '', '', '', '', '1,500,000원', '1,700,000원', '0원', '-200,000원', '15,000원', '-215,000원']);

  await act(() => platform.i18n.setLanguage('en'));
  expect(headersOf(table())).toEqual(reportHeader('reportBetting', 'en'));
  expect(within(table()).getByText('Total (whole filter)')).toBeInTheDocument();
});

describe('on a phone', () => {
  let restoreViewport: () => void;
  beforeEach(() => (restoreViewport = mockViewportWidth(390)));
  afterEach(() => restoreViewport());

  test("each round is a card (its round, which opens it, its member, bet, prize and profit; the rest under details), after the filter's totals as cards", async () => {
    mockBetting(on(reportBettingHistory, { round: round(1), calls: [call('t1', 'bet', 10_000), call('t2', 'win', 25_000, { refused: true })] }));
    // In Korean: the language lives in the shared i18n, which a test before may have left in English.
    const platform = createPlatform({ apiBase: '' });
    await act(() => platform.i18n.setLanguage('ko'));
    renderReports(<BettingHistoryPage />, { path: '/partner/betting-history', platform });

    const rounds = await screen.findByRole('list', { name: '라운드 목록' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [first, second] = within(rounds).getAllByRole('listitem');
    // The card's title is the contract's first column, the day.
    expect(first!.querySelector('.ant-card-head-title')).toHaveTextContent('2025-03-02');
    expect(within(first!).getAllByRole('term').map((term) => term.textContent)).toEqual(['라운드', '회원', '베팅', '당첨', '손익']);
    expect(within(first!).getByRole('button', { name: 'member31 (닉31) 베팅 내역 (새 창)' })).toBeInTheDocument();
    expect(within(first!).getByText('-15,000원')).toHaveClass('reports-negative');
    expect(within(second!).getByText('진행 중')).toBeInTheDocument();
    expect(first).not.toHaveTextContent('Lucky Slot');
    await userEvent.click(within(first!).getByRole('button', { name: '자세히' }));
    expect(first).toHaveTextContent('Lucky Slot');
    expect(within(first!).getByText('-15,150원')).toBeInTheDocument();

    // The whole filter's totals: a card above the rounds, every amount under its column's name.
    const totals = screen.getByText('합계 (검색 조건 전체)').closest('.ant-card') as HTMLElement;
    expect(within(totals).getAllByRole('term').map((term) => term.textContent)).toEqual(['베팅', '당첨', '환불', '손익', '롤링', '윈로스']);
    expect(within(totals).getByText('-215,000원')).toBeInTheDocument();
    // The totals by game type: a card per type and the sum's, bet, profit and win/lose on each.
    const types = within(screen.getByRole('list', { name: '검색 조건 합계' })).getAllByRole('listitem');
    expect(types.map((type) => type.querySelector('.ant-card-head-title')!.textContent)).toEqual(['카지노', '슬롯', '로또', '합계']);
    expect(within(types[0]!).getAllByRole('term').map((term) => term.textContent)).toEqual(['베팅', '손익', '윈로스']);
    expect(within(types[0]!).getByText('-500,000원')).toBeInTheDocument();
    expect(types[3]).toHaveClass('reports-sum-row');

    // A round's card opens its calls, cards too: what, how much, whether it was refused.
    await userEvent.click(within(first!).getByRole('button', { name: '라운드 R-1 상세 보기' }));
    const calls = within(await within(await screen.findByRole('dialog')).findByRole('list', { name: '베팅 · 당첨 · 롤백 내역' })).getAllByRole('listitem');
    expect(calls).toHaveLength(2);
    expect(within(calls[1]!).getAllByRole('term').map((term) => term.textContent)).toEqual(['구분', '금액', '처리']);
    expect(within(calls[1]!).getByText('거부됨')).toBeInTheDocument();
    expect(within(calls[1]!).getByText('25,000원')).toBeInTheDocument();
  });
});
