import { KeysetList, type KeysetPaging } from './keyset-list';

const answer = (page: number) => ({ items: [`row${page}`], total: 100, next: `${page}00.${page}` });

test('the next page goes by the cursor the page before answered; a jump goes by number', async () => {
  const asked: KeysetPaging[] = [];
  const keyset = new KeysetList<string>(async (paging) => {
    asked.push(paging);
    return answer('page' in paging ? paging.page : Number(paging.cursor.split('.')[1]) + 1);
  }, 20);

  await keyset.list.load();
  await keyset.list.setPage(2);
  await keyset.list.setPage(5);
  await keyset.list.setPage(1);
  await keyset.list.setPage(2);
  expect(asked).toEqual([
    { page: 1, pageSize: 20 },
    { cursor: '100.1', pageSize: 20 },
    { page: 5, pageSize: 20 },
    { page: 1, pageSize: 20 },
    { cursor: '100.1', pageSize: 20 },
  ]);
  expect(keyset.list.items).toEqual(['row2']);
});

test('a new filter forgets the cursors', async () => {
  const asked: KeysetPaging[] = [];
  const keyset = new KeysetList<string>(async (paging) => {
    asked.push(paging);
    return answer(1);
  }, 10);
  await keyset.list.load();
  await keyset.restart();
  await keyset.list.setPage(2);
  expect(asked.at(-1)).toEqual({ cursor: '100.1', pageSize: 10 });
  expect(asked[1]).toEqual({ page: 1, pageSize: 10 });
});
