import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { DATABASE_COLUMNS, type TableColumns, type UnlistedColumns } from './schema-columns';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

interface ColumnRow {
  table_name: string;
  table_type: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
}

async function migratedColumns(): Promise<ColumnRow[]> {
  const { rows } = await sql<ColumnRow>`
    SELECT c.table_name, t.table_type, c.column_name, c.is_nullable
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema()`.execute(t.db);
  return rows;
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();
const tables = Object.entries(DATABASE_COLUMNS) as [string, { view?: true; columns: readonly string[]; nullable: readonly string[] }][];

describe('the Kysely schema types (db/schema*.ts) and the migrated database', () => {
  it('name the same tables and views', async () => {
    const rows = await migratedColumns();
    expect(sorted(rows.map((r) => r.table_name))).toEqual(sorted(tables.map(([name]) => name)));
    expect(sorted(rows.filter((r) => r.table_type === 'VIEW').map((r) => r.table_name))).toEqual(sorted(tables.filter(([, spec]) => spec.view).map(([name]) => name)));
  });

  it.each(tables)('%s: the same columns, nullable exactly where the types allow null', async (name, spec) => {
    const rows = (await migratedColumns()).filter((r) => r.table_name === name);
    expect(sorted(rows.map((r) => r.column_name))).toEqual(sorted(spec.columns));
    if (!spec.view) expect(sorted(rows.filter((r) => r.is_nullable === 'YES').map((r) => r.column_name))).toEqual(sorted(spec.nullable));
  });
});

// The list cannot drift from the types either; `pnpm typecheck` proves these do not compile.
interface Sample {
  id: number;
  note: string | null;
}
// @ts-expect-error a column the table type does not have
export const unknownColumn: TableColumns<Sample> = { columns: ['id', 'note', 'other'], nullable: ['note'] };
// @ts-expect-error a nullable column listed as never null is left out of `nullable`: unlisted
export const missingNullable: [UnlistedColumns<Sample, { columns: ['id', 'note']; nullable: [] }>] extends [never] ? true : false = true;
// @ts-expect-error a column of the type left out of `columns`: unlisted
export const missingColumn: [UnlistedColumns<Sample, { columns: ['note']; nullable: ['note'] }>] extends [never] ? true : false = true;
export const complete: [UnlistedColumns<Sample, { columns: ['id', 'note']; nullable: ['note'] }>] extends [never] ? true : false = true;
