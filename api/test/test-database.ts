import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Db } from '../src/db/pool';
import { TEST_ENV, withDatabase } from './database-urls';

export interface TestDatabase {
  db: Db;
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env[TEST_ENV.adminUrl] });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database of this test file's own, cloned from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env[TEST_ENV.adminUrl];
  const template = process.env[TEST_ENV.template];
  if (!adminUrl || !template) throw new Error('The test database is prepared by jest globalSetup; run the tests through jest.');
  const name = `casino_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = withDatabase(adminUrl, name);
  // pg's pool.end() resolves before its sockets close, so DROP ... WITH (FORCE) below can kill a
  // connection that is still closing; that is expected here, not a failure.
  const db = createDb(url, { max: 5, onIdleError: () => {} });
  return {
    db,
    url,
    async drop() {
      await db.destroy();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
