import type { Db } from '../src/db/pool';
import { DEMO_PASSWORD } from '../src/seed/demo-world';
import { seedDemoWorld } from '../src/seed/seed';
import { startApiProcess, type ApiProcess } from './api-process';
import { HEALTHY_LEDGER, ledgerViolations } from './ledger-invariants';
import { TEST_PROVIDER_SECRET } from './test-app';
import { createTestDatabase } from './test-database';

export type { ApiProcess, HttpAnswer } from './api-process';

/** For `beforeAll`: two API processes start in a few seconds, more on a busy machine. */
export const TWO_APIS_START_MS = 180_000;

export interface TwoApis {
  /** The database both processes serve, seeded with the demo world: for a test's own SQL and postings. */
  db: Db;
  /** Process A and process B, each its own `node src/server.ts` with its own pool, batcher and folders. */
  processes: readonly [ApiProcess, ApiProcess];
  /** `count` calls at once, the i-th through process i % 2: what a round-robin load balancer does. */
  spread<T>(count: number, call: (api: ApiProcess, i: number) => Promise<T>): Promise<T[]>;
  /** Stops both (SIGTERM, each must exit 0), checks the ledger invariants, drops the database. */
  close(): Promise<void>;
}

/**
 * Two real API processes on one PostgreSQL database, as behind a load balancer: this file's own
 * database (cloned from the run's template, as `startTestApp` does), `DATABASE_URL` naming it
 * for both; one provider secret for both (the demo provider's default is per process), and
 * `TRUST_PROXY`, so a test names the client's address with `remoteAddress`; `moreEnv` for both.
 */
export async function startTwoApis(moreEnv: Record<string, string> = {}): Promise<TwoApis> {
  const database = await createTestDatabase();
  const env = { DATABASE_URL: database.url, DEMO_PROVIDER_SECRET: TEST_PROVIDER_SECRET, TRUST_PROXY: 'true', PUBLIC_ORIGIN: 'http://casino.test', STAFF_TWO_FACTOR: 'optional', ...moreEnv };
  let started: PromiseSettledResult<ApiProcess>[] = [];
  try {
    await seedDemoWorld(database.db, { demoTwoFactor: false });
    started = await Promise.allSettled(['A', 'B'].map((name) => startApiProcess(name, env)));
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.stop() : null)));
    await database.drop();
    throw error;
  }
  const processes = started.map((s) => (s as PromiseFulfilledResult<ApiProcess>).value) as [ApiProcess, ApiProcess];
  return {
    db: database.db,
    processes,
    spread: (count, call) => Promise.all(Array.from({ length: count }, (_, i) => call(processes[i % 2]!, i))),
    async close() {
      try {
        expect(await Promise.all(processes.map((p) => p.stop()))).toEqual([0, 0]);
        expect(await ledgerViolations(database.db)).toEqual(HEALTHY_LEDGER);
      } finally {
        await database.drop();
      }
    },
  };
}

/** Signs in through `api` and answers the bearer token. */
export async function loginVia(api: ApiProcess, username: string, password = DEMO_PASSWORD, remoteAddress = '10.0.0.1'): Promise<string> {
  const res = await api.inject({ method: 'POST', url: '/api/v1/core/auth/login', payload: { username, password }, remoteAddress });
  if (res.statusCode !== 200) throw new Error(`login as ${username} through ${api.name} failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token;
}
