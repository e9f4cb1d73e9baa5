import path from 'node:path';
import ts from 'typescript';

/**
 * What the hand-written Kysely types (schema*.ts) say about each column, read with the TypeScript
 * compiler API, and what the migrated database says, mapped to what node-postgres hands back with
 * pool.ts's parsers. `schema-drift.test.ts` compares the two column by column.
 *
 * Why the compiler API (not a tsc assertion file or a generator): it resolves `Generated<...>`,
 * `ColumnType<...>`, aliases and `extends` exactly as Kysely sees them, needs no generated file
 * kept in step, and lets a failure name the column and both sides in one line.
 */

/** One column as the types describe it: the selected value without null, nullability, and whether an insert may omit it. */
export interface TypedColumn {
  type: string;
  nullable: boolean;
  /** 'never': Kysely cannot insert it at all (a trigger or the database fills it). */
  insert: 'required' | 'optional' | 'never';
}

/** One column as the database describes it. */
export interface DatabaseColumn {
  table: string;
  column: string;
  /** format_type(): 'bigint', 'timestamp with time zone', 'text[]', ... */
  sqlType: string;
  /** 'e' enum, 'd' domain, 'b' base, ... (pg_type.typtype) of the column's type or its element. */
  kind: string;
  notNull: boolean;
  /** Has a default, is an identity, or is generated: an insert may leave it out. */
  defaulted: boolean;
  view: boolean;
}

/**
 * The TypeScript type node-postgres returns for a SQL type, with pool.ts's parsers: int8 and
 * numeric become numbers there; every other type keeps pg-types' default (date and timestamps:
 * Date; int8[]: string[], its elements are not passed through pool.ts; json(b): parsed, `unknown`).
 */
const SCALARS: Record<string, string> = {
  smallint: 'number',
  integer: 'number',
  bigint: 'number',
  numeric: 'number',
  real: 'number',
  'double precision': 'number',
  boolean: 'boolean',
  text: 'string',
  'character varying': 'string',
  character: 'string',
  citext: 'string',
  uuid: 'string',
  inet: 'string',
  daterange: 'string',
  tstzrange: 'string',
  interval: 'unknown',
  bytea: 'Buffer',
  json: 'unknown',
  jsonb: 'unknown',
  date: 'Date',
  'timestamp with time zone': 'Date',
  'timestamp without time zone': 'Date',
};
const ARRAYS: Record<string, string> = {
  'smallint[]': 'number[]',
  'integer[]': 'number[]',
  'bigint[]': 'string[]',
  'numeric[]': 'string[]',
  'text[]': 'string[]',
  'boolean[]': 'boolean[]',
};

export function expectedType(sqlType: string, kind: string): string | undefined {
  const base = sqlType.replace(/\(.*?\)/g, '');
  if (kind === 'e') return base.endsWith('[]') ? 'string[]' : 'string';
  return base.endsWith('[]') ? ARRAYS[base] : SCALARS[base];
}

/** The problems with one column, each a sentence naming table.column, database and schema sides; [] when they agree. */
export function compareColumn(db: DatabaseColumn, typed: TypedColumn | undefined): string[] {
  const where = `${db.table}.${db.column}`;
  const sqlSide = `${db.sqlType}${db.notNull ? ' NOT NULL' : ''}${db.defaulted ? ' DEFAULT' : ''}`;
  if (!typed) return [`${where}: database ${sqlSide}, not in the schema types`];
  const want = expectedType(db.sqlType, db.kind);
  const problems: string[] = [];
  if (!want) problems.push(`${where}: database ${sqlSide} has no known node-postgres type; add it to schema-types.ts`);
  else if (typed.type !== want) problems.push(`${where}: database ${sqlSide} -> ${want}, schema says ${typed.type}`);
  // PostgreSQL reports every view column as nullable and none as defaulted: only the type says something there.
  if (db.view) return problems;
  if (typed.nullable === db.notNull) problems.push(`${where}: database ${sqlSide} -> ${db.notNull ? 'never null' : 'nullable'}, schema says ${typed.nullable ? 'nullable' : 'never null'}`);
  // A default makes the insert optional (Generated, or a ColumnType whose insert type takes undefined);
  // without one a NOT NULL column must be given. A nullable column without a default may be either.
  if (db.defaulted && typed.insert === 'required') problems.push(`${where}: database ${sqlSide} -> insert may omit it (Generated<...>), schema says required on insert`);
  if (!db.defaulted && db.notNull && typed.insert === 'optional') problems.push(`${where}: database ${sqlSide} (no default) -> insert must give it, schema says optional on insert`);
  return problems;
}

/** The types' view of every table of `Database`: table -> column -> TypedColumn. */
export function readSchemaTypes(schemaFile = path.join(__dirname, 'schema.ts')): Map<string, Map<string, TypedColumn>> {
  const program = ts.createProgram([schemaFile], { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(schemaFile);
  if (!source) throw new Error(`cannot read ${schemaFile}`);
  const database = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database');
  if (!database) throw new Error(`no interface Database in ${schemaFile}`);
  /** The name of one non-null part: literals by their primitive (an enum-like union is a string column), arrays by their element. */
  const nameOf = (p: ts.Type): string => {
    if (p.flags & ts.TypeFlags.StringLiteral) return 'string';
    if (p.flags & ts.TypeFlags.NumberLiteral) return 'number';
    if (p.flags & ts.TypeFlags.BooleanLiteral) return 'boolean';
    if (checker.isArrayType(p)) {
      const [arg] = checker.getTypeArguments(p as ts.TypeReference);
      const element = arg ? describe(arg).type : 'unknown';
      return element.includes(' ') ? `(${element})[]` : `${element}[]`;
    }
    return checker.typeToString(p);
  };
  const describe = (t: ts.Type): { type: string; nullable: boolean; undef: boolean } => {
    const parts = t.isUnion() ? t.types : [t];
    const nullable = parts.some((p) => p.flags & ts.TypeFlags.Null);
    const undef = parts.some((p) => p.flags & ts.TypeFlags.Undefined);
    const rest = parts.filter((p) => !(p.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
    return { type: [...new Set(rest.map(nameOf))].join(' | '), nullable, undef };
  };
  const tables = new Map<string, Map<string, TypedColumn>>();
  for (const tableSymbol of checker.getTypeAtLocation(database).getProperties()) {
    const columns = new Map<string, TypedColumn>();
    for (const col of checker.getTypeOfSymbol(tableSymbol).getProperties()) {
      const colType = checker.getTypeOfSymbol(col);
      const selectSym = colType.getProperty('__select__');
      const insertSym = colType.getProperty('__insert__');
      const select = describe(selectSym ? checker.getTypeOfSymbol(selectSym) : colType);
      const insert = insertSym ? describe(checker.getTypeOfSymbol(insertSym)) : undefined;
      // Kysely's Insertable makes a column optional when its insert type takes undefined or null.
      const optional = insert ? insert.undef || insert.nullable : select.nullable;
      columns.set(col.name, { type: select.type, nullable: select.nullable, insert: insert?.type === 'never' ? 'never' : optional ? 'optional' : 'required' });
    }
    tables.set(tableSymbol.name, columns);
  }
  return tables;
}
