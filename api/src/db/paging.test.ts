import { sql, type Kysely } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { countRows, readPage } from './paging';

let t: TestDatabase;
let db: Kysely<{ paging_probe: { n: number; even: boolean } }>;
beforeAll(async () => {
  t = await createTestDatabase();
  await sql`CREATE TABLE paging_probe AS SELECT n, n % 2 = 0 AS even FROM generate_series(1, 7) n`.execute(t.db);
  db = t.db as unknown as typeof db;
});
afterAll(() => t.drop());

const probe = () => db.selectFrom('paging_probe');

test('a page is its slice of the ordered rows, and the total counts every row of the unordered query', async () => {
  expect(await readPage(probe().select('n').orderBy('n', 'desc'), probe(), { page: 2, pageSize: 3 })).toEqual({ items: [{ n: 4 }, { n: 3 }, { n: 2 }], total: 7 });
  expect(await readPage(probe().select('n').orderBy('n'), probe(), { page: 3, pageSize: 3 })).toEqual({ items: [{ n: 7 }], total: 7 });
  expect(await readPage(probe().select('n').orderBy('n'), probe(), { page: 9, pageSize: 3 })).toEqual({ items: [], total: 7 });
});

test('the count is of the rows the filters keep, whatever the query selects', async () => {
  expect(await countRows(probe().select(['n', 'even']).where('even', '=', true))).toBe(3);
  expect(await countRows(probe().where('n', '>', 100))).toBe(0);
});
