import { createPlatform } from '@casino/platform';
import { bodyOf, mockApi, ok } from '../../../test/mock-api';
import { InboxStore } from './inbox-store';

const note = { id: 4, title: '쪽지', content: '<p>내용</p>', read: false, created_at: '2025-04-01T00:00:00.000Z' };

afterEach(() => jest.restoreAllMocks());

describe('InboxStore', () => {
  test('opening a note twice while its read call is on its way sends it once', async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = mockApi((_r, url) =>
      url.pathname === '/api/v1/core/message/read' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    const onUnread = jest.fn();
    const store = new InboxStore(createPlatform({ apiBase: '' }).http, onUnread);

    const first = store.open(note);
    store.close();
    const second = store.open(note);
    await new Promise((resolve) => setTimeout(resolve, 0));
    answer(ok({ unread: 3 }));
    await Promise.all([first, second]);

    expect(requests).toHaveLength(1);
    expect(await bodyOf(requests[0]!)).toEqual({ ids: [4] });
    expect(onUnread).toHaveBeenCalledWith(3);
    expect([store.opened?.read, store.unread]).toEqual([true, 3]);
  });

  test('a second delete while one is on its way is refused without sending', async () => {
    const { requests } = mockApi((_r, url) => (url.pathname === '/api/v1/core/message/delete' ? ok({ unread: 0 }) : ok({ items: [], total: 0, unread: 0 })));
    const store = new InboxStore(createPlatform({ apiBase: '' }).http, jest.fn());
    store.select([1, 2]);
    const results = await Promise.all([store.deleteSelected(), store.deleteSelected()]);
    expect(results.map((r) => r.outcome)).toEqual(['done', 'busy']);
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(store.selectedIds).toEqual([]);
  });
});
