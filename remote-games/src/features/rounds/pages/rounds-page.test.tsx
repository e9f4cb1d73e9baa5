import { addDays, seoulToday, staffRoundClose, staffRoundReconciliation, type ClosedRoundBet, type DataOf, type StaleRound, type UnseenRollback, type VoidedRoundWin } from '@casino/contract';
import { failWith, mockApi, mockViewportWidth, okFor, on, queryOf, renderStaffPage, routerLocation, sentTo } from '@casino/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { firstBody, staffUser } from '../../../test/staff-test';
import RoundsPage from './rounds-page';

const today = seoulToday();
const stale: StaleRound = {
  provider: 'evolution',
  round_id: 'R-1001',
  username: 'member5',
  nickname: '회원5',
  game: 'Lightning Roulette',
  open_stake: 120_000,
  bets: 3,
  started_at: '2026-12-06T03:00:00.000Z',
  last_call_at: '2026-12-06T03:05:00.000Z',
};
const rollback: UnseenRollback = { provider: 'evolution', bet_txn_id: 'TX-77', round_id: 'R-0990', username: 'member8', nickname: '회원8', at: '2026-12-06T04:10:00.000Z' };
const voidedWin: VoidedRoundWin = { provider: 'evolution', txn_id: 'TX-99', round_id: 'R-0400', username: 'member10', nickname: '회원10', amount: 44_000, at: '2026-12-06T06:00:00.000Z' };
const closedBet: ClosedRoundBet = { provider: 'pragmatic', txn_id: 'TX-88', round_id: 'R-0500', username: 'member9', nickname: '회원9', amount: 5_000, at: '2026-12-06T05:20:00.000Z' };

const user = staffUser();
// Rows by a cell's text: a role query after a re-render is slow under jsdom.
const row = (text: string) => within(screen.getByText(text, { selector: 'td, td *' }).closest('tr')!);
const dialog = () => within(screen.getByText(/라운드를 닫고 환불할까요\?/).closest<HTMLElement>('.ant-modal')!);

/** The day's answer, as the API would give it for `provider` (or every one), with bets on settled rounds past the list's hundred. */
function answerFor(day: string, provider: string | null, staleRounds: StaleRound[]): DataOf<typeof staffRoundReconciliation> {
  const mine = <T extends { provider: string }>(items: T[]) => (provider ? items.filter((item) => item.provider === provider) : items);
  const providers = [
    { provider: 'evolution', stale_rounds: staleRounds.length, unseen_rollbacks: 1, closed_round_bets: 0, voided_round_wins: 1 },
    { provider: 'pragmatic', stale_rounds: 0, unseen_rollbacks: 0, closed_round_bets: 250, voided_round_wins: 0 },
  ];
  const closed = mine([closedBet]);
  return {
    day,
    stale_after_minutes: 60,
    providers: mine(providers),
    stale_rounds: { items: mine(staleRounds), total: mine(staleRounds).length },
    unseen_rollbacks: { items: mine([rollback]), total: mine([rollback]).length },
    closed_round_bets: { items: closed, total: closed.length > 0 ? 250 : 0 },
    voided_round_wins: { items: mine([voidedWin]), total: mine([voidedWin]).length },
  };
}

/** The page over a day the test can change: each close is answered by `answer`. */
function setup(answer: () => Response = () => okFor(staffRoundClose, { refunded: 120_000, bets: 3 })) {
  let staleRounds = [stale];
  const api = mockApi([
    on(staffRoundReconciliation, (_request, url) => okFor(staffRoundReconciliation, answerFor(url.searchParams.get('day')!, url.searchParams.get('provider'), staleRounds))),
    on(staffRoundClose, answer),
  ]);
  const view = renderStaffPage(<RoundsPage />, { path: '/partner/rounds' });
  return { ...api, ...view, settle: () => (staleRounds = []) };
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

test("lists today's stale rounds, rollbacks of unseen bets, bets on settled rounds and wins on closed rounds, each under its count, with each provider's figures", async () => {
  const { requests } = setup();
  expect(screen.getByRole('heading', { level: 1, name: '라운드 정산 점검' })).toBeInTheDocument();
  await screen.findByText('R-1001');
  expect(queryOf(sentTo(requests, staffRoundReconciliation)[0]!)).toEqual({ day: today });
  expect(screen.getByText(/제공사의 마지막 호출 후 60분이 지나도록 열려 있는 라운드는 여기서 닫을 수 있습니다/)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: '날짜 (서울 기준)' })).toHaveValue(today);

  const summary = within(screen.getByRole('table', { name: '제공사별 요약' }));
  expect(summary.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['제공사', '오래 열린 라운드', '받은 적 없는 베팅의 취소', '정산된 라운드의 베팅', '닫힌 라운드의 당첨']);
  expect(within(summary.getByText('pragmatic').closest('tr')!).getByText('250')).toBeInTheDocument();

  expect(screen.getByRole('heading', { level: 2, name: '오래 열린 라운드 (1)' })).toBeInTheDocument();
  const round = row('R-1001');
  expect(round.getByText('evolution')).toBeInTheDocument();
  expect(round.getByText('member5')).toBeInTheDocument();
  expect(round.getByText('(회원5)')).toBeInTheDocument();
  expect(round.getByText('Lightning Roulette')).toBeInTheDocument();
  expect(round.getByText('120,000원')).toBeInTheDocument();
  expect(round.getByText('3')).toBeInTheDocument();
  expect(round.getByText('2026-12-06 12:00')).toBeInTheDocument();
  expect(round.getByText('2026-12-06 12:05')).toBeInTheDocument();
  expect(round.getByRole('button', { name: '닫고 환불 R-1001' })).toBeInTheDocument();

  expect(screen.getByRole('heading', { level: 2, name: '받은 적 없는 베팅의 취소 (1)' })).toBeInTheDocument();
  const unseen = row('TX-77');
  expect(unseen.getByText('R-0990')).toBeInTheDocument();
  expect(unseen.getByText('member8')).toBeInTheDocument();
  expect(unseen.getByText('2026-12-06 13:10')).toBeInTheDocument();

  expect(screen.getByRole('heading', { level: 2, name: '정산된 라운드에 온 베팅 (250)' })).toBeInTheDocument();
  expect(screen.getByText('오래된 순으로 처음 1건만 보여 줍니다.')).toBeInTheDocument();
  const refused = row('TX-88');
  expect(refused.getByText('pragmatic')).toBeInTheDocument();
  expect(refused.getByText('R-0500')).toBeInTheDocument();
  expect(refused.getByText('5,000원')).toBeInTheDocument();
  expect(refused.getByText('2026-12-06 14:20')).toBeInTheDocument();

  expect(screen.getByRole('heading', { level: 2, name: '닫힌 라운드에 온 당첨 (1)' })).toBeInTheDocument();
  const unpaid = row('TX-99');
  expect(unpaid.getByText('R-0400')).toBeInTheDocument();
  expect(unpaid.getByText('member10')).toBeInTheDocument();
  expect(unpaid.getByText('44,000원')).toBeInTheDocument();
  expect(unpaid.getByText('2026-12-06 15:00')).toBeInTheDocument();
});

test('a day with nothing to reconcile says so for each list', async () => {
  mockApi([
    on(staffRoundReconciliation, (_request, url) =>
      okFor(staffRoundReconciliation, {
        day: url.searchParams.get('day')!,
        stale_after_minutes: 60,
        providers: [],
        stale_rounds: { items: [], total: 0 },
        unseen_rollbacks: { items: [], total: 0 },
        closed_round_bets: { items: [], total: 0 },
        voided_round_wins: { items: [], total: 0 },
      }),
    ),
  ]);
  renderStaffPage(<RoundsPage />, { path: '/partner/rounds' });

  expect(await screen.findByText('이 날 오래 열린 라운드가 없습니다.')).toBeInTheDocument();
  expect(screen.getByText('이 날 받은 적 없는 베팅의 취소가 없습니다.')).toBeInTheDocument();
  expect(screen.getByText('이 날 정산된 라운드에 온 베팅이 없습니다.')).toBeInTheDocument();
  expect(screen.getByText('이 날 닫힌 라운드에 온 당첨이 없습니다.')).toBeInTheDocument();
  expect(screen.getByText('이 날 점검할 내용이 있는 제공사가 없습니다.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: '오래 열린 라운드 (0)' })).toBeInTheDocument();
  expect(screen.queryByText(/처음 .*건만 보여 줍니다/)).not.toBeInTheDocument();
});

test("another provider or day asks again with it, keeps the day's other providers to choose from, and goes into the address", async () => {
  const { requests } = setup();
  await screen.findByText('R-1001');

  await user.click(screen.getByRole('combobox', { name: '게임 제공사' }));
  await user.click(await screen.findByTitle('pragmatic'));
  await waitFor(() => expect(queryOf(sentTo(requests, staffRoundReconciliation).at(-1)!)).toEqual({ day: today, provider: 'pragmatic' }));
  await waitFor(() => expect(screen.queryByText('R-1001')).not.toBeInTheDocument());
  expect(screen.getByText('TX-88')).toBeInTheDocument();
  expect(screen.getByText('이 날 오래 열린 라운드가 없습니다.')).toBeInTheDocument();
  // The day's other provider is still there to choose.
  await user.click(screen.getByRole('combobox', { name: '게임 제공사' }));
  expect(await screen.findByTitle('evolution')).toBeInTheDocument();
  await user.keyboard('{Escape}');

  const earlier = addDays(today, -3);
  const day = screen.getByRole('textbox', { name: '날짜 (서울 기준)' });
  await user.click(day);
  await user.clear(day);
  await user.type(day, `${earlier}{Enter}`);
  await waitFor(() => expect(queryOf(sentTo(requests, staffRoundReconciliation).at(-1)!)).toEqual({ day: earlier, provider: 'pragmatic' }));
  expect(routerLocation.current.search).toBe(`?day=${earlier}&provider=pragmatic`);

  await user.click(screen.getByRole('combobox', { name: '게임 제공사' }));
  await user.click(await screen.findByTitle('모든 제공사'));
  await waitFor(() => expect(queryOf(sentTo(requests, staffRoundReconciliation).at(-1)!)).toEqual({ day: earlier }));
  expect(await screen.findByText('R-1001')).toBeInTheDocument();
});

test('closing a stale round asks first with the round, member and refund and a reason, which it needs; then sends it trimmed, says what was refunded and reads the day again', async () => {
  const api = setup();
  await screen.findByText('R-1001');

  await user.click(row('R-1001').getByRole('button', { name: '닫고 환불 R-1001' }));
  const asked = dialog();
  expect(asked.getByText('R-1001 라운드를 닫고 환불할까요?')).toBeInTheDocument();
  expect(asked.getByText('member5')).toBeInTheDocument();
  expect(asked.getByText('120,000원')).toBeInTheDocument();
  expect(asked.getByText('되돌릴 수 없습니다. 닫은 뒤 제공사가 이 라운드의 당첨을 보내면 거부됩니다.')).toBeInTheDocument();

  await user.type(asked.getByLabelText('사유'), '   ');
  await user.click(asked.getByRole('button', { name: '닫고 환불' }));
  expect(await asked.findByText('사유를 입력해 주세요.')).toBeInTheDocument();
  expect(sentTo(api.requests, staffRoundClose)).toHaveLength(0);

  await user.type(asked.getByLabelText('사유'), ' 제공사 확인: 라운드 중단 ');
  api.settle();
  await user.click(asked.getByRole('button', { name: '닫고 환불' }));

  expect(await screen.findByText('120,000원을 환불하고 라운드를 닫았습니다.')).toBeInTheDocument();
  expect(await firstBody(api.requests, staffRoundClose)).toEqual({ provider: 'evolution', round_id: 'R-1001', reason: '제공사 확인: 라운드 중단' });
  await waitFor(() => expect(screen.queryByText('R-1001')).not.toBeInTheDocument());
  expect(screen.queryByText(/라운드를 닫고 환불할까요\?/)).not.toBeInTheDocument();
  expect(sentTo(api.requests, staffRoundReconciliation)).toHaveLength(2);
});

test('cancelling sends nothing and leaves the round', async () => {
  const { requests } = setup();
  await screen.findByText('R-1001');
  await user.click(row('R-1001').getByRole('button', { name: '닫고 환불 R-1001' }));
  await user.type(dialog().getByLabelText('사유'), '확인');
  await user.click(dialog().getByRole('button', { name: '취소' }));

  await waitFor(() => expect(screen.queryByText(/라운드를 닫고 환불할까요\?/)).not.toBeInTheDocument());
  expect(sentTo(requests, staffRoundClose)).toHaveLength(0);
  expect(sentTo(requests, staffRoundReconciliation)).toHaveLength(1);
  expect(screen.getByText('R-1001')).toBeInTheDocument();
});

test("a round the server will not close (409) closes the question with the server's words and reads the day again", async () => {
  const api = setup(() => failWith(409, { code: 'CONFLICT', message: '이 라운드는 이미 닫혔습니다.' }));
  await screen.findByText('R-1001');
  await user.click(row('R-1001').getByRole('button', { name: '닫고 환불 R-1001' }));
  await user.type(dialog().getByLabelText('사유'), '확인된 중단');
  api.settle();
  await user.click(dialog().getByRole('button', { name: '닫고 환불' }));

  expect(await screen.findByText('이 라운드는 이미 닫혔습니다. 목록을 새로 불러왔습니다.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('R-1001')).not.toBeInTheDocument());
  expect(screen.queryByText(/라운드를 닫고 환불할까요\?/)).not.toBeInTheDocument();
  expect(sentTo(api.requests, staffRoundReconciliation)).toHaveLength(2);
});

test("a failed close keeps the question open with the reason typed and the server's words", async () => {
  const { requests } = setup(() => failWith(503, { code: 'INTERNAL', message: '잠시 후 다시 시도해 주세요' }));
  await screen.findByText('R-1001');
  await user.click(row('R-1001').getByRole('button', { name: '닫고 환불 R-1001' }));
  await user.type(dialog().getByLabelText('사유'), '확인된 중단');
  await user.click(dialog().getByRole('button', { name: '닫고 환불' }));

  const alert = (await dialog().findByText('잠시 후 다시 시도해 주세요')).closest('[role="alert"]');
  expect(alert).toHaveTextContent('라운드를 닫지 못했습니다');
  expect(dialog().getByLabelText('사유')).toHaveValue('확인된 중단');
  expect(sentTo(requests, staffRoundReconciliation)).toHaveLength(1);
  expect(within(screen.getByRole('table', { name: '오래 열린 라운드' })).getByText('R-1001')).toBeInTheDocument();
});

test("a day that did not load shows the server's words, and Retry asks again", async () => {
  let fail = true;
  mockApi([
    on(staffRoundReconciliation, (_request, url) => (fail ? failWith(503, { code: 'INTERNAL', message: '점검 중입니다' }) : okFor(staffRoundReconciliation, answerFor(url.searchParams.get('day')!, null, [stale])))),
  ]);
  renderStaffPage(<RoundsPage />, { path: '/partner/rounds' });

  expect(await screen.findByText('점검 중입니다')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: /다시 시도/ }));
  expect(await screen.findByText('R-1001')).toBeInTheDocument();
});

test('in English: the headings, the figures and the empty lists', async () => {
  const { platform } = setup();
  await act(() => platform.i18n.setLanguage('en'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Rounds to reconcile' })).toBeInTheDocument();
  await screen.findByText('R-1001');
  expect(screen.getByText(/A round still open 60 minutes after its last call from the provider may be closed here/)).toBeInTheDocument();
  expect(row('R-1001').getByText('₩120,000')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Bets on settled rounds (250)' })).toBeInTheDocument();
  expect(screen.getByText('Showing the first 1, oldest first.')).toBeInTheDocument();

  await user.click(screen.getByRole('combobox', { name: 'Game provider' }));
  await user.click(await screen.findByTitle('pragmatic'));
  expect(await screen.findByText('No stale rounds on this day.')).toBeInTheDocument();
  expect(screen.getByText('No rollbacks of unseen bets on this day.')).toBeInTheDocument();
});

test('on a phone each stale round is a card with its member, refund and the close button', async () => {
  const restoreViewport = mockViewportWidth(375);
  try {
    setup();
    const cards = within(await screen.findByRole('list', { name: '오래 열린 라운드' })).getAllByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(cards[0]!);
    expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual(['제공사', '회원', '환불되지 않은 베팅금', '마지막 호출']);
    expect(card.getByText('120,000원')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: '닫고 환불 R-1001' }));
    expect(dialog().getByText('R-1001 라운드를 닫고 환불할까요?')).toBeInTheDocument();
  } finally {
    restoreViewport();
  }
});

test('a master without the site right is told so, and nothing is asked of the API', () => {
  const { requests } = mockApi([]);
  renderStaffPage(<RoundsPage />, { path: '/partner/rounds', account: { rights: [] } });
  expect(screen.getByText('이 화면을 볼 권한이 없습니다.')).toBeInTheDocument();
  expect(screen.getByText('사이트 관리 권한(site)이 있는 마스터 계정만 쓸 수 있습니다.')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});
