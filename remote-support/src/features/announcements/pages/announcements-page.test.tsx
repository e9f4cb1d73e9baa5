import { operatorBoardMessageCreate, staffBoardMessageList, staffBoardMessageUpdate, staffPopupOrder } from '@casino/contract';
import { bodyOf, failWith, mockViewportWidth, okFor, on, queryOf, renderStaffPage, sentTo } from '@casino/platform/testing';
import type { Editor } from '@tiptap/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { withSentFields } from '../../../test/sent-fields';
import { setupUser } from '../../../test/user';
import { api, message, paste, popup, rowOf } from '../testing/announcement-fixtures';
import AnnouncementsPage from './announcements-page';

const user = setupUser();

// Forms here mount the rich-text editor (ProseMirror) in jsdom: slower than the 40 s default allows on a busy machine.
jest.setTimeout(90_000);

afterEach(() => jest.restoreAllMocks());

describe('announcements', () => {
  test('lists them with type, audience and state; a site-wide one without the right is view only', async () => {
    const { requests } = api();
    renderStaffPage(<AnnouncementsPage />, { path: '/partner/announcements' });
    expect(screen.getByRole('heading', { level: 1, name: '공지·팝업' })).toBeInTheDocument();

    const first = await rowOf('공지 1');
    expect(within(first).getByText('공지')).toBeInTheDocument();
    expect(within(first).getByText('내 라인')).toBeInTheDocument();
    expect(within(first).getByText('게시 중')).toBeInTheDocument();
    expect(within(await rowOf('공지 2')).getByRole('button', { name: '공지 2 게시' })).toBeInTheDocument();
    const siteWide = await rowOf('전체 공지');
    expect(within(siteWide).getByText('전체 사이트')).toBeInTheDocument();
    expect(within(siteWide).getByText('보기 전용')).toBeInTheDocument();
    expect(within(siteWide).queryByRole('button')).not.toBeInTheDocument();
    expect(queryOf(sentTo(requests, staffBoardMessageList)[0]!)).toEqual({ page: '1', pageSize: '20' });

    await user.click(screen.getByLabelText('종류'));
    await user.click(await screen.findByTitle('이벤트'));
    await waitFor(() => expect(queryOf(sentTo(requests, staffBoardMessageList).at(-1)!)).toEqual({ type: 'event', page: '1', pageSize: '20' }));
  });

  test('unpublishing asks first: Cancel sends nothing, OK sends the whole announcement unpublished', async () => {
    const { requests } = api([on(staffBoardMessageUpdate, async (request) => okFor(staffBoardMessageUpdate, await withSentFields(message(1), request)))]);
    renderStaffPage(<AnnouncementsPage />);
    const row = await rowOf('공지 1');

    await user.click(within(row).getByRole('button', { name: '공지 1 게시 중단' }));
    let confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('"공지 1"의 게시를 중단할까요?');
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentTo(requests, staffBoardMessageUpdate)).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: '공지 1 게시 중단' }));
    confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: '게시 중단' }));
    expect(await screen.findByText('게시를 중단했습니다')).toBeInTheDocument();
    expect(await bodyOf(sentTo(requests, staffBoardMessageUpdate)[0]!)).toEqual({ id: 1, type: 'notice', title: '공지 1', content: '<p>공지 1 내용</p>', published: false });
    expect(within(await rowOf('공지 1')).getByText('게시 중단')).toBeInTheDocument();
  });

  test('a new one is written in the rich-text editor, previewed, and published site-wide with the right', async () => {
    const { requests } = api([on(operatorBoardMessageCreate, { id: 9, content: '<p>새 내용</p>' })]);
    renderStaffPage(<AnnouncementsPage />);
    await rowOf('공지 1');
    await user.click(screen.getByRole('button', { name: '새 공지' }));
    const form = await screen.findByRole('dialog', { name: '새 공지 쓰기' });

    // antd's button-style radios take the click on their label.
    await user.click(within(form).getByRole('radio', { name: '이벤트' }).closest('label')!);
    expect(within(form).getByRole('radio', { name: '이벤트' })).toBeChecked();
    await paste(within(form).getByLabelText('제목'), '  봄 이벤트 ');
    const editor = (await within(form).findByLabelText('내용', { selector: '[contenteditable]' })) as HTMLElement & { editor: Editor };
    act(() => void editor.editor.commands.setContent('<p>새 <strong>내용</strong></p>', { emitUpdate: true }));
    const preview = within(form).getByRole('region', { name: '미리보기 (회원에게 보이는 모습)' });
    expect(await within(preview).findByText('내용')).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: '전체 사이트에 게시' }));
    await user.click(within(form).getByRole('button', { name: '저장' }));

    expect(await screen.findByText('공지를 게시했습니다')).toBeInTheDocument();
    expect(await bodyOf(sentTo(requests, operatorBoardMessageCreate)[0]!)).toEqual({ type: 'event', title: '봄 이벤트', content: '<p>새 <strong>내용</strong></p>', site_wide: true });
    await waitFor(() => expect(sentTo(requests, staffBoardMessageList)).toHaveLength(2));
  });

  test('editing loads the announcement into the editor and saves the whole of it, its published state included', async () => {
    const { requests } = api([on(staffBoardMessageUpdate, async (request) => okFor(staffBoardMessageUpdate, await withSentFields(message(2), request)))]);
    renderStaffPage(<AnnouncementsPage />);
    await user.click(within(await rowOf('공지 2')).getByRole('button', { name: '공지 2 수정' }));
    const form = await screen.findByRole('dialog', { name: '공지 수정' });
    const editor = (await within(form).findByLabelText('내용', { selector: '[contenteditable]' })) as HTMLElement & { editor: Editor };
    expect(editor.editor.getHTML()).toBe('<p>공지 2 내용</p>');
    expect(within(form).getByRole('radio', { name: '이벤트' })).toBeChecked();
    expect(within(form).queryByRole('checkbox', { name: '전체 사이트에 게시' })).not.toBeInTheDocument();

    act(() => void editor.editor.commands.setContent('<p>고친 내용</p>', { emitUpdate: true }));
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('저장했습니다')).toBeInTheDocument();
    expect(await bodyOf(sentTo(requests, staffBoardMessageUpdate)[0]!)).toEqual({ id: 2, type: 'event', title: '공지 2', content: '<p>고친 내용</p>', published: false });
  });

  test('without the site right there is no site-wide choice; missing fields are named; a refusal shows the server message', async () => {
    api([on(operatorBoardMessageCreate, () => failWith(400, { message: '내용이 비어 있습니다', code: 'VALIDATION' }))]);
    renderStaffPage(<AnnouncementsPage />, { account: { rights: [] } });
    await rowOf('공지 1');
    await user.click(screen.getByRole('button', { name: '새 공지' }));
    const form = await screen.findByRole('dialog', { name: '새 공지 쓰기' });
    const editor = (await within(form).findByLabelText('내용', { selector: '[contenteditable]' })) as HTMLElement & { editor: Editor };
    expect(within(form).queryByRole('checkbox', { name: '전체 사이트에 게시' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByText('제목을 입력해 주세요')).toBeInTheDocument();
    expect(within(form).getByText('내용을 입력해 주세요')).toBeInTheDocument();

    await paste(within(form).getByLabelText('제목'), '제목');
    act(() => void editor.editor.commands.setContent('<p>x</p>', { emitUpdate: true }));
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('내용이 비어 있습니다')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '새 공지 쓰기' })).toBeInTheDocument();
  });
});

describe('image popups', () => {
  test('are listed in order; moving one sends the new order of the editable ones and keeps the focus on it', async () => {
    const { requests } = api([on(staffPopupOrder, { items: [popup(30, 1), popup(20, 2, { site_wide: true, editable: false }), popup(10, 3), popup(40, 4)] })]);
    renderStaffPage(<AnnouncementsPage />, { path: '/partner/announcements?tab=popups' });
    expect(await screen.findByRole('tab', { name: '이미지 팝업', selected: true })).toBeInTheDocument();
    const first = await rowOf('팝업 10');
    expect(within(first).getByRole('button', { name: '팝업 10 위로 이동' })).toBeDisabled();
    // Another scope's popup keeps its place: no buttons of its own.
    expect(within(await rowOf('팝업 20')).queryByRole('button', { name: /이동/ })).not.toBeInTheDocument();

    const down = within(first).getByRole('button', { name: '팝업 10 아래로 이동' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('순서를 바꿨습니다')).toBeInTheDocument();
    expect(await bodyOf(sentTo(requests, staffPopupOrder)[0]!)).toEqual({ ids: [30, 10, 40] });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByText(/^팝업/, { selector: 'td' }).textContent)).toEqual(['팝업 30', '팝업 20', '팝업 10', '팝업 40']);
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('팝업 10 아래로 이동'));
  });

});

describe('on a phone', () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = mockViewportWidth(390);
  });
  afterEach(() => restoreViewport());

  /** The cards of a list, each with its title (the card's head), its figures and its buttons. */
  const cardsOf = async (name: string) => within(await screen.findByRole('list', { name })).getAllByRole('listitem');
  const headOf = (card: HTMLElement) => card.querySelector('.ant-card-head-title')!.textContent;

  test('each announcement is a card: its title, type, state and date, and its edit and unpublish (asked first)', async () => {
    const { requests } = api([on(staffBoardMessageUpdate, async (request) => okFor(staffBoardMessageUpdate, await withSentFields(message(1), request)))]);
    renderStaffPage(<AnnouncementsPage />, { path: '/partner/announcements' });
    await screen.findByText('공지 2');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const cards = await cardsOf('공지·이벤트');
    expect(cards.map(headOf)).toEqual(['공지 1', '공지 2', '전체 공지']);
    const event = within(cards[1]!);
    expect(event.getAllByRole('term').map((term) => term.textContent)).toEqual(['종류', '게시', '수정일시']);
    expect(event.getByText('이벤트')).toBeInTheDocument();
    expect(event.getByText('2025-05-02 12:00')).toBeInTheDocument();
    expect(event.getByRole('button', { name: '공지 2 수정' })).toBeInTheDocument();
    expect(event.getByRole('button', { name: '공지 2 게시' })).toBeInTheDocument();
    // Another scope's: view only, its scope under details.
    const siteWide = within(cards[2]!);
    expect(siteWide.getByText('보기 전용')).toBeInTheDocument();
    expect(siteWide.queryByRole('button', { name: /수정|게시/ })).not.toBeInTheDocument();
    await user.click(siteWide.getByRole('button', { name: '자세히' }));
    expect(siteWide.getByText('전체 사이트')).toBeInTheDocument();

    await user.click(within(cards[0]!).getByRole('button', { name: '공지 1 게시 중단' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: '게시 중단' }));
    expect(await screen.findByText('게시를 중단했습니다')).toBeInTheDocument();
    expect(await bodyOf(sentTo(requests, staffBoardMessageUpdate)[0]!)).toMatchObject({ id: 1, published: false });
  });

  test('each image popup is a card with its place and its move buttons, which still move it', async () => {
    const { requests } = api([on(staffPopupOrder, { items: [popup(30, 1), popup(20, 2, { site_wide: true, editable: false }), popup(10, 3), popup(40, 4)] })]);
    renderStaffPage(<AnnouncementsPage />, { path: '/partner/announcements?tab=popups' });
    const cards = await cardsOf('이미지 팝업');
    expect(cards.map(headOf)).toEqual(['팝업 10', '팝업 20', '팝업 30', '팝업 40']);
    const first = within(cards[0]!);
    expect(first.getAllByRole('term').map((term) => term.textContent)).toEqual(['순서', '이미지', '상태']);
    expect(first.getByRole('img', { name: '팝업 10' })).toHaveAttribute('src', '/uploads/p10.png');
    expect(first.getByRole('button', { name: '팝업 10 수정' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: '팝업 10 사용 중지' })).toBeInTheDocument();

    await user.click(first.getByRole('button', { name: '팝업 10 아래로 이동' }));
    expect(await bodyOf(sentTo(requests, staffPopupOrder)[0]!)).toEqual({ ids: [30, 10, 40] });
    await waitFor(async () => expect((await cardsOf('이미지 팝업')).map(headOf)).toEqual(['팝업 30', '팝업 20', '팝업 10', '팝업 40']));
  });
});
