import { signInAllowList, signInAllowListAdd, signInAllowListRemove, type SignInAllowList, type SignInAllowListEntry } from '@casino/contract';
import { bodyOf, failWith, mockApi, okFor, on, queryOf, renderStaffPage, sentTo } from '@casino/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import AllowListDrawer from './allow-list-drawer';

const entry = (id: number, address: string, note = ''): SignInAllowListEntry => ({ id, address, note, created_at: '2026-12-01T01:00:00.000Z', created_by: { id: 1, username: 'master1' } });
const listOf = (items: SignInAllowListEntry[]): SignInAllowList => ({ account: { id: 12, username: 'agency2' }, items, current_address: '10.0.0.1' });

// Skips the pointer-events check: under jsdom it reads every ancestor's style against antd's sheets, seconds per click.
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const dialog = () => within(screen.getByText(/로그인 허용 주소 추가$/, { selector: '.ant-modal-title' }).closest<HTMLElement>('.ant-modal')!);
/** The question asked before a removal. */
const asked = async () => (await screen.findByText(/삭제할까요\?$/, { selector: '.ant-modal-confirm-title' })).closest<HTMLElement>('.ant-modal')!;
const open = () => renderStaffPage(<AllowListDrawer account={{ id: 12, username: 'agency2' }} open onClose={jest.fn()} />, { account: { level: 'master', username: 'master1', rights: [] } });

afterEach(() => jest.restoreAllMocks());

test("shows a line partner's addresses with when and by whom they were added, asked for by user_id", async () => {
  const { requests } = mockApi([on(signInAllowList, listOf([entry(3, '203.0.113.0/24', '본사')]))]);
  open();
  expect(await screen.findByText('목록 밖의 주소에서 로그인하면 거부되고 로그인 기록에 남습니다.')).toBeInTheDocument();
  const row = within(screen.getByText('203.0.113.0/24', { selector: 'td, td *' }).closest('tr')!);
  expect(row.getByText('본사')).toBeInTheDocument();
  expect(row.getByText('2026-12-01 10:00')).toBeInTheDocument();
  expect(row.getByText('master1')).toBeInTheDocument();
  expect(queryOf(sentTo(requests, signInAllowList)[0]!)).toEqual({ user_id: '12' });
});

test('an empty list says sign-in is allowed from anywhere; an address is checked before it is sent, then added', async () => {
  const api = mockApi([on(signInAllowList, listOf([])), on(signInAllowListAdd, () => okFor(signInAllowListAdd, listOf([entry(4, '198.51.100.7', '지점')])))]);
  open();
  expect(await screen.findByText('허용 주소가 없어 어디서나 로그인할 수 있습니다.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '주소 추가' }));
  await user.type(dialog().getByLabelText('IP 주소 또는 범위'), '지점 와이파이');
  await user.click(dialog().getByRole('button', { name: '추가' }));
  expect(await dialog().findByText('203.0.113.7 또는 203.0.113.0/24 형식으로 입력해 주세요')).toBeInTheDocument();
  expect(sentTo(api.requests, signInAllowListAdd)).toHaveLength(0);

  await user.clear(dialog().getByLabelText('IP 주소 또는 범위'));
  await user.type(dialog().getByLabelText('IP 주소 또는 범위'), '198.51.100.7');
  await user.type(dialog().getByLabelText('설명'), '지점');
  await user.click(dialog().getByRole('button', { name: '추가' }));
  expect(await screen.findByText('198.51.100.7 주소를 추가했습니다')).toBeInTheDocument();
  expect(await bodyOf(sentTo(api.requests, signInAllowListAdd)[0]!)).toEqual({ user_id: 12, address: '198.51.100.7', note: '지점' });
  await waitFor(() => expect(screen.getByText('198.51.100.7', { selector: 'td, td *' })).toBeInTheDocument());
});

test("a refused add keeps the dialog open with the server's words", async () => {
  mockApi([on(signInAllowList, listOf([])), on(signInAllowListAdd, () => failWith(409, { code: 'CONFLICT', message: '이미 목록에 있는 주소 또는 범위입니다' }))]);
  open();
  await user.click(await screen.findByRole('button', { name: '주소 추가' }));
  await user.type(dialog().getByLabelText('IP 주소 또는 범위'), '10.0.0.0/8');
  await user.click(dialog().getByRole('button', { name: '추가' }));
  expect(await dialog().findByText('이미 목록에 있는 주소 또는 범위입니다')).toBeInTheDocument();
  expect(dialog().getByLabelText('IP 주소 또는 범위')).toHaveValue('10.0.0.0/8');
});

test('asks before removing; cancelled, nothing is sent', async () => {
  const api = mockApi([on(signInAllowList, listOf([entry(3, '203.0.113.0/24')])), on(signInAllowListRemove, () => okFor(signInAllowListRemove, listOf([])))]);
  open();
  await user.click(await screen.findByRole('button', { name: '203.0.113.0/24 삭제' }));
  let question = await asked();
  expect(question).toHaveTextContent('agency2 목록에서 203.0.113.0/24 주소를 삭제할까요?');
  expect(question).toHaveTextContent('마지막 주소입니다. 삭제하면 어디서나 로그인할 수 있게 됩니다.');
  await user.click(within(question).getByRole('button', { name: '취소' }));
  await waitFor(() => expect(screen.queryByText(/삭제할까요\?$/, { selector: '.ant-modal-confirm-title' })).not.toBeInTheDocument());
  expect(sentTo(api.requests, signInAllowListRemove)).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: '203.0.113.0/24 삭제' }));
  question = await asked();
  await user.click(within(question).getByRole('button', { name: '삭제' }));
  expect(await screen.findByText('203.0.113.0/24 주소를 삭제했습니다')).toBeInTheDocument();
  expect(new URL(sentTo(api.requests, signInAllowListRemove)[0]!.url).pathname).toBe('/api/v1/core/user/sign-in-allow-list/3');
  expect(await screen.findByText('허용 주소가 없어 어디서나 로그인할 수 있습니다.')).toBeInTheDocument();
});

test("another line's partner is the server's 404, in its words", async () => {
  mockApi([on(signInAllowList, () => failWith(404, { code: 'NOT_FOUND', message: '회원을 찾을 수 없습니다' }))]);
  open();
  expect(await screen.findByText('회원을 찾을 수 없습니다')).toBeInTheDocument();
});
