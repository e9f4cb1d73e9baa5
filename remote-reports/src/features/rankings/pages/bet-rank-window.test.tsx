import { gameTransactionRanking, gameTransactionRankingSummary, seoulToday, type RankedMember } from '@casino/contract';
import { createPlatform } from '@casino/platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockViewportWidth } from '@casino/platform/testing';
import { figures, figureSummary, member } from '../../../test/fixtures';
import { failWith, mockApi, okFor, on, queryOf, renderReports, sentTo } from '../../../test/render-reports';
import BetRankWindow from './bet-rank-window';
import LosingRankWindow from './losing-rank-window';

const ranked = (rank: number, id: number, bet: number): RankedMember => ({ rank, member: member(id), partner: { id: 2, username: 'agency1' }, ...figures(bet, 100_000, 0, 2_000, 4) });
const mockRanking = () =>
  mockApi([
    on(gameTransactionRanking, { items: [ranked(1, 31, 900_000), ranked(2, 32, 50_000)], total: 2 }),
    on(gameTransactionRankingSummary, { members: 2, ...figureSummary('2025-03-01', '2025-03-07') }),
  ]);

afterEach(() => jest.restoreAllMocks());

test('members by bet in the days it was opened on, the bet column marked as the order, with the line totals', async () => {
  const { requests } = mockRanking();
  renderReports(<BetRankWindow />, { path: '/windows/bet-rank?from=2025-03-01&to=2025-03-07' });

  expect(screen.getByRole('heading', { level: 1, name: '베팅 순위' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: '베팅 순위' });
  const first = (await within(table).findByRole('button', { name: 'member31 (닉31) 베팅 내역 (새 창)' })).closest('tr')!;
  expect(within(first).getByText('1')).toBeInTheDocument();
  expect(within(first).getByText('900,000원')).toBeInTheDocument();
  expect(within(first).getByText('agency1')).toBeInTheDocument();
  expect(within(table).getByRole('columnheader', { name: '베팅' })).toHaveAttribute('aria-sort', 'descending');
  expect(within(within(table).getByText('member32 (닉32)').closest('tr')!).getByText('-50,000원')).toHaveClass('reports-negative');
  expect(screen.getByText('기간 안에 베팅한 회원 2명')).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: '검색 조건 합계' })).getByText('로또')).toBeInTheDocument();

  expect(queryOf(sentTo(requests, gameTransactionRanking)[0]!)).toEqual({ by: 'bet', from: '2025-03-01', to: '2025-03-07', page: '1', pageSize: '20' });
  expect(queryOf(sentTo(requests, gameTransactionRankingSummary)[0]!)).toEqual({ from: '2025-03-01', to: '2025-03-07' });

  await userEvent.click(screen.getByRole('combobox', { name: '게임 종류' }));
  await userEvent.click(await screen.findByTitle('카지노'));
  await waitFor(() => expect(queryOf(sentTo(requests, gameTransactionRanking).at(-1)!)).toEqual({ by: 'bet', from: '2025-03-01', to: '2025-03-07', game_type: 'casino', page: '1', pageSize: '20' }));
  expect(screen.getByRole('link', { name: /CSV/ }).getAttribute('href')).toBe('/api/v1/game/partner/game_transaction/ranking.csv?by=bet&from=2025-03-01&to=2025-03-07&game_type=casino&lang=ko');
});

test("the losing ranking asks by losing and marks the line's win/lose as its order; opened alone it shows today", async () => {
  const { requests } = mockRanking();
  renderReports(<LosingRankWindow />, { path: '/windows/losing-rank' });
  const table = await screen.findByRole('table', { name: '루징 순위' });
  expect(within(table).getByRole('columnheader', { name: '윈로스' })).toHaveAttribute('aria-sort', 'descending');
  const today = seoulToday();
  await waitFor(() => expect(queryOf(sentTo(requests, gameTransactionRanking)[0]!)).toEqual({ by: 'losing', from: today, to: today, page: '1', pageSize: '20' }));
});

test('no ranked member shows the empty text; a failure shows the message with Retry', async () => {
  let fail = true;
  mockApi([
    on(gameTransactionRanking, () => (fail ? failWith(503, { message: '점검 중입니다', code: 'INTERNAL' }) : okFor(gameTransactionRanking, { items: [], total: 0 }))),
    on(gameTransactionRankingSummary, { members: 0, ...figureSummary('2025-03-01', '2025-03-07', figures(0, 0, 0, 0, 0)) }),
  ]);
  renderReports(<BetRankWindow />, { path: '/windows/bet-rank' });
  expect(await screen.findByText('점검 중입니다')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /다시 시도/ }));
  expect(await screen.findByText('기간 안에 순위에 오른 회원이 없습니다')).toBeInTheDocument();
});

test('in English: the words, and amounts written with the won sign', async () => {
  mockRanking();
  const platform = createPlatform({ apiBase: '' });
  await act(() => platform.i18n.setLanguage('en'));
  renderReports(<BetRankWindow />, { path: '/windows/bet-rank?from=2025-03-01&to=2025-03-07', platform });
  expect(screen.getByRole('heading', { level: 1, name: 'Bet ranking' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Bet ranking' });
  const first = (await within(table).findByRole('button', { name: 'member31 (닉31): bets (new window)' })).closest('tr')!;
  expect(within(first).getByText('₩900,000')).toBeInTheDocument();
  expect(within(within(table).getByText('member32 (닉32)').closest('tr')!).getByText('-₩50,000')).toHaveClass('reports-negative');
  expect(screen.getByText('2 members played in these days')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download CSV: Bet ranking (the whole filter)' })).toBeInTheDocument();
});

test('on a phone each ranked member is a card: its rank, the member (who opens its bets) and the figure ranked by; the line totals a card too', async () => {
  mockRanking();
  const restoreViewport = mockViewportWidth(390);
  try {
    // In Korean: the language lives in the shared i18n, which a test before may have left in English.
    const platform = createPlatform({ apiBase: '' });
    await act(() => platform.i18n.setLanguage('ko'));
    renderReports(<LosingRankWindow />, { path: '/windows/losing-rank?from=2025-03-01&to=2025-03-07', platform });

    const cards = within(await screen.findByRole('list', { name: '루징 순위' })).getAllByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards.map((card) => card.querySelector('.ant-card-head-title')!.textContent)).toEqual(['1', '2']);
    const second = within(cards[1]!);
    expect(second.getAllByRole('term').map((term) => term.textContent)).toEqual(['회원', '윈로스']);
    expect(second.getByRole('button', { name: 'member32 (닉32) 베팅 내역 (새 창)' })).toBeInTheDocument();
    expect(second.getByText('-52,000원')).toHaveClass('reports-negative');
    expect(cards[1]).not.toHaveTextContent('agency1');

    const totals = screen.getByText('합계 (검색 조건 전체)').closest('.ant-card') as HTMLElement;
    expect(within(totals).getAllByRole('term').map((term) => term.textContent)).toEqual(['라운드', '베팅', '당첨', '환불', '손익', '롤링', '윈로스']);
    expect(within(totals).getByText('-215,000원')).toBeInTheDocument();
  } finally {
    restoreViewport();
  }
});
