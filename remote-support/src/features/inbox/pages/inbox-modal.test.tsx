import { messageDelete, messageList, messageRead, type InboxMessage } from '@casino/contract';
import { bodyOf, failWith, mockApi, okFor, on, renderInShell, sentTo, type EndpointRoute } from '@casino/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InboxModal from './inbox-modal';

const message = (id: number, read = false, content = `<p>쪽지 ${id} 내용</p>`): InboxMessage => ({
  id,
  title: `쪽지 ${id}`,
  content,
  read,
  created_at: `2025-04-0${(id % 9) + 1}T09:30:00.000Z`,
});

/** The inbox: `items` on page 1 (12 in all when not given), `unread` of them unread; `extra` answers first. */
function mockInbox({ items = [message(1), message(2), message(3, true)], unread = 2, extra = [] }: { items?: InboxMessage[]; unread?: number; extra?: EndpointRoute[] } = {}) {
  return mockApi([...extra, on(messageList, { items, total: items.length, unread })]);
}

const lists = (requests: Request[]) => sentTo(requests, messageList);
const renderInbox = (params: Record<string, string> = {}) => renderInShell(<InboxModal params={params} onClose={jest.fn()} />);
const rowOf = async (title: string) => (await screen.findByRole('button', { name: title })).closest('tr') as HTMLElement;
const listensToInbox = (platform: ReturnType<typeof renderInbox>['platform']) => {
  const inboxChanged = jest.fn();
  platform.events.on('inboxChanged', inboxChanged);
  return inboxChanged;
};

afterEach(() => jest.restoreAllMocks());

describe('list', () => {
  test('shows the notes, marks the unread ones, and the unread count in the heading', async () => {
    const { requests } = mockInbox();
    renderInbox();

    expect(screen.getByRole('heading', { name: '쪽지함' })).toBeInTheDocument();
    const unreadRow = await rowOf('쪽지 1');
    expect(within(unreadRow).getByText('안 읽음')).toBeInTheDocument();
    expect(within(unreadRow).getByRole('button', { name: '쪽지 1' })).toHaveClass('support-link-unread');
    expect(within(unreadRow).getByText('2025-04-02')).toBeInTheDocument();
    const readRow = await rowOf('쪽지 3');
    expect(within(readRow).queryByText('안 읽음')).not.toBeInTheDocument();
    expect(within(readRow).getByRole('button', { name: '쪽지 3' })).not.toHaveClass('support-link-unread');
    expect(screen.getByText('안 읽은 쪽지 2개')).toBeInTheDocument();

    const [first] = lists(requests).map((r) => new URL(r.url));
    expect([first!.searchParams.get('page'), first!.searchParams.get('pageSize')]).toEqual(['1', '10']);
  });

  test('pages ten at a time', async () => {
    const { requests } = mockApi([
      on(messageList, (_r, url) => {
        const page = Number(url.searchParams.get('page'));
        const ids = page === 1 ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] : [11, 12];
        return okFor(messageList, { items: ids.map((id) => message(id, true)), total: 12, unread: 0 });
      }),
    ]);
    renderInbox();
    await screen.findByRole('button', { name: '쪽지 10' });
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByRole('button', { name: '쪽지 12' })).toBeInTheDocument();
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(2);
    expect(new URL(lists(requests).at(-1)!.url).searchParams.get('page')).toBe('2');
  });

  test('says when the inbox is empty', async () => {
    mockInbox({ items: [], unread: 0 });
    renderInbox();
    expect(await screen.findByText('받은 쪽지가 없습니다.')).toBeInTheDocument();
    expect(screen.queryByText(/안 읽은 쪽지/)).not.toBeInTheDocument();
  });

  test('a failed load shows the server message, and Retry loads again', async () => {
    let fail = true;
    mockInbox({ extra: [on(messageList, () => (fail ? failWith(503, { message: '점검 중입니다', code: 'INTERNAL' }) : undefined))] });
    renderInbox();
    expect(await screen.findByText('불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.getByText('점검 중입니다')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /다시 시도/ }));
    expect(await screen.findByRole('button', { name: '쪽지 1' })).toBeInTheDocument();
  });
});

describe('reading a note', () => {
  test('opening an unread note shows it, marks it read once, and hands the new unread count on', async () => {
    const { requests } = mockInbox({ extra: [on(messageRead, { unread: 1 })] });
    const { platform } = renderInbox();
    const inboxChanged = listensToInbox(platform);

    await userEvent.click(await screen.findByRole('button', { name: '쪽지 1' }));

    expect(await screen.findByText('쪽지 1 내용')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '쪽지 1' })).toBeInTheDocument();
    expect(screen.getByText('2025-04-02 18:30')).toBeInTheDocument();
    await waitFor(() => expect(inboxChanged).toHaveBeenCalledWith({ unread: 1 }));
    expect(await bodyOf(sentTo(requests, messageRead)[0]!)).toEqual({ ids: [1] });
    expect(screen.getByText('안 읽은 쪽지 1개')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '목록으로' }));
    const row = await rowOf('쪽지 1');
    expect(within(row).queryByText('안 읽음')).not.toBeInTheDocument();
    // Read now: opening it again sends nothing more.
    await userEvent.click(within(row).getByRole('button', { name: '쪽지 1' }));
    expect(await screen.findByText('쪽지 1 내용')).toBeInTheDocument();
    expect(sentTo(requests, messageRead)).toHaveLength(1);
    // The list's own count on loading, then the count after the one read.
    expect(inboxChanged.mock.calls).toEqual([[{ unread: 2 }], [{ unread: 1 }]]);
  });

  test('a click anywhere on its row opens a note; a click on its tick box only ticks it', async () => {
    mockInbox();
    renderInbox();
    const row = await rowOf('쪽지 3');
    // Each box is named by its note in the member's language, the header's as the whole page.
    expect(screen.getByRole('checkbox', { name: '이 페이지의 쪽지 모두 선택' })).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('checkbox', { name: '선택: 쪽지 3' }));
    expect(within(row).getByRole('checkbox')).toBeChecked();
    expect(screen.queryByText('쪽지 3 내용')).not.toBeInTheDocument();
    await userEvent.click(within(row).getByText('2025-04-04'));
    expect(await screen.findByText('쪽지 3 내용')).toBeInTheDocument();
  });

  test('a read note opens from the keyboard and sends no read call', async () => {
    const { requests } = mockInbox();
    renderInbox();
    (await screen.findByRole('button', { name: '쪽지 3' })).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('쪽지 3 내용')).toBeInTheDocument();
    expect(sentTo(requests, messageRead)).toHaveLength(0);
  });

  test("the staff's HTML is shown sanitized: no event handler survives", async () => {
    const content = '<p>안녕하세요</p><img src="x" onerror="window.hacked = true">';
    mockInbox({ items: [message(7, true, content)], unread: 0 });
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: '쪽지 7' }));
    const text = await screen.findByText('안녕하세요');
    const body = text.closest('.staff-html')!;
    expect(body.querySelector('[onerror]')).toBeNull();
    expect(body.innerHTML).not.toMatch(/onerror/i);
  });

  test('`modal.id` opens that note straight away', async () => {
    const { requests } = mockInbox({ extra: [on(messageRead, { unread: 1 })] });
    renderInbox({ id: '2' });
    expect(await screen.findByText('쪽지 2 내용')).toBeInTheDocument();
    await waitFor(() => expect(sentTo(requests, messageRead)).toHaveLength(1));
    expect(await bodyOf(sentTo(requests, messageRead)[0]!)).toEqual({ ids: [2] });
  });

  test('a failed read call shows the server message; the note stays unread', async () => {
    mockInbox({ extra: [on(messageRead, () => failWith(404, { message: '쪽지를 찾을 수 없습니다', code: 'NOT_FOUND' }))] });
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: '쪽지 1' }));
    expect(await screen.findByText('쪽지를 찾을 수 없습니다')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '목록으로' }));
    expect(within(await rowOf('쪽지 1')).getByText('안 읽음')).toBeInTheDocument();
  });
});

describe('deleting', () => {
  const tick = async (title: string) => userEvent.click(within(await rowOf(title)).getByRole('checkbox'));
  const deleteSelected = () => userEvent.click(screen.getByRole('button', { name: '선택 삭제' }));

  test('deletes the ticked notes only after the confirmation, then reloads and hands the unread count on', async () => {
    const { requests } = mockInbox({ extra: [on(messageDelete, { unread: 0 })] });
    const { platform } = renderInbox();
    const inboxChanged = listensToInbox(platform);
    expect(await screen.findByRole('button', { name: '선택 삭제' })).toBeDisabled();

    await tick('쪽지 1');
    await tick('쪽지 2');
    expect(screen.getByText('2개 선택')).toBeInTheDocument();
    await deleteSelected();

    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('쪽지 2개를 삭제할까요?');
    expect(confirm).toHaveTextContent('정말 삭제하시겠습니까? 삭제한 내역은 복구할 수 없습니다.');
    expect(sentTo(requests, messageDelete)).toHaveLength(0);
    const loadsBefore = lists(requests).length;
    await userEvent.click(within(confirm).getByRole('button', { name: '삭제' }));

    expect(await screen.findByText('삭제되었습니다')).toBeInTheDocument();
    const [sent] = sentTo(requests, messageDelete);
    expect(sent!.method).toBe('DELETE');
    expect(await bodyOf(sent!)).toEqual({ ids: [1, 2] });
    expect(inboxChanged).toHaveBeenCalledWith({ unread: 0 });
    await waitFor(() => expect(lists(requests).length).toBe(loadsBefore + 1));
    expect(screen.queryByText('2개 선택')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '선택 삭제' })).toBeDisabled();
  });

  test('cancelling the confirmation sends nothing and keeps the selection', async () => {
    const { requests } = mockInbox();
    renderInbox();
    await tick('쪽지 1');
    await deleteSelected();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentTo(requests, messageDelete)).toHaveLength(0);
    expect(screen.getByText('1개 선택')).toBeInTheDocument();
  });

  test('deletes the opened note, then shows the list again; the button is busy meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = mockInbox({
      items: [message(3, true)],
      unread: 0,
      extra: [on(messageDelete, () => new Promise<Response>((resolve) => (answer = resolve)))],
    });
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: '쪽지 3' }));
    await userEvent.click(await screen.findByRole('button', { name: '삭제' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('쪽지를 삭제할까요?');
    await userEvent.click(within(confirm).getByRole('button', { name: '삭제' }));

    await waitFor(() => expect(sentTo(requests, messageDelete)).toHaveLength(1));
    expect(screen.getByRole('button', { name: /삭제/ })).toBeDisabled();
    await act(async () => answer(okFor(messageDelete, { unread: 0 })));

    expect(await screen.findByText('삭제되었습니다')).toBeInTheDocument();
    expect(await bodyOf(sentTo(requests, messageDelete)[0]!)).toEqual({ ids: [3] });
    expect(await screen.findByRole('button', { name: '선택 삭제' })).toBeInTheDocument();
    expect(sentTo(requests, messageDelete)).toHaveLength(1);
  });

  test("a refused delete shows the server's message and keeps the note open", async () => {
    const { requests } = mockInbox({ extra: [on(messageDelete, () => failWith(400, { message: '잘못된 요청입니다', code: 'VALIDATION' }))] });
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: '쪽지 3' }));
    await userEvent.click(await screen.findByRole('button', { name: '삭제' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('잘못된 요청입니다')).toBeInTheDocument();
    expect(screen.getByText('쪽지 3 내용')).toBeInTheDocument();
    expect(lists(requests)).toHaveLength(1);
  });

  test('a note already gone (404) shows the message and reloads the list', async () => {
    const { requests } = mockInbox({ extra: [on(messageDelete, () => failWith(404, { message: '쪽지를 찾을 수 없습니다', code: 'NOT_FOUND' }))] });
    renderInbox();
    await tick('쪽지 2');
    await deleteSelected();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('쪽지를 찾을 수 없습니다')).toBeInTheDocument();
    await waitFor(() => expect(lists(requests)).toHaveLength(2));
    expect(screen.queryByText('1개 선택')).not.toBeInTheDocument();
  });
});
