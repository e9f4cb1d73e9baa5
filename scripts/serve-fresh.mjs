// Serves the built site on a fresh, seeded embedded database: the API in start mode on PORT,
// with its own data folder, PostgreSQL port and published remote versions (each remote's build,
// published and promoted at start-up), so it never touches the dev database.
// Used by e2e and bench. Usage: PORT=4100 FRESH_NAME=e2e FRESH_PG_PORT=54331 node scripts/serve-fresh.mjs
// FRESH_KEEP=1 starts on the data the last run of that name left (a restart of the same site).
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const name = process.env.FRESH_NAME ?? 'fresh';
const dataDir = path.join(repoRoot, `.data/${name}-pg`);
// Its own published remote versions too: the builds are published afresh at start-up.
const releasesDir = path.join(repoRoot, `.data/${name}-releases`);
const uploadsDir = path.join(repoRoot, `.data/${name}-uploads`);
if (process.env.FRESH_KEEP !== '1') {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(releasesDir, { recursive: true, force: true });
  rmSync(uploadsDir, { recursive: true, force: true });
}

// The API as production runs it: compiled by `pnpm build` (api/build.mjs).
const apiDir = path.join(repoRoot, 'api');
if (!existsSync(path.join(apiDir, 'dist/server.js'))) {
  console.error('api/dist/server.js is missing: run `pnpm build` first.');
  process.exit(1);
}

// The API runs as this script's direct child (not through pnpm, which does not pass signals
// on), so stopping this script stops the API, which stops its PostgreSQL. Its flags are
// `start:prod`'s (api/package.json).
const server = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=32', 'dist/server.js', '--frontend', '--seed-if-empty', '--publish-builds'], {
  cwd: apiDir,
  stdio: 'inherit',
  env: { ...process.env, PG_DATA_DIR: dataDir, RELEASES_DIR: releasesDir, UPLOADS_DIR: uploadsDir, PG_PORT: process.env.FRESH_PG_PORT ?? '54331', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
