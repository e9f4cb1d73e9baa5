import { messageDelete, messageList, messageRead, type InboxMessage } from '@casino/contract';
import { createPlatform } from '@casino/platform';
import { bodyOf, mockApi, okFor, on } from '@casino/platform/testing';
import { InboxStore } from './inbox-store';

const note: InboxMessage = { id: 4, title: '쪽지', content: '<p>내용</p>', read: false, created_at: '2025-04-01T00:00:00.000Z' };

afterEach(() => jest.restoreAllMocks());

describe('InboxStore', () => {
  test('opening a note twice while its read call is on its way sends it once', async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = mockApi([on(messageRead, () => new Promise<Response>((resolve) => (answer = resolve)))]);
    const onUnread = jest.fn();
    const store = new InboxStore(createPlatform({ apiBase: '' }).http, onUnread);

    const first = store.open(note);
    store.close();
    const second = store.open(note);
    await new Promise((resolve) => setTimeout(resolve, 0));
    answer(okFor(messageRead, { unread: 3 }));
    await Promise.all([first, second]);

    expect(requests).toHaveLength(1);
    expect(await bodyOf(requests[0]!)).toEqual({ ids: [4] });
    expect(onUnread).toHaveBeenCalledWith(3);
    expect([store.opened?.read, store.unread]).toEqual([true, 3]);
  });

  test('a second delete while one is on its way is refused without sending', async () => {
    const { requests } = mockApi([on(messageDelete, { unread: 0 }), on(messageList, { items: [], total: 0, unread: 0 })]);
    const store = new InboxStore(createPlatform({ apiBase: '' }).http, jest.fn());
    store.select([1, 2]);
    const results = await Promise.all([store.deleteSelected(), store.deleteSelected()]);
    expect(results.map((r) => r.outcome)).toEqual(['done', 'busy']);
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(store.selectedIds).toEqual([]);
  });
});
