import { staffExclusionEnd, staffExclusionList, type Exclusion } from '@casino/contract';
import { bodyOf, failWith, mockApi, okFor, on, queryOf, renderStaffPage, sentTo } from '@casino/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import BreaksPage from './breaks-page';

const coolOff: Exclusion = { id: 7, username: 'member5', nickname: '회원5', partner: 'agency2', period: '24h', started_at: '2026-12-06T03:00:00.000Z', until: '2026-12-07T03:00:00.000Z' };
const forGood: Exclusion = { id: 3, username: 'member8', nickname: '회원8', partner: 'agency3', period: 'permanent', started_at: '2026-11-30T15:00:00.000Z', until: null };

// Skips the pointer-events check: under jsdom it reads every ancestor's style against antd's sheets, seconds per click.
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
// Rows by their member's ID: a role query after a re-render is as slow under jsdom.
const row = (username: string) => within(screen.getByText(username, { selector: 'td *' }).closest('tr')!);
const dialog = () => screen.getByText(/의 이용 중지를 끝낼까요\?/).closest<HTMLElement>('.ant-modal')!;

/** The page over a list the test can change: each end request is answered by `answer`. */
function setup(answer: () => Response = () => okFor(staffExclusionEnd, { ok: true })) {
  let items = [coolOff, forGood];
  const api = mockApi([
    on(staffExclusionList, (request) => {
      const search = new URL(request.url).searchParams.get('search')?.toLowerCase();
      const found = search ? items.filter((item) => item.username.includes(search)) : items;
      return okFor(staffExclusionList, { items: found, total: found.length });
    }),
    on(staffExclusionEnd, answer),
  ]);
  renderStaffPage(<BreaksPage />, { path: '/partner/breaks' });
  return { ...api, endAll: () => (items = []), drop: (id: number) => (items = items.filter((item) => item.id !== id)) };
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

test('lists the breaks in force: the member, its partner, the kind and length, since and until when (Seoul time), or for good', async () => {
  setup();
  expect(screen.getByRole('heading', { level: 1, name: '이용 중지 관리' })).toBeInTheDocument();
  await screen.findByText('member5');

  const cool = row('member5');
  expect(cool.getByText('(회원5)')).toBeInTheDocument();
  expect(cool.getByText('agency2')).toBeInTheDocument();
  expect(cool.getByText('쿨오프 · 24시간')).toBeInTheDocument();
  expect(cool.getByText('2026-12-06 12:00')).toBeInTheDocument();
  expect(cool.getByText('2026-12-07 12:00')).toBeInTheDocument();
  const good = row('member8');
  expect(good.getByText('자기 제외 · 영구')).toBeInTheDocument();
  expect(good.getAllByText('영구')).toHaveLength(1);
  expect(good.getByRole('button', { name: '일찍 끝내기 member8' })).toBeInTheDocument();
});

test('searches by member ID from the first page, and says when nothing matches', async () => {
  // Two pages of breaks: the search starts again from the first.
  const { requests } = mockApi([
    on(staffExclusionList, (request) => {
      const search = new URL(request.url).searchParams.get('search');
      const items = search === 'nobody' ? [] : search ? [forGood] : [coolOff, forGood];
      return okFor(staffExclusionList, { items, total: search ? items.length : 25 });
    }),
  ]);
  renderStaffPage(<BreaksPage />, { path: '/partner/breaks' });
  await screen.findByText('member5');
  await user.click(screen.getByTitle('2'));
  await waitFor(() => expect(queryOf(sentTo(requests, staffExclusionList).at(-1)!)).toEqual({ page: '2', pageSize: '20' }));

  await user.type(screen.getByRole('searchbox', { name: '회원 아이디' }), ' member8 {Enter}');
  await waitFor(() => expect(screen.queryByText('member5')).not.toBeInTheDocument());
  expect(screen.getByText('member8')).toBeInTheDocument();
  expect(queryOf(sentTo(requests, staffExclusionList).at(-1)!)).toEqual({ page: '1', pageSize: '20', search: 'member8' });

  await user.clear(screen.getByRole('searchbox', { name: '회원 아이디' }));
  await user.type(screen.getByRole('searchbox', { name: '회원 아이디' }), 'nobody{Enter}');
  expect(await screen.findByText("'nobody'에 해당하는 이용 중지 회원이 없습니다.")).toBeInTheDocument();
});

test('with no break in force, says so', async () => {
  const { endAll } = setup();
  endAll();
  expect(await screen.findByText('지금 이용을 쉬고 있는 회원이 없습니다.')).toBeInTheDocument();
});

test('ending a break asks first with the break and a reason, which it needs; then sends it trimmed, says so and reads the list again', async () => {
  const api = setup();
  await screen.findByText('member5');

  await user.click(row('member5').getByRole('button', { name: '일찍 끝내기 member5' }));
  const asked = within(dialog());
  expect(asked.getByText('member5의 이용 중지를 끝낼까요?')).toBeInTheDocument();
  expect(asked.getByText('member5 (회원5)')).toBeInTheDocument();
  expect(asked.getByText('쿨오프 · 24시간')).toBeInTheDocument();
  expect(asked.getByText('회원은 바로 다시 로그인할 수 있습니다. 되돌릴 수 없으며, 사유와 함께 회원 계정 기록에 남습니다.')).toBeInTheDocument();

  await user.type(asked.getByLabelText('사유'), '   ');
  await user.click(asked.getByRole('button', { name: '이용 중지 끝내기' }));
  expect(await asked.findByText('사유를 입력해 주세요.')).toBeInTheDocument();
  expect(sentTo(api.requests, staffExclusionEnd)).toHaveLength(0);

  await user.type(asked.getByLabelText('사유'), ' 전화 본인 확인 후 요청 ');
  api.drop(7);
  await user.click(asked.getByRole('button', { name: '이용 중지 끝내기' }));

  expect(await screen.findByText('member5의 이용 중지를 끝냈습니다.')).toBeInTheDocument();
  expect(await bodyOf(sentTo(api.requests, staffExclusionEnd)[0]!)).toEqual({ id: 7, reason: '전화 본인 확인 후 요청' });
  await waitFor(() => expect(screen.queryByText('member5')).not.toBeInTheDocument());
  expect(screen.queryByText(/의 이용 중지를 끝낼까요\?/)).not.toBeInTheDocument();
  expect(sentTo(api.requests, staffExclusionList)).toHaveLength(2);
});

test('cancelling sends nothing and leaves the break', async () => {
  const { requests } = setup();
  await screen.findByText('member8');
  await user.click(row('member8').getByRole('button', { name: '일찍 끝내기 member8' }));
  expect(within(dialog()).getByText('영구', { selector: '.ant-descriptions-item-content' })).toBeInTheDocument();
  await user.click(within(dialog()).getByRole('button', { name: '취소' }));

  await waitFor(() => expect(screen.queryByText(/의 이용 중지를 끝낼까요\?/)).not.toBeInTheDocument());
  expect(sentTo(requests, staffExclusionEnd)).toHaveLength(0);
  expect(screen.getByText('member8')).toBeInTheDocument();
});

test('a break already over (409) closes the question, says so and reads the list again', async () => {
  const api = setup(() => failWith(409, { code: 'CONFLICT', message: 'This break from play is already over.' }));
  await screen.findByText('member5');
  await user.click(row('member5').getByRole('button', { name: '일찍 끝내기 member5' }));
  await user.type(within(dialog()).getByLabelText('사유'), '확인된 요청');
  api.drop(7);
  await user.click(within(dialog()).getByRole('button', { name: '이용 중지 끝내기' }));

  expect(await screen.findByText('이 이용 중지는 이미 끝났습니다. 목록을 새로 불러왔습니다.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('member5')).not.toBeInTheDocument());
});

test('a failed end keeps the question open with the reason typed and the server’s words', async () => {
  setup(() => failWith(503, { code: 'INTERNAL', message: '잠시 후 다시 시도해 주세요' }));
  await screen.findByText('member5');
  await user.click(row('member5').getByRole('button', { name: '일찍 끝내기 member5' }));
  await user.type(within(dialog()).getByLabelText('사유'), '확인된 요청');
  await user.click(within(dialog()).getByRole('button', { name: '이용 중지 끝내기' }));

  const alert = (await within(dialog()).findByText('잠시 후 다시 시도해 주세요')).closest('[role="alert"]');
  expect(alert).toHaveTextContent('이용 중지를 끝내지 못했습니다');
  expect(within(dialog()).getByLabelText('사유')).toHaveValue('확인된 요청');
  expect(screen.getByText('member5', { selector: 'td *' })).toBeInTheDocument();
});

test('a master without the site right is told so, and nothing is asked of the API', () => {
  const { requests } = mockApi([]);
  renderStaffPage(<BreaksPage />, { path: '/partner/breaks', account: { rights: [] } });
  expect(screen.getByText('사이트 권한이 있는 마스터 계정만 사용할 수 있습니다.')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});
