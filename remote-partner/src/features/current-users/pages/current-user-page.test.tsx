import { userConnectionReset, userOnlineList, type OnlineAccount, type OnlineSession } from '@casino/contract';
import { createPlatform } from '@casino/platform';
import { failWith, mockApi, okFor, on, queryOf, sentTo, withLiveTestFeed } from '@casino/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPartner } from '../../../test/render-partner';
import { LIVE_REFRESH_MS } from '../store/current-users-store';
import CurrentUserPage, { REFRESH_MS } from './current-user-page';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

const session = (id: number, device: string, lastSeen = '2025-03-01T02:30:00.000Z'): OnlineSession => ({
  session_id: id,
  ip: `10.0.0.${id}`,
  device,
  since: '2025-03-01T01:00:00.000Z',
  last_seen_at: lastSeen,
});

/** An online account with its sessions (most recently used first, as the API gives them). */
const account = (userId: number, level: 'agency' | 'member', sessions: OnlineSession[], sessionCount = sessions.length): OnlineAccount => ({
  user: { id: userId, username: `user${userId}`, nickname: `nick${userId}`, level, parent_username: 'master1' },
  session_count: sessionCount,
  sessions,
  since: '2025-03-01T01:00:00.000Z',
  last_seen_at: sessions[0]!.last_seen_at,
});
/** One account on one device. */
const single = (userId: number, level: 'agency' | 'member', device: string) => account(userId, level, [session(userId - 6, device)]);

const page = (items: OnlineAccount[], total = items.length) =>
  okFor(userOnlineList, { items, total, sessions: items.reduce((n, a) => n + a.session_count, 0), minutes: 5 });
/** The reset of user7's sessions; any other account's is not found. */
const resetOf7 = (answer: () => Response) => on(userConnectionReset, (_request, _url, { id }) => (id === '7' ? answer() : undefined));
const queries = (requests: Request[]) => sentTo(requests, userOnlineList).map(queryOf);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('lists who is online with level, parent, IP, a short device name and times, and says how recent "online" is', async () => {
  const { requests } = mockApi([on(userOnlineList, () => page([single(7, 'member', CHROME), single(8, 'agency', IPHONE)]))]);
  renderPartner(<CurrentUserPage />, { path: '/partner/current-user' });

  expect(screen.getByRole('heading', { level: 1, name: '현재 접속자' })).toBeInTheDocument();
  const row = await waitFor(() => rowOf('user7'));
  expect(within(row).getByText('(nick7)')).toBeInTheDocument();
  expect(within(row).getByText('회원')).toBeInTheDocument();
  expect(within(row).getByText('master1')).toBeInTheDocument();
  expect(within(row).getByText('10.0.0.1')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Chrome 120 · Windows' })).toBeInTheDocument();
  expect(within(row).getAllByRole('time').map((time) => time.getAttribute('datetime'))).toEqual(['2025-03-01T01:00:00.000Z', '2025-03-01T02:30:00.000Z']);
  expect(within(rowOf('user8')).getByText('Safari 17 · iPhone')).toBeInTheDocument();
  expect(screen.getByText('최근 5분 안에 접속한 계정 2명 (세션 2개)')).toBeInTheDocument();
  expect(queries(requests)[0]).toEqual({ page: '1', pageSize: '20' });
});

test('one row per account: its session count opens its sessions under it, and the reset ends them all', async () => {
  const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0.0.0 Safari/537.36';
  // Two people, six sessions: user7 on three devices (one more than shown), user8 on three.
  const user7 = account(7, 'member', [session(1, IPHONE, '2025-03-01T02:40:00.000Z'), session(2, CHROME), session(3, LINUX, '2025-03-01T02:10:00.000Z')], 4);
  const user8 = account(8, 'agency', [session(4, CHROME), session(5, CHROME), session(6, LINUX)]);
  let resetDone = false;
  const { requests } = mockApi([
    on(userOnlineList, () => page(resetDone ? [user8] : [user7, user8])),
    resetOf7(() => {
      resetDone = true;
      return okFor(userConnectionReset, { id: 7, sessions_ended: 4 });
    }),
  ]);
  renderPartner(<CurrentUserPage />, { path: '/partner/current-user' });
  const row = await waitFor(() => rowOf('user7'));
  expect(screen.getByText('최근 5분 안에 접속한 계정 2명 (세션 7개)')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: '현재 접속자' });
  // One row per account; the row shows the session used last.
  expect(within(table).getAllByText(/^user\d$/).map((name) => name.textContent)).toEqual(['user7', 'user8']);
  expect(within(row).getByText('10.0.0.1')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Safari 17 · iPhone' })).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'user7의 접속 세션' })).not.toBeInTheDocument();

  const toggle = within(row).getByRole('button', { name: 'user7의 세션 4개' });
  expect(toggle).toHaveTextContent('4개');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  const sessions = await screen.findByRole('table', { name: 'user7의 접속 세션' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAttribute('aria-controls', sessions.closest('[id]')!.id);
  const sessionRows = within(sessions).getAllByRole('row').slice(1);
  expect(sessionRows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['10.0.0.1', '10.0.0.2', '10.0.0.3']);
  expect(within(sessionRows[2]!).getByRole('button', { name: 'Chrome 143 · Linux' })).toBeInTheDocument();
  expect(screen.getByText('오래된 세션 1개는 표시하지 않았습니다.')).toBeInTheDocument();

  // The same button closes them.
  await userEvent.click(toggle);
  await waitFor(() => expect(screen.queryByRole('table', { name: 'user7의 접속 세션' })).not.toBeInTheDocument());

  // One reset for the account ends all of its sessions (the confirmation says how many).
  await userEvent.click(within(row).getByRole('button', { name: 'user7 접속 초기화' }));
  const confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent('접속 중인 세션 4개가 모두 끊기고 다시 로그인해야 합니다.');
  await userEvent.click(within(confirm).getByRole('button', { name: '확인' }));
  expect(await screen.findByText('접속을 초기화했습니다 (세션 4개 종료)')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('user7')).not.toBeInTheDocument());
  expect(sentTo(requests, userConnectionReset)).toHaveLength(1);
  expect(screen.getByText('최근 5분 안에 접속한 계정 1명 (세션 3개)')).toBeInTheDocument();
});

test('search and the level filter ask the API again from the first page', async () => {
  const { requests } = mockApi([on(userOnlineList, () => page([single(7, 'member', CHROME)], 45))]);
  renderPartner(<CurrentUserPage />, { path: '/partner/current-user' });
  await waitFor(() => rowOf('user7'));

  await userEvent.click(screen.getByTitle('3'));
  await waitFor(() => expect(queries(requests).at(-1)).toEqual({ page: '3', pageSize: '20' }));

  await userEvent.type(screen.getByRole('searchbox', { name: '아이디 또는 닉네임 검색' }), 'nick{Enter}');
  await waitFor(() => expect(queries(requests).at(-1)).toEqual({ page: '1', pageSize: '20', search: 'nick' }));

  await userEvent.click(screen.getByRole('combobox', { name: '등급' }));
  await userEvent.click(await screen.findByTitle('에이전시'));
  await waitFor(() => expect(queries(requests).at(-1)).toEqual({ page: '1', pageSize: '20', search: 'nick', level: 'agency' }));
});

test('says so when no one is online', async () => {
  mockApi([on(userOnlineList, () => page([]))]);
  renderPartner(<CurrentUserPage />, { path: '/partner/current-user' });
  expect(await screen.findByText('현재 접속 중인 사용자가 없습니다.')).toBeInTheDocument();
});

test('a failed load shows the server message and Retry', async () => {
  let fail = true;
  mockApi([on(userOnlineList, () => (fail ? failWith(503, { message: '점검 중입니다', code: 'INTERNAL' }) : page([single(7, 'member', CHROME)])))]);
  renderPartner(<CurrentUserPage />, { path: '/partner/current-user' });
  expect(await screen.findByText('점검 중입니다')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /다시 시도/ }));
  await waitFor(() => rowOf('user7'));
});

test('connection reset asks first, then ends the sessions once and the refreshed list no longer has the row', async () => {
  let resetDone = false;
  const { requests } = mockApi([
    on(userOnlineList, () => page(resetDone ? [single(8, 'agency', IPHONE)] : [single(7, 'member', CHROME), single(8, 'agency', IPHONE)])),
    resetOf7(() => {
      resetDone = true;
      return okFor(userConnectionReset, { id: 7, sessions_ended: 1 });
    }),
  ]);
  renderPartner(<CurrentUserPage />, { path: '/partner/current-user' });
  const row = await waitFor(() => rowOf('user7'));

  await userEvent.click(within(row).getByRole('button', { name: 'user7 접속 초기화' }));
  const confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent('user7 접속을 초기화할까요?');
  expect(sentTo(requests, userConnectionReset)).toHaveLength(0);
  await userEvent.click(within(confirm).getByRole('button', { name: '확인' }));

  expect(await screen.findByText('접속을 초기화했습니다 (세션 1개 종료)')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('user7')).not.toBeInTheDocument());
  expect(sentTo(requests, userConnectionReset).map((r) => r.method)).toEqual(['POST']);
  expect(sentTo(requests, userOnlineList)).toHaveLength(2);
  expect(rowOf('user8')).toBeInTheDocument();
});

test('cancelling the confirmation sends nothing; a refusal shows the server message', async () => {
  const { requests } = mockApi([
    on(userOnlineList, () => page([single(7, 'member', CHROME)])),
    resetOf7(() => failWith(404, { message: '하위 라인의 계정이 아닙니다', code: 'NOT_FOUND' })),
  ]);
  renderPartner(<CurrentUserPage />, { path: '/partner/current-user' });
  const button = await waitFor(() => within(rowOf('user7')).getByRole('button', { name: 'user7 접속 초기화' }));

  await userEvent.click(button);
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '취소' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sentTo(requests, userConnectionReset)).toHaveLength(0);

  await userEvent.click(button);
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }));
  expect(await screen.findByText('하위 라인의 계정이 아닙니다')).toBeInTheDocument();
  expect(sentTo(requests, userConnectionReset)).toHaveLength(1);
});

test('refreshes every 30 seconds while the page is visible', async () => {
  jest.useFakeTimers();
  const { requests } = mockApi([on(userOnlineList, () => page([single(7, 'member', CHROME)]))]);
  renderPartner(<CurrentUserPage />, { path: '/partner/current-user' });
  await waitFor(() => expect(sentTo(requests, userOnlineList)).toHaveLength(1));
  await act(async () => {
    jest.advanceTimersByTime(REFRESH_MS);
  });
  await waitFor(() => expect(sentTo(requests, userOnlineList)).toHaveLength(2));

  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  await act(async () => {
    jest.advanceTimersByTime(REFRESH_MS);
  });
  expect(sentTo(requests, userOnlineList)).toHaveLength(2);
  visibility.mockRestore();
});

test('a sign-in in the line told by the live channel shows at once; a burst of them is one read at the end of the wait', async () => {
  jest.useFakeTimers();
  let online = [single(7, 'member', CHROME)];
  const { requests } = mockApi([on(userOnlineList, () => page(online))]);
  const platform = createPlatform({ apiBase: '' });
  const feed = withLiveTestFeed(platform);
  renderPartner(<CurrentUserPage />, { path: '/partner/current-user', platform });
  await screen.findByText('user7');
  await act(() => jest.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
  const before = sentTo(requests, userOnlineList).length;

  online = [single(8, 'agency', IPHONE), ...online];
  act(() => feed.deliver({ type: 'changed', topic: 'online' }));
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(sentTo(requests, userOnlineList)).toHaveLength(before + 1);

  act(() => {
    for (let signIn = 0; signIn < 3; signIn += 1) feed.deliver({ type: 'changed', topic: 'online' });
  });
  await act(() => jest.advanceTimersByTimeAsync(LIVE_REFRESH_MS - 1));
  expect(sentTo(requests, userOnlineList)).toHaveLength(before + 1);
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(sentTo(requests, userOnlineList)).toHaveLength(before + 2);
  expect(await screen.findByText('user8')).toBeInTheDocument();
});
