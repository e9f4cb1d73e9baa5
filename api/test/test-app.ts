import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import type { LoginLimits } from '../src/auth/login-attempts';
import type { RegisterLimits } from '../src/users/register-attempts';
import { loadConfig, type Config } from '../src/config/env';
import { listenForChanges, type ChangeFeed } from '../src/db/change-feed';
import type { Db } from '../src/db/pool';
import { DEMO_PASSWORD } from '../src/seed/demo-world';
import { seedDemoWorld } from '../src/seed/seed';
import { HEALTHY_LEDGER, ledgerViolations } from './ledger-invariants';
import { createTestDatabase } from './test-database';
import { WaitUntilHeard } from './wait-until-heard';

/** Staff uploads of every test file: outside the repository, content-addressed (files never clash). */
export const TEST_UPLOADS_DIR = path.join(os.tmpdir(), 'casino-test-uploads');

/** The demo provider's callback secret in tests, so tests can sign callbacks as the provider does. */
export const TEST_PROVIDER_SECRET = 'test-demo-provider-secret';

export interface TestApp {
  app: FastifyInstance;
  /**
   * This file's database, as an operator's SQL or another process would change it; after each
   * statement it waits until the app has heard of what it committed (see wait-until-heard.ts).
   */
  db: Db;
  /** The same database, for a connection of a test's own (another process's writes). */
  url: string;
  changes: ChangeFeed;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Seed the demo world (default true). */
  seed?: boolean;
  config?: Partial<Config>;
  loginLimits?: LoginLimits;
  registerLimits?: RegisterLimits;
  frontend?: boolean;
  /** The render service the member pages are rendered by. */
  renderServiceUrl?: string | null;
  /**
   * Two-factor for masters, and the demo keys seeded (default 'optional', none seeded): suites sign
   * in as masters many times a minute, and a code is taken once. `two-factor.test.ts` has it on.
   */
  staffTwoFactor?: Config['staffTwoFactor'];
}

/**
 * The app over this file's own database, driven with `app.inject` (no port). `close` also checks
 * the ledger invariants, so every test file proves its money movements summed to zero.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed !== false) await seedDemoWorld(database.db, { demoTwoFactor: options.staffTwoFactor === 'required' });
  const config: Config = { ...loadConfig({}), demoProviderSecret: TEST_PROVIDER_SECRET, staffTwoFactor: options.staffTwoFactor ?? 'optional', uploadsDir: TEST_UPLOADS_DIR, ...options.config };
  const changes = await listenForChanges(database.url);
  const app = await buildApp({ db: database.db, changes, config, loginLimits: options.loginLimits, registerLimits: options.registerLimits, frontend: options.frontend, renderServiceUrl: options.renderServiceUrl });
  await app.ready();
  return {
    app,
    db: database.db.withPlugin(new WaitUntilHeard(changes)),
    url: database.url,
    changes,
    async close() {
      try {
        await app.close();
        expect(await ledgerViolations(database.db)).toEqual(HEALTHY_LEDGER);
      } finally {
        await changes.close();
        await database.drop();
      }
    },
  };
}

/** Signs in and returns the bearer token. */
export async function loginAs(app: FastifyInstance, username: string, password = DEMO_PASSWORD, remoteAddress = '10.0.0.1'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/core/auth/login', payload: { username, password }, remoteAddress });
  if (res.statusCode !== 200 || !res.json().data.token) throw new Error(`login as ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const EN = { 'accept-language': 'en' };

/** inject with English messages unless the test sets a language. */
export function injectEn(app: FastifyInstance, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...EN, ...options.headers } });
}
