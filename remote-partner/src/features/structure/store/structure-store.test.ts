import { userChildList } from '@casino/contract';
import { createPlatform } from '@casino/platform';
import { childAccount, failWith, mockApi, okFor, on, queryOf, sentTo } from '@casino/platform/testing';
import { accountKey, StructureStore } from './structure-store';

const member = (id: number) => childAccount(id);
const me = { id: 1, username: 'master1', nickname: 'Master', level: 'master' as const };

afterEach(() => jest.restoreAllMocks());

test('reveal loads page after page of a branch until the account is there, then selects it', async () => {
  const all = Array.from({ length: 250 }, (_, i) => member(100 + i));
  const { requests } = mockApi([
    on(userChildList, (_request, url) => {
      const page = Number(url.searchParams.get('page'));
      return okFor(userChildList, { items: all.slice((page - 1) * 100, page * 100), total: 250 });
    }),
  ]);
  const store = new StructureStore(createPlatform({ apiBase: '' }).http, me);
  expect(await store.reveal([{ id: 310, username: 'member310', nickname: 'nick310', level: 'member' }])).toBe(true);
  expect(sentTo(requests, userChildList).map((r) => queryOf(r).page)).toEqual(['1', '2', '3']);
  expect(store.selectedId).toBe(310);
  expect(store.activeKey).toBe(accountKey(310));
  // An account that is not there (moved away) is not found, after the last page.
  expect(await store.reveal([{ id: 9999, username: 'x', nickname: 'x', level: 'member' }])).toBe(false);
  expect(sentTo(requests, userChildList)).toHaveLength(3);
});

test('a branch that failed keeps its message, and loading it again asks once more', async () => {
  let fail = true;
  const { requests } = mockApi([
    on(userChildList, () => (fail ? failWith(503, { message: '점검 중입니다', code: 'INTERNAL' }) : okFor(userChildList, { items: [member(5)], total: 1 }))),
  ]);
  const store = new StructureStore(createPlatform({ apiBase: '' }).http, me);
  await store.loadBranch(1);
  expect(store.branches.get(1)).toMatchObject({ status: 'error', errorMessage: '점검 중입니다' });
  expect(store.loadedKeys).toEqual([accountKey(1)]);
  fail = false;
  await store.loadBranch(1);
  expect(store.branches.get(1)).toMatchObject({ status: 'ready', childIds: [5] });
  // Loaded: no third request.
  await store.loadBranch(1);
  expect(sentTo(requests, userChildList)).toHaveLength(2);
});
