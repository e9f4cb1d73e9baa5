import { randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';
import { createDb } from '../src/db/pool';
import { TEST_ENV, withDatabase } from './database-urls';

declare global {
  var __casinoTestPg: EmbeddedServer | undefined;
  var __casinoTestCleanup: (() => Promise<void>) | undefined;
}

const TEST_PG_PORT = 54330;

/** 54330, or the next free port when another test run already holds it. */
async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 20; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, 'localhost', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port for the test PostgreSQL in ${from}-${from + 19}`);
}

async function waitForNoConnections(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [database]);
      if (rows[0].n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`connections to ${database} did not close`);
  } finally {
    await client.end();
  }
}

/**
 * One PostgreSQL for the whole run (embedded and throw-away, or DATABASE_URL's server), and one
 * migrated template database; test files clone it (`CREATE DATABASE ... TEMPLATE`), which takes
 * milliseconds and isolates files so they can run in parallel.
 */
export default async function globalSetup() {
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dataDir = path.join(os.tmpdir(), `casino-pg-test-${randomBytes(4).toString('hex')}`);
    globalThis.__casinoTestPg = await startEmbeddedPostgres({ dataDir, port: await freePort(TEST_PG_PORT), database: 'postgres', persistent: false });
    adminUrl = globalThis.__casinoTestPg.url;
  }
  const template = `casino_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();

  const db = createDb(withDatabase(adminUrl, template), { max: 1 });
  try {
    await migrate(db);
  } finally {
    await db.destroy();
  }
  // A template cannot be cloned while a connection to it is open, and pg's pool.end() resolves
  // before its sockets have closed.
  await waitForNoConnections(adminUrl, template);

  process.env[TEST_ENV.adminUrl] = adminUrl;
  process.env[TEST_ENV.template] = template;
  globalThis.__casinoTestCleanup = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await client.end();
  };
}
