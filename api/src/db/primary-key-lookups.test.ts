import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

/**
 * A lookup by a whole composite primary key must have one index to take. Another index led by the
 * key's first column can stand in for it in a plan made before the table has statistics (a fresh
 * database), reading every row of that first value: the wallet's id lookup took the round index
 * (provider, round_id) that way and halved its throughput (migration 030). A partial index is
 * taken only by a query that names its condition, so it may start anywhere.
 */
test('no other index starts with the first column of a composite primary key', async () => {
  const { rows } = await sql<{ table_name: string; index_name: string }>`
    SELECT pk.indrelid::regclass::text AS table_name, other.indexrelid::regclass::text AS index_name
    FROM pg_index pk
    JOIN pg_index other ON other.indrelid = pk.indrelid AND other.indexrelid <> pk.indexrelid AND other.indkey[0] = pk.indkey[0]
    JOIN pg_class c ON c.oid = pk.indrelid
    WHERE pk.indisprimary AND pk.indnkeyatts > 1 AND other.indpred IS NULL AND c.relnamespace = current_schema()::regnamespace
    ORDER BY 1, 2`.execute(t.db);
  expect(rows).toEqual([]);
});
