import {
  agencyBalanceTotal,
  agencyStatementApprove,
  agencyStatementOpen,
  agencyStatementReject,
  agencyStatementSubList,
  agencyStatementUserList,
  seoulToday,
  type AgencyStatement,
  type DataOf,
  type Endpoint,
} from '@casino/contract';
import { createPlatform } from '@casino/platform';
import { failWith, mockApi, okFor, on, queryOf, sentTo, withLiveTestFeed } from '@casino/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { location, renderPartner } from '../../../test/render-partner';
import { LIVE_REFRESH_MS } from '../store/statement-page-store';
import StatementPage, { POLL_MS } from './statement-page';

const statement = (id: number, overrides: Partial<AgencyStatement> = {}): AgencyStatement => ({
  id,
  type: 'deposit',
  amount: id * 10_000,
  status: 'request',
  // 01:15 UTC is 10:15 in Seoul.
  created_at: '2025-03-02T01:15:00.000Z',
  processed_at: null,
  deletable: true,
  user_id: 100 + id,
  username: `user${id}`,
  nickname: `회원${id}`,
  bank_name: '국민은행',
  account_number: '123-456-789',
  parent_username: 'agency1',
  turnover: null,
  ...overrides,
});
type StatementPage = DataOf<typeof agencyStatementUserList>;
const page = (items: AgencyStatement[], open = { deposit: 1, withdraw: 0 }): StatementPage => ({ items, total: items.length, open });
/** The requests of my own members, and of the members below my sub-partners: `rows` is read at each call. */
const memberRequests = (rows: () => StatementPage) => on(agencyStatementUserList, () => okFor(agencyStatementUserList, rows()));
const subRequests = (rows: () => StatementPage) => on(agencyStatementSubList, () => okFor(agencyStatementSubList, rows()));
const myBalance = (balance: number) =>
  on(agencyBalanceTotal, {
    balance,
    rolling_point: 0,
    downline: { member_cash: 0, member_credit: 0, member_rolling_point: 0, member_withdraw_hold: 0, partner_balance: 0, members: 0, partners: 0 },
    as_of: '2025-03-02T01:15:00.000Z',
  });
/** A decision on request `id`; one on any other request is not found. */
const decision = (endpoint: typeof agencyStatementApprove, id: number, answer: () => Response | Promise<Response>) =>
  on(endpoint, (_request, _url, params) => (params.id === String(id) ? answer() : undefined));
const decided = (row: AgencyStatement, balance: number) => okFor(agencyStatementApprove, { statement: row, balance });

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const queries = (requests: Request[], endpoint: Endpoint) => sentTo(requests, endpoint).map(queryOf);

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('lists the requests of my members with member, partner, Seoul time and status, and my balance above', async () => {
  const { requests } = mockApi([
    memberRequests(() => page([statement(1), statement(2, { type: 'withdraw', status: 'waiting' }), statement(3, { status: 'approve' })], { deposit: 1, withdraw: 1 })),
    myBalance(1_500_000),
  ]);
  renderPartner(<StatementPage />);

  expect(screen.getByRole('heading', { level: 1, name: '입출금 신청 관리' })).toBeInTheDocument();
  // While the balance loads: grey lines, the page's one heading (antd's own skeletons draw an empty h3).
  expect(screen.getAllByRole('heading').map((heading) => heading.tagName)).toEqual(['H1']);
  expect(screen.getByText('불러오는 중...').closest('.back-office-visually-hidden')).not.toBeNull();
  expect(await screen.findByText('1,500,000원')).toBeInTheDocument();
  const first = await rowOf('user1 (회원1)');
  expect(within(first).getByText('10,000원')).toBeInTheDocument();
  expect(within(first).getByText('2025-03-02 10:15')).toBeInTheDocument();
  expect(within(first).getByText('agency1')).toBeInTheDocument();
  expect(within(first).getByText('신청')).toBeInTheDocument();
  expect(within(first).getAllByRole('button').map((b) => b.textContent)).toEqual(['승인', '대기', '거절']);
  const second = await rowOf('user2 (회원2)');
  expect(within(second).getByText('출금')).toBeInTheDocument();
  expect(within(second).getAllByRole('button').map((b) => b.textContent)).toEqual(['승인', '거절']);
  // A decided request offers nothing.
  expect(within(await rowOf('user3 (회원3)')).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByText('미처리 입금 1건 · 출금 1건')).toBeInTheDocument();

  const [query] = queries(requests, agencyStatementUserList);
  expect(query).toEqual({ page: '1', pageSize: '20' });
});

test("a withdrawal shows what was staked since the member's last deposit, against the line's rolling requirement", async () => {
  const since = { deposit: 50_000, deposited_at: '2025-03-01T05:00:00.000Z' };
  mockApi([
    memberRequests(() =>
      page([
        statement(1, { type: 'withdraw', turnover: { ...since, staked: 10_000, required: 50_000 } }),
        statement(2, { type: 'withdraw', turnover: { ...since, staked: 60_000, required: 50_000 } }),
        statement(3, { type: 'withdraw', turnover: { ...since, staked: 7_000, required: null } }),
        statement(4, { type: 'withdraw', turnover: null }),
      ]),
    ),
    myBalance(0),
  ]);
  renderPartner(<StatementPage />);

  const low = await rowOf('user1 (회원1)');
  expect(within(low).getByText(/10,000원 \/ 조건 50,000원/)).toBeInTheDocument();
  expect(within(low).getByText('롤링 부족')).toBeInTheDocument();
  expect(within(low).getByText('2025-03-01 14:00 입금 50,000원 이후')).toBeInTheDocument();
  const met = await rowOf('user2 (회원2)');
  expect(within(met).getByText(/60,000원 \/ 조건 50,000원/)).toBeInTheDocument();
  expect(within(met).queryByText('롤링 부족')).not.toBeInTheDocument();
  // No requirement set: what was staked, and nothing to be below.
  const none = await rowOf('user3 (회원3)');
  expect(within(none).getByText(/7,000원 베팅/)).toBeInTheDocument();
  expect(within(none).queryByText('롤링 부족')).not.toBeInTheDocument();
  // No deposit before the request: nothing to count from, said so.
  expect(within(await rowOf('user4 (회원4)')).getByText('이전 입금 없음')).toBeInTheDocument();
});

test('says when there is nothing, and shows a failed load with the server message and a retry', async () => {
  let fail = true;
  mockApi([
    on(agencyStatementUserList, () => (fail ? failWith(503, { message: '점검 중입니다', code: 'INTERNAL' }) : okFor(agencyStatementUserList, page([])))),
    myBalance(0),
  ]);
  renderPartner(<StatementPage />);
  expect(await screen.findByText('신청 목록을 불러오지 못했습니다.')).toBeInTheDocument();
  expect(screen.getByText('점검 중입니다')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /다시 시도/ }));
  expect(await screen.findByText('신청 내역이 없습니다.')).toBeInTheDocument();
});

test('approve names the member and the amount, asks first, then approves once and shows the row and my balance as answered', async () => {
  let answer: (response: Response) => void = () => {};
  const approved = { ...statement(5), status: 'approve' as const, processed_at: '2025-03-02T02:00:00.000Z', deletable: false };
  let decided5 = false;
  const { requests } = mockApi([
    // The server's list, as it stands before and after the approval.
    memberRequests(() => page([decided5 ? approved : statement(5)])),
    myBalance(1_000_000),
    decision(agencyStatementApprove, 5, () => new Promise<Response>((resolve) => (answer = resolve))),
  ]);
  renderPartner(<StatementPage />);
  const row = await rowOf('user5 (회원5)');
  await screen.findByText('1,000,000원');

  // Cancelled: nothing sent.
  await userEvent.click(within(row).getByRole('button', { name: /^승인 / }));
  let dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('신청을 승인할까요?');
  expect(dialog).toHaveTextContent('user5 (회원5) 회원의 입금 신청 50,000원을 승인합니다. 내 보유금에서 50,000원이 회원에게 지급됩니다.');
  await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sentTo(requests, agencyStatementApprove)).toHaveLength(0);

  await userEvent.click(within(row).getByRole('button', { name: /^승인 / }));
  dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: '승인' }));
  await waitFor(() => expect(sentTo(requests, agencyStatementApprove)).toHaveLength(1));
  // While it is on its way, no decision on that row can be sent again.
  for (const button of within(row).getAllByRole('button')) expect(button).toBeDisabled();

  decided5 = true;
  await act(async () => answer(decided(approved, 950_000)));
  expect(await screen.findByText('user5 (회원5) 회원의 신청 50,000원을 승인했습니다')).toBeInTheDocument();
  await waitFor(() => expect(within(row).queryByRole('button')).not.toBeInTheDocument());
  expect(within(row).getByText('승인')).toBeInTheDocument();
  expect(within(row).getByText('2025-03-02 11:00')).toBeInTheDocument();
  expect(await screen.findByText('950,000원')).toBeInTheDocument();
  expect(sentTo(requests, agencyStatementApprove)).toHaveLength(1);
  expect(sentTo(requests, agencyStatementApprove)[0]!.method).toBe('POST');
});

test("a refused decision shows the server's message and shows the list again as it is", async () => {
  const { requests } = mockApi([
    memberRequests(() => page([statement(7, { type: 'withdraw' })])),
    myBalance(0),
    decision(agencyStatementReject, 7, () => failWith(409, { message: '이미 처리된 신청입니다', code: 'CONFLICT' })),
  ]);
  renderPartner(<StatementPage />);
  const row = await rowOf('user7 (회원7)');
  await userEvent.click(within(row).getByRole('button', { name: /^거절 / }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('신청 금액은 회원의 보유금으로 돌아가며');
  await userEvent.click(within(dialog).getByRole('button', { name: '거절' }));
  expect(await screen.findByText('이미 처리된 신청입니다')).toBeInTheDocument();
  await waitFor(() => expect(sentTo(requests, agencyStatementUserList)).toHaveLength(2));
});

test('a deposit the balance cannot cover shows the message and asks the balance again', async () => {
  const { requests } = mockApi([
    memberRequests(() => page([statement(8)])),
    myBalance(10_000),
    decision(agencyStatementApprove, 8, () => failWith(409, { message: '보유금이 부족합니다', code: 'INSUFFICIENT_FUNDS' })),
  ]);
  renderPartner(<StatementPage />);
  await userEvent.click(within(await rowOf('user8 (회원8)')).getByRole('button', { name: /^승인 / }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '승인' }));
  expect(await screen.findByText('보유금이 부족합니다')).toBeInTheDocument();
  await waitFor(() => expect(sentTo(requests, agencyBalanceTotal)).toHaveLength(2));
});

test('type and status filters go to the server, and Reset clears them', async () => {
  const { requests } = mockApi([memberRequests(() => page([statement(1)])), myBalance(0)]);
  renderPartner(<StatementPage />);
  await rowOf('user1 (회원1)');

  await userEvent.click(screen.getByRole('combobox', { name: '구분' }));
  await userEvent.click(await screen.findByTitle('출금'));
  await waitFor(() => expect(queries(requests, agencyStatementUserList).at(-1)!.type).toBe('withdraw'));

  await userEvent.click(screen.getByRole('combobox', { name: '상태' }));
  await userEvent.click(await screen.findByTitle('미처리 (신청 + 대기)'));
  await waitFor(() => expect(queries(requests, agencyStatementUserList).at(-1)!.status).toBe('open'));
  expect(queries(requests, agencyStatementUserList).at(-1)).toEqual({ type: 'withdraw', status: 'open', page: '1', pageSize: '20' });

  await userEvent.click(screen.getByRole('button', { name: '초기화' }));
  await waitFor(() => expect(queries(requests, agencyStatementUserList).at(-1)).toEqual({ page: '1', pageSize: '20' }));
});

test('the member ID and a Seoul day range go to the server', async () => {
  const { requests } = mockApi([memberRequests(() => page([statement(1)])), myBalance(0)]);
  renderPartner(<StatementPage />);
  await rowOf('user1 (회원1)');

  await userEvent.type(screen.getByRole('textbox', { name: '회원 아이디' }), 'user1{Enter}');
  await waitFor(() => expect(queries(requests, agencyStatementUserList).at(-1)!.username).toBe('user1'));

  await userEvent.click(screen.getByRole('textbox', { name: '기간 (한국 시간)' }));
  await userEvent.click(await screen.findByText('오늘'));
  await waitFor(() => expect(queries(requests, agencyStatementUserList).at(-1)!.from).toBe(seoulToday()));
  expect(queries(requests, agencyStatementUserList).at(-1)).toEqual({ username: 'user1', from: seoulToday(), to: seoulToday(), page: '1', pageSize: '20' });
});

test("the sub-partners' tab lists from its own call, with the partner each member belongs to", async () => {
  mockApi([
    memberRequests(() => page([statement(1)])),
    subRequests(() => page([statement(9, { parent_username: 'agency7' })], { deposit: 2, withdraw: 1 })),
    myBalance(0),
  ]);
  renderPartner(<StatementPage />);
  await rowOf('user1 (회원1)');
  const subs = screen.getByRole('tab', { name: /하위 파트너 회원/ });
  // Its badge counts its open requests before it is opened.
  await waitFor(() => expect(subs).toHaveTextContent('하위 파트너 회원 3'));
  await userEvent.click(subs);
  const row = await rowOf('user9 (회원9)');
  expect(within(row).getByText('agency7')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: /^승인 / })).toBeEnabled();
});

test('while the live channel is heard, a request made or decided in the line shows at once (a burst read once), and nothing is polled', async () => {
  jest.useFakeTimers();
  let items = [statement(1)];
  const { requests } = mockApi([memberRequests(() => page(items)), myBalance(0)]);
  const platform = createPlatform({ apiBase: '' });
  const feed = withLiveTestFeed(platform);
  renderPartner(<StatementPage />, { platform });
  await rowOf('user1 (회원1)');
  // The greeting reads the list once more (a request may have come before the channel opened).
  const before = sentTo(requests, agencyStatementUserList).length;
  act(() => feed.deliver({ type: 'ready' }));
  await waitFor(() => expect(sentTo(requests, agencyStatementUserList)).toHaveLength(before + 1));
  const asked = sentTo(requests, agencyStatementUserList).length;
  await act(() => jest.advanceTimersByTimeAsync(POLL_MS));
  expect(sentTo(requests, agencyStatementUserList)).toHaveLength(asked);

  items = [statement(2, { type: 'withdraw' }), statement(1)];
  act(() => feed.deliver({ type: 'changed', topic: 'request_new' }));
  expect(await screen.findByText('새 신청 1건이 들어왔습니다')).toBeInTheDocument();
  expect(within(await rowOf('user2 (회원2)')).getByText('신규')).toBeInTheDocument();

  // A decision made elsewhere shows at once (the poll's page, not read twice); the burst after it is one read, at the end of the wait.
  await act(() => jest.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
  const quiet = sentTo(requests, agencyStatementUserList).length;
  items = [statement(2, { type: 'withdraw' }), statement(1, { status: 'approve', deletable: false, processed_at: '2025-03-02T02:00:00.000Z' })];
  act(() => feed.deliver({ type: 'changed', topic: 'requests' }));
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(sentTo(requests, agencyStatementUserList)).toHaveLength(quiet + 1);
  expect(within(await rowOf('user1 (회원1)')).queryByRole('button', { name: /^승인 / })).not.toBeInTheDocument();
  act(() => (['requests', 'requests', 'request_new'] as const).forEach((topic) => feed.deliver({ type: 'changed', topic })));
  await act(() => jest.advanceTimersByTimeAsync(LIVE_REFRESH_MS - 1));
  expect(sentTo(requests, agencyStatementUserList)).toHaveLength(quiet + 1);
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(sentTo(requests, agencyStatementUserList)).toHaveLength(quiet + 2);
});

test('polling picks up a new request while the page is open, highlights it, and stops when the page closes', async () => {
  jest.useFakeTimers();
  let items = [statement(1)];
  const { requests } = mockApi([memberRequests(() => page(items)), myBalance(0)]);
  const { unmount } = renderPartner(<StatementPage />);
  await rowOf('user1 (회원1)');
  expect(screen.queryByText(/새 신청/)).not.toBeInTheDocument();

  // Nothing new: no notice.
  await act(() => jest.advanceTimersByTimeAsync(POLL_MS));
  expect(screen.queryByText(/새 신청 \d+건/)).not.toBeInTheDocument();

  items = [statement(2, { type: 'withdraw' }), statement(1)];
  await act(() => jest.advanceTimersByTimeAsync(POLL_MS));
  expect(await screen.findByText('새 신청 1건이 들어왔습니다')).toBeInTheDocument();
  const fresh = await rowOf('user2 (회원2)');
  expect(within(fresh).getByText('신규')).toBeInTheDocument();
  expect(within(await rowOf('user1 (회원1)')).queryByText('신규')).not.toBeInTheDocument();

  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByRole('button', { name: '확인' }));
  await waitFor(() => expect(screen.queryByText('새 신청 1건이 들어왔습니다')).not.toBeInTheDocument());
  expect(within(fresh).queryByText('신규')).not.toBeInTheDocument();

  unmount();
  const asked = sentTo(requests, agencyStatementUserList).length;
  await act(() => jest.advanceTimersByTimeAsync(POLL_MS * 4));
  expect(sentTo(requests, agencyStatementUserList)).toHaveLength(asked);
});

test('a hidden tab is not polled', async () => {
  jest.useFakeTimers();
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  const { requests } = mockApi([memberRequests(() => page([statement(1)])), myBalance(0)]);
  renderPartner(<StatementPage />);
  await rowOf('user1 (회원1)');
  const asked = sentTo(requests, agencyStatementUserList).length;
  await act(() => jest.advanceTimersByTimeAsync(POLL_MS * 3));
  expect(sentTo(requests, agencyStatementUserList)).toHaveLength(asked);
  visibility.mockReturnValue('visible');
  await act(() => jest.advanceTimersByTimeAsync(POLL_MS));
  expect(sentTo(requests, agencyStatementUserList)).toHaveLength(asked + 1);
});

describe('where the page opens', () => {
  const NONE = { deposit: 0, withdraw: 0 };
  const open = (members: typeof NONE, sub: typeof NONE) => ({ members, sub, total: members.deposit + members.withdraw + sub.deposit + sub.withdraw });
  const selected = (name: RegExp) => expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');

  test("a master whose requests all wait below its sub-partners opens on that tab, and the address names it", async () => {
    mockApi([
      on(agencyStatementOpen, open(NONE, { deposit: 2, withdraw: 1 })),
      memberRequests(() => page([], NONE)),
      subRequests(() => page([statement(9, { parent_username: 'agency3' }), statement(10, { type: 'withdraw' })], { deposit: 2, withdraw: 1 })),
      myBalance(0),
    ]);
    renderPartner(<StatementPage />, { path: '/partner/statement' });
    expect(await rowOf('user9 (회원9)')).toBeInTheDocument();
    selected(/하위 파트너 회원/);
    await waitFor(() => expect(location.current.search).toBe('?tab=subs'));
  });

  test('a tab the address names is kept, even when nothing waits there; choosing the other tab names it', async () => {
    const { requests } = mockApi([
      on(agencyStatementOpen, open(NONE, { deposit: 2, withdraw: 1 })),
      memberRequests(() => page([statement(3, { status: 'approve' })], NONE)),
      subRequests(() => page([statement(9)], { deposit: 2, withdraw: 1 })),
      myBalance(0),
    ]);
    renderPartner(<StatementPage />, { path: '/partner/statement?tab=members' });
    expect(await rowOf('user3 (회원3)')).toBeInTheDocument();
    selected(/내 회원/);
    expect(sentTo(requests, agencyStatementOpen)).toHaveLength(0);
    await userEvent.click(screen.getByRole('tab', { name: /하위 파트너 회원/ }));
    expect(await rowOf('user9 (회원9)')).toBeInTheDocument();
    await waitFor(() => expect(location.current.search).toBe('?tab=subs'));
  });

  test("a link to waiting withdrawals filters both tabs and opens the one where withdrawals wait", async () => {
    const { requests } = mockApi([
      on(agencyStatementOpen, open({ deposit: 1, withdraw: 0 }, { deposit: 0, withdraw: 1 })),
      memberRequests(() => page([], { deposit: 1, withdraw: 0 })),
      subRequests(() => page([statement(10, { type: 'withdraw' })], { deposit: 0, withdraw: 1 })),
      myBalance(0),
    ]);
    renderPartner(<StatementPage />, { path: '/partner/statement?type=withdraw&status=open' });
    expect(await rowOf('user10 (회원10)')).toBeInTheDocument();
    selected(/하위 파트너 회원/);
    await waitFor(() => expect(location.current.search).toBe('?tab=subs&type=withdraw&status=open'));
    expect(queries(requests, agencyStatementSubList).at(-1)).toEqual({ type: 'withdraw', status: 'open', page: '1', pageSize: '20' });
    // The filter bar shows the filter the link asked for.
    expect(screen.getByRole('combobox', { name: '구분' }).closest('.ant-select')).toHaveTextContent('출금');
    // Changing the filter changes the address, so a reload shows what is shown now.
    await userEvent.click(screen.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(location.current.search).toBe('?tab=subs'));
  });

  test("the menu's entry, opened on a filtered list, starts the page afresh: no filter, the tab where requests wait", async () => {
    const { requests } = mockApi([
      on(agencyStatementOpen, open({ deposit: 1, withdraw: 0 }, { deposit: 0, withdraw: 1 })),
      memberRequests(() => page([statement(4)], { deposit: 1, withdraw: 0 })),
      subRequests(() => page([statement(10, { type: 'withdraw' })], { deposit: 0, withdraw: 1 })),
      myBalance(0),
    ]);
    renderPartner(
      <>
        <StatementPage />
        <Link to="/partner/statement">menu</Link>
      </>,
      { path: '/partner/statement?type=withdraw&status=open' },
    );
    await waitFor(() => expect(location.current.search).toBe('?tab=subs&type=withdraw&status=open'));
    await userEvent.click(screen.getByRole('link', { name: 'menu' }));
    await waitFor(() => expect(location.current.search).toBe('?tab=members'));
    expect(await rowOf('user4 (회원4)')).toBeInTheDocument();
    expect(queries(requests, agencyStatementUserList).at(-1)).toEqual({ page: '1', pageSize: '20' });
  });

  test('without the counts it opens on my members, as before', async () => {
    mockApi([on(agencyStatementOpen, () => failWith(503, { message: '점검 중입니다', code: 'INTERNAL' })), memberRequests(() => page([statement(1)])), myBalance(0)]);
    renderPartner(<StatementPage />, { path: '/partner/statement' });
    expect(await rowOf('user1 (회원1)')).toBeInTheDocument();
    selected(/내 회원/);
  });

  test("tells the menu's badge how many requests wait in both tabs, again after a decision", async () => {
    const told: unknown[] = [];
    const listener = (event: Event) => told.push((event as CustomEvent).detail);
    window.addEventListener('casino:partner-requests-changed', listener);
    let decided = false;
    mockApi([
      on(agencyStatementOpen, open({ deposit: 1, withdraw: 0 }, { deposit: 0, withdraw: 2 })),
      memberRequests(() => (decided ? page([{ ...statement(5), status: 'approve' }], NONE) : page([statement(5)], { deposit: 1, withdraw: 0 }))),
      subRequests(() => page([], { deposit: 0, withdraw: 2 })),
      myBalance(1_000_000),
      decision(agencyStatementApprove, 5, () => {
        decided = true;
        return okFor(agencyStatementApprove, { statement: { ...statement(5), status: 'approve' }, balance: 950_000 });
      }),
    ]);
    renderPartner(<StatementPage />, { path: '/partner/statement' });
    await waitFor(() => expect(told).toEqual([{ open: 3 }]));
    await userEvent.click(within(await rowOf('user5 (회원5)')).getByRole('button', { name: /^승인 / }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '승인' }));
    await waitFor(() => expect(told).toEqual([{ open: 3 }, { open: 2 }]));
    window.removeEventListener('casino:partner-requests-changed', listener);
  });
});
