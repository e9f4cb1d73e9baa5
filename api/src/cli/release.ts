import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { REPO_ROOT } from '../config/paths';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { ReleaseService, type ChangeResult } from '../releases/release-service';
import { listChannels, releaseHistoryOf } from '../releases/registry-reads';
import { chromiumSmokeChecker } from '../releases/smoke-check';
import { runCommand, UsageError } from './run-command';

const USAGE = `Usage: pnpm release <command>
  publish remote-<name> [--dist <folder>] [--version <v>] [--commit <sha>] [--base-url <url>] [--reason <text>]
      builds the remote (or takes --dist) and stores it as an immutable version, after the compatibility gate
  list                                   every remote: promoted, rollback target, canary, versions
  check <name> <version> [--site <origin>]
      the smoke check: renders each module the version exposes against the running site in headless
      Chromium, as a guest and signed in (SMOKE_MEMBER, SMOKE_PARTNER: username:password), and records
      the outcome; a promotion through the API needs a passed one
  promote <name> <version> [--reason <text>] [--site <origin>]
      makes it everyone's version, after the gate and the smoke check against the running site
  canary <name> <version> <percent> [--reason <text>] [--site <origin>]
      sends a stable share of people to it, after the same checks (0 ends that canary)
  rollback <name> [--reason <text>]      everyone back to the version promoted before
  history <name>                         who changed what, when and why; each version's load failure rate`;

const OPTIONS = {
  dist: { type: 'string' },
  version: { type: 'string' },
  commit: { type: 'string' },
  'base-url': { type: 'string' },
  reason: { type: 'string' },
  site: { type: 'string' },
} as const;

/** Where the command was typed: pnpm runs it from `api/`, but a relative --dist means the caller's folder. */
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

function printChange({ remote, change }: ChangeResult): void {
  console.log(`${remote.remote}: ${change.action} ${change.from_version ?? '-'} -> ${change.to_version ?? '-'}${change.percent !== null ? ` (${change.percent} %)` : ''}`);
  console.log(`  promoted ${remote.promoted ?? '-'}, rollback to ${remote.previous ?? '-'}, canary ${remote.canary ? `${remote.canary.version} at ${remote.canary.percent} %` : '-'}`);
}

const percentOf = (text: string | undefined) => (text !== undefined && /^(100|[1-9]?[0-9])$/.test(text) ? Number(text) : null);

/** The release engineer's command line: publishing, the registry's changes and its history. */
async function main(argv: string[]) {
  const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  const [command, target, version, percentText] = positionals;
  const remote = target?.replace(/^remote-/, '');
  if (!command || (command !== 'list' && !remote)) throw new UsageError();
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
      await releases.smokeCheck(remote!, version!, chromiumSmokeChecker(site), { site, checkedBy: author.actor });
      console.log(`${remote} ${version}: every module rendered, as a guest and signed in`);
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
          console.log(`${entry.remote}: promoted ${entry.promoted ?? '-'}, rollback to ${entry.previous ?? '-'}, canary ${entry.canary ? `${entry.canary.version} at ${entry.canary.percent} %` : '-'}`);
          for (const r of entry.releases) console.log(`  ${r.version}  ${r.published_at}  ${r.published_by}  ${r.commit || '-'}  ${r.manifest}`);
        }
        return;
      case 'check':
        if (!version) throw new UsageError();
        // Awaited here: the database is closed in `finally` only once the check is recorded.
        await smokeCheck();
        return;
      case 'promote':
        if (!version) throw new UsageError();
        await smokeCheck();
        return printChange(await releases.promote(remote!, version, author));
      case 'canary': {
        const percent = percentOf(percentText);
        if (!version || percent === null) throw new UsageError();
        if (percent > 0) await smokeCheck();
        return printChange(await releases.canary(remote!, version, percent, author));
      }
      case 'rollback':
        return printChange(await releases.rollback(remote!, author));
      case 'history': {
        const { changes, health } = await releaseHistoryOf(db, remote!);
        console.log(`${remote}: load reports per version`);
        for (const h of health) {
          console.log(`  ${h.version}  ${h.loads} loaded, ${h.failures} failed (${(h.failure_rate * 100).toFixed(1)} %)${h.last_error ? `  last error ${h.last_failure_at}: ${h.last_error}` : ''}`);
        }
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
