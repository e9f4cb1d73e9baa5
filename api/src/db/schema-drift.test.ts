import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { DATABASE_COLUMNS, type TableColumns, type UnlistedColumns } from './schema-columns';
import { compareColumn, readSchemaTypes, type DatabaseColumn, type TypedColumn } from './schema-types';

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

/** Every column of the current schema's tables and views, with its type as format_type() writes it (a domain: its base type). */
async function migratedColumnTypes(): Promise<DatabaseColumn[]> {
  const { rows } = await sql<DatabaseColumn>`
    SELECT c.relname AS "table", a.attname AS "column",
      CASE WHEN t.typtype = 'd' THEN format_type(t.typbasetype, t.typtypmod) ELSE format_type(a.atttypid, a.atttypmod) END AS "sqlType",
      coalesce(nullif(elem.typtype, ''), t.typtype)::text AS kind, a.attnotnull AS "notNull",
      (a.atthasdef OR a.attidentity <> '' OR a.attgenerated <> '') AS defaulted, c.relkind = 'v' AS view
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_type t ON t.oid = a.atttypid
    LEFT JOIN pg_type elem ON elem.oid = t.typelem AND t.typcategory = 'A'
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'v', 'm', 'p') AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY 1, a.attnum`.execute(t.db);
  return rows;
}

/**
 * Columns whose types knowingly disagree with the database, each with why; keep it empty if at all possible.
 * The key is `table.column`, the value the exact problem text it excuses.
 */
const KNOWN_EXCEPTIONS: Record<string, string> = {};

describe('the column comparison (schema-types.ts) itself', () => {
  const column = (over: Partial<DatabaseColumn>): DatabaseColumn => ({ table: 'wallet', column: 'balance', sqlType: 'bigint', kind: 'b', notNull: true, defaulted: false, view: false, ...over });
  const typed = (over: Partial<TypedColumn>): TypedColumn => ({ type: 'number', nullable: false, insert: 'required', ...over });

  it('accepts a column whose type, nullability and default agree', () => {
    expect(compareColumn(column({}), typed({}))).toEqual([]);
    expect(compareColumn(column({ sqlType: 'timestamp with time zone', notNull: false, defaulted: true }), typed({ type: 'Date', nullable: true, insert: 'optional' }))).toEqual([]);
    expect(compareColumn(column({ sqlType: 'user_state', kind: 'e' }), typed({ type: 'string' }))).toEqual([]);
  });

  it('names the column and both sides when they disagree', () => {
    expect(compareColumn(column({}), typed({ type: 'string' }))).toEqual(['wallet.balance: database bigint NOT NULL -> number, schema says string']);
    expect(compareColumn(column({ sqlType: 'numeric(12,2)', notNull: false }), typed({}))).toEqual(['wallet.balance: database numeric(12,2) -> nullable, schema says never null']);
    expect(compareColumn(column({ defaulted: true }), typed({}))).toEqual(['wallet.balance: database bigint NOT NULL DEFAULT -> insert may omit it (Generated<...>), schema says required on insert']);
    expect(compareColumn(column({}), typed({ insert: 'optional' }))).toEqual(['wallet.balance: database bigint NOT NULL (no default) -> insert must give it, schema says optional on insert']);
    expect(compareColumn(column({ sqlType: 'bigint[]' }), typed({ type: 'number[]' }))).toEqual(['wallet.balance: database bigint[] NOT NULL -> string[], schema says number[]']);
    expect(compareColumn(column({ sqlType: 'tsvector' }), typed({}))[0]).toMatch(/no known node-postgres type/);
    expect(compareColumn(column({}), undefined)).toEqual(['wallet.balance: database bigint NOT NULL, not in the schema types']);
  });

  it('reads the schema types as Kysely sees them', () => {
    const types = readSchemaTypes();
    expect(types.get('users')?.get('id')).toEqual({ type: 'number', nullable: false, insert: 'optional' });
    expect(types.get('users')?.get('last_login_at')).toEqual({ type: 'Date', nullable: true, insert: 'never' });
    expect(types.get('users')?.get('role')).toEqual({ type: 'string', nullable: false, insert: 'required' });
    expect(types.get('sessions')?.get('token_hash')).toEqual({ type: 'Buffer', nullable: false, insert: 'required' });
  });
});

describe('the Kysely schema types (db/schema*.ts) and the migrated database', () => {
  it('agree column by column: type as node-postgres returns it, nullability, default', async () => {
    const types = readSchemaTypes();
    const all = (await migratedColumnTypes()).flatMap((c) => compareColumn(c, types.get(c.table)?.get(c.column)));
    expect(all.filter((p) => KNOWN_EXCEPTIONS[p.slice(0, p.indexOf(':'))] !== p)).toEqual([]);
    // Every excuse must still be needed.
    expect(Object.values(KNOWN_EXCEPTIONS).filter((p) => !all.includes(p))).toEqual([]);
  }, 60_000);

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
