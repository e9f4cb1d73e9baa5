import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { EnvError, loadConfig, type Config } from './config/env';
import { listenForChanges, type ChangeFeed } from './db/change-feed';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { isDatabaseEmpty, seedDemoWorld } from './seed/seed';
import { runEvery } from './db/periodic';
import { foldReportTotals } from './reports/report-totals-folder';
import { publishLocalBuilds } from './releases/local-builds';
import { watchLocalBuilds } from './releases/watch-local-builds';
import { missingReleaseFolders } from './releases/missing-release-folders';
import { FOLD_EVERY_MS, startPendingCreditFolder } from './wallet/pending-credits';
import { renderServiceProgram } from './render/render-service-program';
import { startRenderService, type RenderServiceProcess } from './render/start-render-service';
import { loopbackOrigin } from './web/loopback-origin';
import { warmMemberPages } from './web/warm-member-pages';

/**
 * The render service for the member pages, in processes of its own (a remote's server code never
 * runs in this one), when the shell's server build is there (or, watching the builds, will be)
 * and no other service is named.
 */
async function startOwnRenderService(config: Config, watchingBuilds: boolean): Promise<RenderServiceProcess | null> {
  if (config.render.url) return null;
  if (!existsSync(config.render.entryFile) && !watchingBuilds) {
    console.log(`No server build of the shell (${config.render.entryFile}): the browser renders every page.`);
    return null;
  }
  return startRenderService({
    ...renderServiceProgram(),
    // React's and antd's production builds: the class names and markup the browser's build makes.
    env: { NODE_ENV: 'production', RENDER_ENTRY: config.render.entryFile, RELEASES_DIR: config.releasesDir, RENDER_WORKERS: String(config.render.workers) },
  });
}

/**
 * Starts the API: database (embedded unless DATABASE_URL), migrations, optional demo seed, listen.
 * Flags: --frontend serves the built shell and remotes on the same port; --seed-if-empty seeds a
 * fresh database; --publish-builds publishes and promotes each remote's fresh local build, and
 * --watch-builds each build as it settles, from the first (`pnpm dev --server-render`). SIGINT/SIGTERM close HTTP first
 * (in-flight requests finish), then the database.
 */
async function main() {
  const flags = new Set(process.argv.slice(2));
  const config = loadConfig();
  if (config.databaseUrl && !process.env.DEMO_PROVIDER_SECRET) {
    console.warn('DEMO_PROVIDER_SECRET is unset: demo game windows opened through this process fail on other API processes on this database; give every process the same secret.');
  }
  const database = await openDatabase(config);
  let app: FastifyInstance | null = null;
  let changes: ChangeFeed | null = null;
  let folder: { stop(): Promise<void> } | null = null;
  let totalsFolder: { stop(): Promise<void> } | null = null;
  let buildWatch: { stop(): Promise<void> } | null = null;
  let renderService: RenderServiceProcess | null = null;
  let stopping = false;

  const shutdown = async (signal: string) => {
    // A second signal means "now": the exit hook still stops the embedded database.
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal} received, shutting down`);
    try {
      await app?.close();
      await changes?.close();
      await folder?.stop();
      await totalsFolder?.stop();
      await buildWatch?.stop();
      await renderService?.stop();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    console.log(`Database: ${database.description}`);
    const applied = await migrate(database.db);
    console.log(applied.length > 0 ? `Migrations applied: ${applied.join(', ')}` : 'Migrations: up to date');
    if (flags.has('--seed-if-empty') && (await isDatabaseEmpty(database.db))) {
      const report = await seedDemoWorld(database.db);
      console.log(`Empty database seeded with the demo world (${report.usersCreated.length} accounts)`);
    }
    const localBuilds = { db: database.db, remotesRoot: config.remotesRoot, releasesDir: config.releasesDir, shellDist: config.shellDist, log: console.log };
    if (flags.has('--publish-builds')) await publishLocalBuilds(localBuilds);
    if (flags.has('--watch-builds')) buildWatch = watchLocalBuilds(localBuilds);
    for (const { remote, version, as } of await missingReleaseFolders(database.db, config.releasesDir)) {
      console.warn(`RELEASES_DIR ${config.releasesDir} has no ${remote} ${version} (the ${as} version): this process answers 404 for it. Point RELEASES_DIR at the folder the release command publishes to.`);
    }
    changes = await listenForChanges(database.url);
    renderService = flags.has('--frontend') ? await startOwnRenderService(config, flags.has('--watch-builds')) : null;
    const renderServiceUrl = config.render.url ?? renderService?.url ?? null;
    app = await buildApp({ db: database.db, changes, config, logger: { level: config.logLevel }, frontend: flags.has('--frontend'), renderServiceUrl });
    folder = startPendingCreditFolder(database.db, (err) => app?.log.error({ err }, 'folding pending partner credits failed'));
    totalsFolder = runEvery(FOLD_EVERY_MS, () => foldReportTotals(database.db), (err) => app?.log.error({ err }, 'folding report totals failed'));
    await app.listen({ port: config.port, host: config.host });
    if (renderServiceUrl) void warmMemberPages(loopbackOrigin(config));
    const shown = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
    console.log(`Casino API ready: http://${shown}:${config.port}/  (API docs: http://${shown}:${config.port}/docs)`);
  } catch (err) {
    await app?.close();
    await changes?.close();
    await folder?.stop();
    await totalsFolder?.stop();
    await buildWatch?.stop();
    await renderService?.stop();
    await database.close();
    throw err;
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(1);
});
