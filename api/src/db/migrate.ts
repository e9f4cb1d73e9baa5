import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { MIGRATIONS_DIR } from '../config/paths';
import type { Db } from './pool';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

const FILE_NAME = /^(\d{3})_([a-z0-9_]+)\.sql$/;

/** Reads `NNN_name.sql` files in order; a gap, a duplicate or a stray file is a mistake, so it throws. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
  return files.map((file, index) => {
    const match = FILE_NAME.exec(file);
    if (!match) throw new Error(`migration file ${file} must be named NNN_snake_name.sql`);
    const version = Number(match[1]);
    if (version !== index + 1) throw new Error(`migration ${file}: expected number ${String(index + 1).padStart(3, '0')}`);
    const text = readFileSync(path.join(dir, file), 'utf8');
    return { version, name: match[2]!, sql: text, checksum: createHash('sha256').update(text).digest('hex') };
  });
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction.
 * A session advisory lock lets several API processes start at once without racing.
 * Applied files are append-only: an edited one fails start-up instead of drifting silently.
 */
export async function migrate(db: Db, migrations = readMigrations()): Promise<string[]> {
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(hashtext('casino:migrate'))`.execute(conn);
    try {
      await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`.execute(conn);
      const applied = new Map((await conn.selectFrom('schema_migrations').selectAll().execute()).map((m) => [m.version, m]));
      const done: string[] = [];
      for (const m of migrations) {
        const previous = applied.get(m.version);
        if (previous) {
          if (previous.checksum !== m.checksum) {
            throw new Error(`migration ${m.version}_${m.name} was edited after it was applied; add a new migration instead`);
          }
          continue;
        }
        await conn.transaction().execute(async (trx) => {
          await sql.raw(m.sql).execute(trx);
          await trx.insertInto('schema_migrations').values({ version: m.version, name: m.name, checksum: m.checksum }).execute();
        });
        done.push(`${String(m.version).padStart(3, '0')}_${m.name}`);
      }
      return done;
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext('casino:migrate'))`.execute(conn);
    }
  });
}
