import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * The one place database numbers are parsed: BIGINT ids and amounts, count(*) (int8) and
 * sum(bigint) (numeric) all become JS numbers. A value beyond 2^53 would silently lose precision,
 * so it fails instead; whole KRW amounts stay far below that.
 */
function toSafeNumber(text: string): number {
  const n = Number(text);
  if (!Number.isFinite(n) || (Number.isInteger(n) && !Number.isSafeInteger(n))) {
    throw new RangeError(`database number ${text} is outside the safe integer range`);
  }
  return n;
}

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return toSafeNumber;
    return pg.types.getTypeParser(oid, format);
  },
};

export type Db = Kysely<Database>;

export interface PoolOptions {
  max?: number;
  /**
   * An idle connection that the server drops (restart, failover, admin kill) is reported here.
   * pg emits it on the pool, and an unhandled 'error' event would crash the process; the pool
   * replaces the connection by itself, so it is only worth a log line.
   */
  onIdleError?: (err: Error) => void;
}

const warnIdleError = (err: Error) => console.warn(`database connection dropped while idle: ${err.message}`);

export function createPool(connectionString: string, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, types: types as pg.CustomTypesConfig });
  pool.on('error', options.onIdleError ?? warnIdleError);
  return pool;
}

export function createDb(connectionString: string, options?: PoolOptions): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPool(connectionString, options) }) });
}
