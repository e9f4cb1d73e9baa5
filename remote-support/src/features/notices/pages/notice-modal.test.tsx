import { boardMessageGet, boardMessageList, type BoardMessageType } from '@casino/contract';
import { createPlatform } from '@casino/platform';
import { failWith, mockApi, okFor, on, renderInShell, sentTo } from '@casino/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import NoticeModal from './notice-modal';

const summary = (id: number, type: BoardMessageType = 'notice') => ({ id, type, title: `${type} ${id}`, created_at: '2026-11-20T09:00:00.000Z' });
const detail = (id: number, content: string) => ({ ...summary(id), content });

/** The board: notices 1-12 (newest first), events 50; `get` answers details. */
function mockBoard(get: (id: number) => Response = (id) => okFor(boardMessageGet, detail(id, `<p>본문 ${id}</p>`))) {
  return mockApi([
    on(boardMessageList, (_request, url) => {
      const page = Number(url.searchParams.get('page'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      const all = url.searchParams.get('type') === 'event' ? [summary(50, 'event')] : Array.from({ length: 12 }, (_, i) => summary(12 - i));
      return okFor(boardMessageList, { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length });
    }),
    on(boardMessageGet, (_request, url) => get(Number(url.searchParams.get('id')))),
  ]);
}

/** Stands for the shell's modal host: closing removes the board and leaves the rest mounted. */
function Closable({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      {open && children}
      <button onClick={() => setOpen(false)}>close the board</button>
    </>
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  // The English test keeps its language choice there; the URL test leaves its address.
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

test('lists the announcements ten a page and pages on', async () => {
  const { requests } = mockBoard();
  renderInShell(<NoticeModal params={{}} onClose={jest.fn()} />);
  expect(screen.getByRole('heading', { name: '공지사항' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'notice 12' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /^notice \d+$/ })).toHaveLength(10);
  await userEvent.click(screen.getByRole('listitem', { name: '2' }));
  expect(await screen.findByRole('button', { name: 'notice 1' })).toBeInTheDocument();
  const pages = sentTo(requests, boardMessageList).map((r) => new URL(r.url).searchParams.get('page'));
  expect(pages).toEqual(['1', '2']);
});

test('opens one announcement with its HTML sanitized, and goes back to the list', async () => {
  mockBoard((id) => okFor(boardMessageGet, detail(id, '<h2>점검 안내</h2><img src="x" onerror="window.hacked = true"><script>window.hacked = true</script><a href="javascript:alert(1)">링크</a>')));
  const { container } = renderInShell(<NoticeModal params={{}} onClose={jest.fn()} />);
  await userEvent.click(await screen.findByRole('button', { name: 'notice 12' }));
  const article = await screen.findByRole('article', { name: 'notice 12' });
  expect(within(article).getByRole('heading', { name: '점검 안내' })).toBeInTheDocument();
  expect(within(article).getByText('2026-11-20', { exact: false })).toBeInTheDocument();
  expect(container.querySelector('script, [onerror], [href^="javascript"]')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: '목록으로' }));
  expect(await screen.findByRole('button', { name: 'notice 12' })).toBeInTheDocument();
});

test('a click anywhere on its row opens an announcement, and Enter on its title too', async () => {
  mockBoard();
  renderInShell(<NoticeModal params={{}} onClose={jest.fn()} />);
  const row = (await screen.findByRole('button', { name: 'notice 12' })).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByText('2026-11-20'));
  expect(await screen.findByRole('article', { name: 'notice 12' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '목록으로' }));
  (await screen.findByRole('button', { name: 'notice 11' })).focus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('article', { name: 'notice 11' })).toBeInTheDocument();
});

test('shows the events on their tab', async () => {
  const { requests } = mockBoard();
  renderInShell(<NoticeModal params={{}} onClose={jest.fn()} />);
  await userEvent.click(await screen.findByRole('tab', { name: '이벤트' }));
  expect(await screen.findByRole('button', { name: 'event 50' })).toBeInTheDocument();
  expect(requests.some((r) => new URL(r.url).searchParams.get('type') === 'event')).toBe(true);
});

test('a failed detail shows an error dialog with the server message, and the list stays', async () => {
  mockBoard(() => failWith(404, { code: 'NOT_FOUND', message: '공지를 찾을 수 없습니다' }));
  renderInShell(<NoticeModal params={{}} onClose={jest.fn()} />);
  await userEvent.click(await screen.findByRole('button', { name: 'notice 12' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('공지를 찾을 수 없습니다')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'notice 12' })).toBeInTheDocument();
});

test('a failed detail without a server message says "Error occurred"', async () => {
  mockBoard(() => {
    throw new TypeError('Failed to fetch');
  });
  const platform = createPlatform({ apiBase: '' });
  await act(() => platform.i18n.setLanguage('en'));
  renderInShell(<NoticeModal params={{ id: '3' }} onClose={jest.fn()} />, platform);
  expect(await within(await screen.findByRole('dialog')).findByText('Error occurred', { exact: true })).toBeInTheDocument();
});

test('closing the board while a detail loads shows no error afterwards', async () => {
  let fail: ((reason: Error) => void) | undefined;
  mockApi([on(boardMessageList, { items: [], total: 0 }), on(boardMessageGet, () => new Promise<Response>((_resolve, reject) => (fail = reject)))]);
  // Only the board closes: antd's App, which would show the error dialog, stays mounted.
  renderInShell(
    <Closable>
      <NoticeModal params={{ id: '3' }} onClose={jest.fn()} />
    </Closable>,
  );
  await waitFor(() => expect(fail).toBeDefined());
  await userEvent.click(screen.getByRole('button', { name: 'close the board' }));
  // One turn of the event loop runs every promise the failure queued: an error dialog it would
  // open is asked for by then.
  await act(async () => fail!(new TypeError('Failed to fetch')));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a link to one announcement (modal.id) opens it', async () => {
  mockBoard();
  renderInShell(<NoticeModal params={{ id: '7' }} onClose={jest.fn()} />);
  expect(await screen.findByText('본문 7')).toBeInTheDocument();
});

test('the URL follows what the board shows, with no stale id left behind', async () => {
  window.history.replaceState(null, '', '/?modal=notice');
  // As the shell's router does: the address changes without a page load.
  const platform = createPlatform({ apiBase: '', navigate: (to, options) => window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to) });
  platform.modals.syncFromLocation(window.location.search);
  mockBoard();
  renderInShell(<NoticeModal params={{}} onClose={jest.fn()} />, platform);
  await userEvent.click(await screen.findByRole('button', { name: 'notice 12' }));
  await waitFor(() => expect(window.location.search).toBe('?modal=notice&modal.id=12'));
  await userEvent.click(screen.getByRole('button', { name: '목록으로' }));
  await waitFor(() => expect(window.location.search).toBe('?modal=notice'));
  await userEvent.click(screen.getByRole('tab', { name: '이벤트' }));
  await waitFor(() => expect(window.location.search).toBe('?modal=notice&modal.tab=event'));
});

test('a link to an event opens it under the events tab, and Back lists the events', async () => {
  mockBoard((id) => okFor(boardMessageGet, { ...summary(id, 'event'), content: `<p>이벤트 ${id}</p>` }));
  renderInShell(<NoticeModal params={{ id: '50' }} onClose={jest.fn()} />);
  expect(await screen.findByText('이벤트 50')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '이벤트' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(screen.getByRole('button', { name: '목록으로' }));
  expect(await screen.findByRole('button', { name: 'event 50' })).toBeInTheDocument();
});

test('a list that fails to load says so and retries', async () => {
  let fail = true;
  mockApi([
    on(boardMessageList, () => {
      if (fail) return failWith(500, { code: 'INTERNAL', message: '잠시 후 다시 시도해 주세요' });
      return okFor(boardMessageList, { items: [summary(1)], total: 1 });
    }),
  ]);
  renderInShell(<NoticeModal params={{}} onClose={jest.fn()} />);
  expect(await screen.findByText('잠시 후 다시 시도해 주세요')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByRole('button', { name: 'notice 1' })).toBeInTheDocument();
});
