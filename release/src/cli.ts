import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '@casino/api/src/config/env';
import { REPO_ROOT } from '@casino/api/src/config/paths';
import { migrate } from '@casino/api/src/db/migrate';
import { openDatabase } from '@casino/api/src/db/open-database';
import type { RemoteChannels, VersionHealth } from '@casino/contract';
import type { HaltThresholds } from '@casino/api/src/releases/registry-changes';
import { ReleaseService, type ChangeResult, type SmokeChecker, type SmokeTarget } from '@casino/api/src/releases/release-service';
import { listChannels, releaseHistoryOf } from '@casino/api/src/releases/registry-reads';
import { serverSmokeChecker } from './server-smoke-check';
import { chromiumSmokeChecker, smokeAccountsFrom } from './smoke-check';
import { runCommand, UsageError } from '@casino/api/src/cli/run-command';

const USAGE = `Usage: pnpm release <command>
  publish remote-<name> [--dist <folder>] [--version <v>] [--commit <sha>] [--base-url <url>] [--reason <text>]
      builds the remote (or takes --dist) and stores it as an immutable version, after the compatibility gate
  list                                   every remote: promoted, rollback target, canary, versions
  check <name> <version> [--site <origin>]
      the smoke check: renders each module the version exposes against the running site in headless
      Chromium, as a guest and signed in (SMOKE_MEMBER, SMOKE_PARTNER: username:password), and the
      member pages with its server build as the site's render service would, and records the
      outcome; a promotion through the API needs a passed one
  promote <name> <version> [--reason <text>] [--site <origin>]
      makes it everyone's version, after the gate and the smoke check against the running site
  canary <name> <version> <percent> [--halt-at <percent>] [--min-visitors <n>] [--reason <text>] [--site <origin>]
      sends a stable share of people to it, after the same checks (0 ends that canary); it halts
      itself when --halt-at % (default 10) of at least --min-visitors (default 20) distinct
      signed-in visitors met a failed load or a render error
  rollback <name> [--reason <text>]      everyone back to the version promoted before
  history <name>                         who changed what, when and why; each version's loads, render errors and visitors`;

const OPTIONS = {
  dist: { type: 'string' },
  version: { type: 'string' },
  commit: { type: 'string' },
  'base-url': { type: 'string' },
  reason: { type: 'string' },
  site: { type: 'string' },
  'halt-at': { type: 'string' },
  'min-visitors': { type: 'string' },
} as const;

/** Where the command was typed: pnpm runs it from `release/`, but a relative --dist means the caller's folder. */
const callerDir = () => process.env.INIT_CWD ?? process.cwd();

function gitCommit(): string {
  const result = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) return '';
  const dirty = spawnSync('git', ['status', '--porcelain'], { cwd: REPO_ROOT, encoding: 'utf8' }).stdout.trim() !== '';
  return `${result.stdout.trim()}${dirty ? '-dirty' : ''}`;
}

function build(remote: string): string {
  console.log(`Building remote-${remote}...`);
  const result = spawnSync('pnpm', ['--filter', `@casino/remote-${remote}`, 'run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`The build of remote-${remote} failed`);
  return path.join(REPO_ROOT, `remote-${remote}`, 'dist');
}

const canaryOf = (canary: RemoteChannels['canary']) =>
  canary ? `${canary.version} at ${canary.percent} % (halts at ${canary.halt_at_percent} % of at least ${canary.min_visitors} signed-in visitors)` : '-';

function printChange({ remote, change }: ChangeResult): void {
  console.log(`${remote.remote}: ${change.action} ${change.from_version ?? '-'} -> ${change.to_version ?? '-'}${change.percent !== null ? ` (${change.percent} %)` : ''}`);
  console.log(`  promoted ${remote.promoted ?? '-'}, rollback to ${remote.previous ?? '-'}, canary ${canaryOf(remote.canary)}`);
}

function printHealth(h: VersionHealth): void {
  const rate = (h.failure_rate * 100).toFixed(1);
  console.log(
    `  ${h.version}  ${h.loads} loaded, ${h.failures} failed, ${h.render_errors} render errors; ` +
      `${h.failing_visitors} of ${h.visitors} visitors met a failure (${rate} %), signed in ${h.failing_signed_in_visitors} of ${h.signed_in_visitors}` +
      (h.last_error ? `  last error ${h.last_failure_at}: ${h.last_error}` : ''),
  );
}

const wholeOf = (text: string | undefined, pattern: RegExp) => (text !== undefined && pattern.test(text) ? Number(text) : null);
const percentOf = (text: string | undefined) => wholeOf(text, /^(100|[1-9]?[0-9])$/);

/** `--halt-at` and `--min-visitors`, each optional; a malformed one is a usage error. */
function haltThresholds(values: { 'halt-at'?: string; 'min-visitors'?: string }): Partial<HaltThresholds> {
  const haltAt = values['halt-at'] === undefined ? undefined : wholeOf(values['halt-at'], /^(100|[1-9][0-9]?)$/);
  const minVisitors = values['min-visitors'] === undefined ? undefined : wholeOf(values['min-visitors'], /^[1-9][0-9]{0,5}$/);
  if (haltAt === null || minVisitors === null) throw new UsageError();
  return { halt_at_percent: haltAt, min_visitors: minVisitors };
}

/** The release engineer's command line: publishing, the registry's changes and its history. */
async function main(argv: string[]) {
  const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  const [command, target, version, percentText] = positionals;
  const remote = target?.replace(/^remote-/, '');
  if (!command || (command !== 'list' && !remote)) throw new UsageError();
  if (['check', 'promote', 'canary'].includes(command) && !version) throw new UsageError();
  if (command === 'canary' && percentOf(percentText) === null) throw new UsageError();
  const thresholds = haltThresholds(values);
  const config = loadConfig();
  const database = await openDatabase(config, { joinRunning: true });
  try {
    await migrate(database.db);
    const db = database.db;
    const site = values.site ?? config.publicOrigin;
    // Which site it is about to change: a forgotten PG_PORT or DATABASE_URL would otherwise go unnoticed.
    if (command !== 'list' && command !== 'history') console.log(`Site ${site}; registry in ${database.description}; releases in ${config.releasesDir}`);
    const releases = new ReleaseService({ db, releasesDir: config.releasesDir, shellDist: config.shellDist });
    const author = { actor: `cli:${os.userInfo().username}`, reason: values.reason };
    const smokeCheck = async () => {
      console.log(`Smoke check of ${remote} ${version} against ${site}...`);
      const accounts = smokeAccountsFrom(process.env);
      const inBrowser = chromiumSmokeChecker(site, accounts);
      const onServer = serverSmokeChecker(site, { releasesDir: config.releasesDir, shellDist: config.shellDist, member: accounts.member });
      // Each half's findings stand even when the other could not run (a log-in refused, a service that did not start).
      const findings = (checker: SmokeChecker, half: string) => (candidate: SmokeTarget) => checker(candidate).catch((error: unknown) => [`${half}: ${error instanceof Error ? error.message : String(error)}`]);
      const checks = [findings(inBrowser, 'the browser check could not run'), findings(onServer, 'the server check could not run')];
      await releases.smokeCheck(remote!, version!, async (candidate) => (await Promise.all(checks.map((check) => check(candidate)))).flat(), { site, checkedBy: author.actor });
      console.log(`${remote} ${version}: every module rendered, as a guest and signed in, and its member pages on the server`);
    };
    switch (command) {
      case 'publish': {
        const distDir = values.dist ? path.resolve(callerDir(), values.dist) : build(remote!);
        const published = await releases.publish(
          { remote: remote!, version: values.version ?? (await packageVersion(remote!)), commit: values.commit ?? gitCommit(), distDir, baseUrl: values['base-url'] },
          author,
        );
        console.log(`${published.remote} ${published.version}: ${published.created ? 'published' : 'already published (the same build)'} at ${published.manifest}`);
        return;
      }
      case 'list':
        for (const entry of await listChannels(db)) {
          console.log(`${entry.remote}: promoted ${entry.promoted ?? '-'}, rollback to ${entry.previous ?? '-'}, canary ${canaryOf(entry.canary)}`);
          for (const r of entry.releases) console.log(`  ${r.version}  ${r.published_at}  ${r.published_by}  ${r.commit || '-'}  ${r.manifest}`);
        }
        return;
      case 'check':
        // Awaited here: the database is closed in `finally` only once the check is recorded.
        await smokeCheck();
        return;
      case 'promote':
        await smokeCheck();
        return printChange(await releases.promote(remote!, version!, author));
      case 'canary': {
        const percent = percentOf(percentText)!;
        if (percent > 0) await smokeCheck();
        return printChange(await releases.canary(remote!, version!, percent, author, thresholds));
      }
      case 'rollback':
        return printChange(await releases.rollback(remote!, author));
      case 'history': {
        const { changes, health } = await releaseHistoryOf(db, remote!);
        console.log(`${remote}: what pages reported, per version`);
        for (const h of health) printHealth(h);
        console.log(`${remote}: changes, newest first`);
        for (const c of changes) {
          console.log(`  ${c.created_at}  ${c.action.padEnd(8)} ${c.from_version ?? '-'} -> ${c.to_version ?? '-'}${c.percent !== null ? ` (${c.percent} %)` : ''}  by ${c.actor}${c.reason ? `: ${c.reason}` : ''}`);
        }
        return;
      }
      default:
        throw new UsageError();
    }
  } finally {
    await database.close();
  }
}

async function packageVersion(remote: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(REPO_ROOT, `remote-${remote}`, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

runCommand(USAGE, main);
