import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4100);
// Its own PostgreSQL port too, so two checkouts can run e2e side by side.
const PG_PORT = process.env.E2E_PG_PORT ?? '54331';
// And its own data folders (.data/<name>-*), for the same reason.
const NAME = process.env.E2E_NAME ?? 'e2e';

/**
 * e2e runs the production build exactly as deployed: the API in start mode serves the built
 * shell and remotes on one port, with a fresh, seeded embedded PostgreSQL for each run.
 */
export default defineConfig({
  testDir: './tests',
  // After the web server is up: the demo masters sign in once for the run (support/staff-session.ts).
  globalSetup: './support/sign-in-staff.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  // A 2-core machine runs the server, the build's JavaScript and two browsers at once.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ko-KR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-gpu-compositing',
        '--disable-gpu-rasterization',
        '--disable-software-rasterizer',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'site', testIgnore: /(popups|releases|operator-console)\.spec\.ts/ },
    // The release suite publishes, promotes and rolls back remote-games for everyone, ending on
    // the version it found: after the site's suites, before the popups.
    { name: 'releases', testMatch: /releases\.spec\.ts/, dependencies: ['site'] },
    // The popup suite switches the seeded non-closable popup on (and off again at its end); it
    // runs after the others so no other test meets a dialog it cannot close.
    { name: 'popups', testMatch: /popups\.spec\.ts/, dependencies: ['releases'] },
    // The operator console resets master1's two-factor and changes the popups, site content,
    // catalog and permissions other suites read: last.
    { name: 'operator', testMatch: /operator-console\.spec\.ts/, dependencies: ['popups'] },
  ],
  webServer: {
    command: 'node ../scripts/serve-fresh.mjs',
    url: `http://localhost:${PORT}/api/v1/core/ping`,
    timeout: 120_000,
    reuseExistingServer: false,
    // A server render's budget of 150 ms is the API tests' to prove (server-rendered-page.test.ts);
    // here two browsers share two cores with the server, and a member's page rendered for its
    // request alone would, on a slow day, miss 150 ms for half a minute on end.
    // Every sign-up of the run comes from this machine's one address, more than the 10 an hour one
    // network may make; the limit itself is the API tests' to prove (register-limit.test.ts).
    env: { PORT: String(PORT), FRESH_NAME: NAME, FRESH_PG_PORT: PG_PORT, RENDER_BUDGET_MS: '1000', REGISTER_LIMIT_PER_HOUR: '100' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
