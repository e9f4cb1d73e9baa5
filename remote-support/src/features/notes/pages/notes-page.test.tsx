import {
  gradeList,
  staffHtmlPreview,
  staffNoteGet,
  staffNoteList,
  staffNoteSend,
  userChildList,
  userLineList,
  type LineMember,
  type SentNote,
} from '@casino/contract';
import { childAccount, bodyOf, failWith, mockApi, mockViewportWidth, okFor, on, queryOf, renderStaffPage, sentTo, type EndpointRoute } from '@casino/platform/testing';
import type { Editor } from '@tiptap/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { withSentFields } from '../../../test/sent-fields';
import { setupUser } from '../../../test/user';
import NotesPage from './notes-page';

const user = setupUser();

const kim = { id: 70, username: 'kim01', nickname: '김회원' };
const note = (id: number, target: SentNote['target'], extra: Partial<SentNote> = {}): SentNote => ({
  id,
  title: `쪽지 ${id}`,
  target,
  sent: 10,
  read: 3,
  sender: 'master1',
  created_at: '2025-05-02T08:00:00.000Z',
  ...extra,
});
const toLine = note(2, { kind: 'line', partner: { id: 5, username: 'agency1', nickname: '대리점' } });
const NOTES = [note(1, { kind: 'user', member: kim }, { sent: 1, read: 1 }), toLine, note(3, { kind: 'grade', grade: 2, name: '실버' })];
const lineMember: LineMember = { ...kim, parent_username: 'agency1', state: 'normal', grade: 1, cash: 0, credit: 0, rolling_point: 0, online: false, created_at: '2025-01-01T00:00:00.000Z', last_login_at: null, last_deposit_at: null, risk: [] };

const api = (routes: EndpointRoute[] = []) =>
  mockApi([
    ...routes,
    on(staffNoteList, { items: NOTES, total: NOTES.length }),
    on(staffNoteGet, { ...toLine, content: '<p>점검 안내</p><img src="x" onerror="window.hacked = 1">' }),
    on(staffHtmlPreview, async (request) => okFor(staffHtmlPreview, await withSentFields({ content: '' }, request))),
    on(userLineList, { items: [lineMember], total: 1 }),
    on(gradeList, { items: [{ level: 1, name_ko: '브론즈', name_en: 'Bronze', members: 12 }, { level: 2, name_ko: '실버', name_en: 'Silver', members: 4 }] }),
  ]);

const rowOf = async (title: string) => (await screen.findByRole('button', { name: title })).closest('tr') as HTMLElement;
const paste = async (input: HTMLElement, text: string) => {
  await user.click(input);
  await user.paste(text);
};
/** Opens the composer and writes the title and the content (through the editor). */
async function compose(title: string, html: string) {
  await user.click(screen.getByRole('button', { name: '새 쪽지' }));
  const form = await screen.findByRole('dialog', { name: '새 쪽지 쓰기' });
  const editor = (await within(form).findByLabelText('내용', { selector: '[contenteditable]' }, { timeout: 20_000 })) as HTMLElement & { editor: Editor };
  await paste(within(form).getByLabelText('제목'), title);
  act(() => void editor.editor.commands.setContent(html, { emitUpdate: true }));
  return form;
}

// The composer mounts the rich-text editor (ProseMirror) in jsdom: slower than the 40 s default allows on a busy machine.
jest.setTimeout(90_000);

afterEach(() => {
  jest.restoreAllMocks();
  // A column hidden by one test is not hidden in the next.
  localStorage.clear();
});

test('lists the sent notes with whom they went to and how many have read them', async () => {
  const { requests } = api();
  renderStaffPage(<NotesPage />, { path: '/partner/notes' });
  expect(screen.getByRole('heading', { level: 1, name: '쪽지 보내기' })).toBeInTheDocument();
  expect(within(await rowOf('쪽지 1')).getByText('kim01 (김회원)')).toBeInTheDocument();
  expect(within(await rowOf('쪽지 1')).getByText('1 / 1명 읽음')).toBeInTheDocument();
  expect(within(await rowOf('쪽지 2')).getByText('agency1 라인 전체')).toBeInTheDocument();
  expect(within(await rowOf('쪽지 3')).getByText('실버 등급 회원')).toBeInTheDocument();
  expect(within(await rowOf('쪽지 3')).getByText('2025-05-02 17:00')).toBeInTheDocument();
  expect(queryOf(sentTo(requests, staffNoteList)[0]!)).toEqual({ page: '1', pageSize: '20' });
});

test('a note opens with its content as members read it: sanitized', async () => {
  const { requests } = api();
  renderStaffPage(<NotesPage />);
  await user.click(await screen.findByRole('button', { name: '쪽지 2' }));
  const panel = await screen.findByRole('dialog', { name: '보낸 쪽지' });
  const text = await within(panel).findByText('점검 안내');
  expect(text.closest('.staff-html')!.querySelector('[onerror]')).toBeNull();
  expect(within(panel).getByText('3 / 10명 읽음')).toBeInTheDocument();
  expect(queryOf(sentTo(requests, staffNoteGet)[0]!)).toEqual({ id: '2' });
  // The title's click opens it, and the row's does not open it again.
  expect(sentTo(requests, staffNoteGet)).toHaveLength(1);
});

test('a column the user hides stays hidden when the page comes back; the title cannot be hidden', async () => {
  api();
  const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
  const first = renderStaffPage(<NotesPage />, { path: '/partner/notes' });
  await rowOf('쪽지 1');
  expect(headers()).toEqual(['제목', '받는 사람', '읽음', '보낸 사람', '보낸 일시']);
  await user.click(screen.getByRole('button', { name: /표시할 열/ }));
  const chooser = screen.getByRole('group', { name: '보낸 쪽지에 표시할 열' });
  expect(within(chooser).queryByRole('checkbox', { name: '제목' })).not.toBeInTheDocument();
  await user.click(within(chooser).getByRole('checkbox', { name: '보낸 사람' }));
  expect(headers()).toEqual(['제목', '받는 사람', '읽음', '보낸 일시']);
  first.unmount();

  renderStaffPage(<NotesPage />, { path: '/partner/notes' });
  await rowOf('쪽지 1');
  expect(headers()).toEqual(['제목', '받는 사람', '읽음', '보낸 일시']);
  expect(screen.queryByText('master1')).not.toBeInTheDocument();
});

test('on a phone each note is a card (its title, to whom, read and when) that opens from its title', async () => {
  const restoreViewport = mockViewportWidth(390);
  try {
    const { requests } = api();
    renderStaffPage(<NotesPage />, { path: '/partner/notes' });
    const list = await screen.findByRole('list', { name: '보낸 쪽지' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(within(list).getAllByRole('listitem')[1]!);
    expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual(['받는 사람', '읽음', '보낸 일시']);
    expect(card.getByText('agency1 라인 전체')).toBeInTheDocument();
    expect(card.getByText('3 / 10명 읽음')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: '쪽지 2' }));
    expect(await within(await screen.findByRole('dialog', { name: '보낸 쪽지' })).findByText('점검 안내')).toBeInTheDocument();
    expect(sentTo(requests, staffNoteGet).map(queryOf)).toEqual([{ id: '2' }]);
  } finally {
    restoreViewport();
  }
});

test('a note to one member, found by ID or nickname, goes out with its rich text and shows in the list', async () => {
  const { requests } = api([on(staffNoteSend, { id: 9, sent: 1 })]);
  renderStaffPage(<NotesPage />);
  await rowOf('쪽지 1');
  const form = await compose('  입금 안내 ', '<p>확인 <strong>부탁</strong>드립니다</p>');

  const who = within(form).getByLabelText('회원');
  await paste(who, 'kim');
  await user.click(await screen.findByTitle('kim01 (김회원)'));
  await waitFor(() => expect(queryOf(sentTo(requests, userLineList).at(-1)!)).toEqual({ search: 'kim', page: '1', pageSize: '20' }));
  await user.click(within(form).getByRole('button', { name: '보내기' }));

  expect(await screen.findByText('1명에게 보냈습니다')).toBeInTheDocument();
  expect(await bodyOf(sentTo(requests, staffNoteSend)[0]!)).toEqual({ title: '입금 안내', content: '<p>확인 <strong>부탁</strong>드립니다</p>', target: { kind: 'user', user_id: 70 } });
  await waitFor(() => expect(sentTo(requests, staffNoteList)).toHaveLength(2));
});

test('a note to a grade is asked about first; a refusal shows the server message and keeps the note', async () => {
  const { requests } = api([on(staffNoteSend, () => failWith(409, { message: '받을 회원이 없습니다', code: 'CONFLICT' }))]);
  renderStaffPage(<NotesPage />);
  await rowOf('쪽지 1');
  const form = await compose('등급 안내', '<p>안내</p>');

  await user.click(within(form).getByRole('radio', { name: '등급' }).closest('label')!);
  await user.click(await within(form).findByRole('combobox', { name: '등급' }));
  await user.click(await screen.findByTitle('실버 (회원 4명)'));
  await user.click(within(form).getByRole('button', { name: '보내기' }));

  // antd names every dialog by the same id under test: the confirmation is found by its title's class.
  const confirm = (await screen.findByText('여러 회원에게 보낼까요?', { selector: '.ant-modal-confirm-title' })).closest('[role="dialog"]') as HTMLElement;
  expect(confirm).toHaveTextContent('실버 등급 회원 4명 모두에게 갑니다.');
  await user.click(within(confirm).getByRole('button', { name: '보내기' }));
  expect(await screen.findByText('받을 회원이 없습니다')).toBeInTheDocument();
  expect(await bodyOf(sentTo(requests, staffNoteSend)[0]!)).toEqual({ title: '등급 안내', content: '<p>안내</p>', target: { kind: 'grade', grade: 2 } });
  expect(screen.getByRole('dialog', { name: '새 쪽지 쓰기' })).toBeInTheDocument();
});

test("a note to a partner's line names the partner in the question before it goes", async () => {
  const agency = childAccount(5, { username: 'agency1', nickname: '대리점', level: 'agency', members: 3 });
  const { requests } = api([on(userChildList, { items: [agency], total: 1 }), on(staffNoteSend, { id: 9, sent: 3 })]);
  renderStaffPage(<NotesPage />);
  await rowOf('쪽지 1');
  const form = await compose('라인 안내', '<p>안내</p>');

  await user.click(within(form).getByRole('radio', { name: '파트너 라인 전체' }).closest('label')!);
  await paste(await within(form).findByRole('combobox', { name: '파트너' }), 'agency');
  await user.click(await screen.findByTitle('agency1 (대리점)'));
  await user.click(within(form).getByRole('button', { name: '보내기' }));

  const confirm = (await screen.findByText('여러 회원에게 보낼까요?', { selector: '.ant-modal-confirm-title' })).closest('[role="dialog"]') as HTMLElement;
  expect(confirm).toHaveTextContent('agency1 라인 전체의 모든 회원에게 갑니다.');
  await user.click(within(confirm).getByRole('button', { name: '보내기' }));
  expect(await screen.findByText('3명에게 보냈습니다')).toBeInTheDocument();
  expect(await bodyOf(sentTo(requests, staffNoteSend)[0]!)).toEqual({ title: '라인 안내', content: '<p>안내</p>', target: { kind: 'line', partner_id: 5 } });
});
