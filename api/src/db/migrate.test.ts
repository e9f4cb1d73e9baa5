import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { migrate, readMigrations } from './migrate';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

function migrationsDir(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'casino-migrations-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('migrate', () => {
  it('records every numbered file once; a second run applies nothing', async () => {
    const files = readMigrations();
    expect(files.map((m) => m.version)).toEqual(files.map((_, i) => i + 1));
    const rows = await t.db.selectFrom('schema_migrations').select(['version', 'checksum']).orderBy('version').execute();
    expect(rows).toEqual(files.map((m) => ({ version: m.version, checksum: m.checksum })));
    expect(await migrate(t.db)).toEqual([]);
  });

  it('applies new files in order, each in its own transaction', async () => {
    const next = readMigrations().length + 1;
    const good = { version: next, name: 'add_note', sql: 'CREATE TABLE note (id int); INSERT INTO note VALUES (1);', checksum: 'a' };
    const bad = { version: next + 1, name: 'broken', sql: 'CREATE TABLE note2 (id int); SELECT no_such_function();', checksum: 'b' };
    await expect(migrate(t.db, [...readMigrations(), good, bad])).rejects.toThrow(/no_such_function/);
    const applied = await t.db.selectFrom('schema_migrations').select('version').where('version', '>=', next).execute();
    expect(applied).toEqual([{ version: next }]);
    const tables = await sql<{ t: string | null }>`SELECT to_regclass('note2')::text AS t`.execute(t.db);
    expect(tables.rows[0]!.t).toBeNull();
  });

  it('refuses to start when an applied migration was edited', async () => {
    const edited = readMigrations().map((m, i) => (i === 0 ? { ...m, checksum: 'changed' } : m));
    await expect(migrate(t.db, edited)).rejects.toThrow(/was edited after it was applied/);
  });

  it('refuses gaps and badly named files', () => {
    const gap = migrationsDir({ '001_a.sql': '', '003_c.sql': '' });
    const badName = migrationsDir({ '001_a.sql': '', '2-b.sql': '' });
    try {
      expect(() => readMigrations(gap)).toThrow(/expected number 002/);
      expect(() => readMigrations(badName)).toThrow(/must be named NNN_snake_name.sql/);
    } finally {
      rmSync(gap, { recursive: true });
      rmSync(badName, { recursive: true });
    }
  });

  it('parses BIGINT, count and sum to JS numbers', async () => {
    const row = await sql<{ big: number; n: number; s: number }>`SELECT 9007199254740991::bigint AS big, count(*) AS n, sum(x::bigint) AS s FROM generate_series(1, 3) x`.execute(t.db);
    expect(row.rows[0]).toEqual({ big: 9007199254740991, n: 3, s: 6 });
    await expect(sql`SELECT 9007199254740993::bigint AS big`.execute(t.db)).rejects.toThrow(/safe integer/);
  });
});
