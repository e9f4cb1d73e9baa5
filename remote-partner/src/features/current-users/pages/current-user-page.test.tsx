import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockApi, renderPartner, sentTo } from '../../../test/render-partner';
import CurrentUserPage, { REFRESH_MS } from './current-user-page';

const ONLINE = '/api/v1/core/user/online-list';
const reset = (id: number) => `/api/v1/core/user/connection-reset/${id}`;

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

const session = (id: number, userId: number, level: 'agency' | 'member', device: string) => ({
  session_id: id,
  user: { id: userId, username: `user${userId}`, nickname: `nick${userId}`, level, parent_username: 'master1' },
  ip: `10.0.0.${id}`,
  device,
  since: '2025-03-01T01:00:00.000Z',
  last_seen_at: '2025-03-01T02:30:00.000Z',
});

const page = (items: unknown[], total = items.length) => jsonResponse(200, { data: { items, total, minutes: 5 } });
const queries = (requests: Request[]) => sentTo(requests, ONLINE).map((r) => Object.fromEntries(new URL(r.url).searchParams));
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('lists who is online with level, parent, IP, a short device name and times, and says how recent "online" is', async () => {
  const { requests } = mockApi({ [ONLINE]: () => page([session(1, 7, 'member', CHROME), session(2, 8, 'agency', IPHONE)]) });
  renderPartner(<CurrentUserPage />, { path: '/partner/current-user' });

  expect(screen.getByRole('heading', { level: 1, name: '현재 접속자' })).toBeInTheDocument();
  const row = await waitFor(() => rowOf('user7'));
  expect(within(row).getByText('(nick7)')).toBeInTheDocument();
  expect(within(row).getByText('회원')).toBeInTheDocument();
  expect(within(row).getByText('master1')).toBeInTheDocument();
  expect(within(row).getByText('10.0.0.1')).toBeInTheDocument();
  expect(within(row).getByText('Chrome 120 · Windows')).toBeInTheDocument();
  expect(within(row).getAllByRole('time').map((time) => time.getAttribute('datetime'))).toEqual(['2025-03-01T01:00:00.000Z', '2025-03-01T02:30:00.000Z']);
  expect(within(rowOf('user8')).getByText('Safari 17 · iPhone')).toBeInTheDocument();
  expect(screen.getByText('최근 5분 안에 사용된 접속 2건')).toBeInTheDocument();
  expect(queries(requests)[0]).toEqual({ page: '1', pageSize: '20' });
});

test('search and the level filter ask the API again from the first page', async () => {
  const { requests } = mockApi({ [ONLINE]: () => page([session(1, 7, 'member', CHROME)], 45) });
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
  mockApi({ [ONLINE]: () => page([]) });
  renderPartner(<CurrentUserPage />, { path: '/partner/current-user' });
  expect(await screen.findByText('현재 접속 중인 사용자가 없습니다.')).toBeInTheDocument();
});

test('a failed load shows the server message and Retry', async () => {
  let fail = true;
  mockApi({ [ONLINE]: () => (fail ? jsonResponse(503, { message: '점검 중입니다', code: 'INTERNAL' }) : page([session(1, 7, 'member', CHROME)])) });
  renderPartner(<CurrentUserPage />, { path: '/partner/current-user' });
  expect(await screen.findByText('점검 중입니다')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /다시 시도/ }));
  await waitFor(() => rowOf('user7'));
});

test('connection reset asks first, then ends the sessions once and the refreshed list no longer has the row', async () => {
  let resetDone = false;
  const { requests } = mockApi({
    [ONLINE]: () => page(resetDone ? [session(2, 8, 'agency', IPHONE)] : [session(1, 7, 'member', CHROME), session(2, 8, 'agency', IPHONE)]),
    [`POST ${reset(7)}`]: () => {
      resetDone = true;
      return jsonResponse(200, { data: { id: 7, sessions_ended: 1 } });
    },
  });
  renderPartner(<CurrentUserPage />, { path: '/partner/current-user' });
  const row = await waitFor(() => rowOf('user7'));

  await userEvent.click(within(row).getByRole('button', { name: 'user7 접속 초기화' }));
  const confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent('user7 접속을 초기화할까요?');
  expect(sentTo(requests, reset(7))).toHaveLength(0);
  await userEvent.click(within(confirm).getByRole('button', { name: '확인' }));

  expect(await screen.findByText('접속을 초기화했습니다 (세션 1개 종료)')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('user7')).not.toBeInTheDocument());
  expect(sentTo(requests, reset(7)).map((r) => r.method)).toEqual(['POST']);
  expect(sentTo(requests, ONLINE)).toHaveLength(2);
  expect(rowOf('user8')).toBeInTheDocument();
});

test('cancelling the confirmation sends nothing; a refusal shows the server message', async () => {
  const { requests } = mockApi({
    [ONLINE]: () => page([session(1, 7, 'member', CHROME)]),
    [`POST ${reset(7)}`]: () => jsonResponse(404, { message: '하위 라인의 계정이 아닙니다', code: 'NOT_FOUND' }),
  });
  renderPartner(<CurrentUserPage />, { path: '/partner/current-user' });
  const button = await waitFor(() => within(rowOf('user7')).getByRole('button', { name: 'user7 접속 초기화' }));

  await userEvent.click(button);
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '취소' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sentTo(requests, reset(7))).toHaveLength(0);

  await userEvent.click(button);
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }));
  expect(await screen.findByText('하위 라인의 계정이 아닙니다')).toBeInTheDocument();
  expect(sentTo(requests, reset(7))).toHaveLength(1);
});

test('refreshes every 30 seconds while the page is visible', async () => {
  jest.useFakeTimers();
  const { requests } = mockApi({ [ONLINE]: () => page([session(1, 7, 'member', CHROME)]) });
  renderPartner(<CurrentUserPage />, { path: '/partner/current-user' });
  await waitFor(() => expect(sentTo(requests, ONLINE)).toHaveLength(1));
  await act(async () => {
    jest.advanceTimersByTime(REFRESH_MS);
  });
  await waitFor(() => expect(sentTo(requests, ONLINE)).toHaveLength(2));

  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  await act(async () => {
    jest.advanceTimersByTime(REFRESH_MS);
  });
  expect(sentTo(requests, ONLINE)).toHaveLength(2);
  visibility.mockRestore();
});
