import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** The folders `scripts/serve-fresh.mjs` gives the e2e site (FRESH_NAME in playwright.config.ts). */
const NAME = process.env.E2E_NAME ?? 'e2e';
const SITE_ENV = {
  PG_PORT: process.env.E2E_PG_PORT ?? '54331',
  PG_DATA_DIR: path.join(REPO_ROOT, `.data/${NAME}-pg`),
  RELEASES_DIR: path.join(REPO_ROOT, `.data/${NAME}-releases`),
  LOG_LEVEL: 'warn',
};

export interface CommandResult {
  status: number | null;
  output: string;
}

/** A command script (`<package>/<script>`) as the operator runs it on the e2e site's machine: the script run directly. */
function commandIn(packageDir: string, script: string, args: string[], site: string): CommandResult {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: path.join(REPO_ROOT, packageDir),
    env: { ...process.env, ...SITE_ENV, PORT: new URL(site).port },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** An API command (`api/src/cli/<script>.ts`) as the operator runs it on the e2e site's machine. */
export function siteCommand(script: string, args: string[], site: string): CommandResult {
  return commandIn('api', `src/cli/${script}.ts`, args, site);
}

/** `pnpm release ...` (`release/src/cli.ts`) as a release engineer runs it. */
export function releaseCommand(args: string[], site: string): CommandResult {
  return commandIn('release', 'src/cli.ts', [...args, '--site', site], site);
}

/**
 * A copy of remote-games' production build, changed by `edit` as a team's next build would be
 * (a text, a dependency range, a page that throws), without rebuilding anything. Compressed
 * copies of changed files are dropped, so the plain file is what is served.
 */
export function gamesBuildVariant(edit: (dir: string) => void): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'casino-games-release-'));
  cpSync(path.join(REPO_ROOT, 'remote-games', 'dist'), dir, { recursive: true });
  edit(dir);
  return dir;
}

/** Rewrites one file of a build; its compressed copies go, so the plain file is what is served. */
export function rewriteFile(file: string, text: string): void {
  writeFileSync(file, text);
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
}

/**
 * Replaces `from` with `to` in every script of the build that holds it, the browser's and the
 * server's (`server/remote.cjs`), as one version is both; answers how many files of each changed.
 */
export function replaceInScripts(dir: string, from: string, to: string): { browser: number; server: number } {
  return { browser: replaceIn(dir, readdirSync(dir).filter((name) => name.endsWith('.js')), from, to), server: replaceIn(dir, serverScripts(dir), from, to) };
}

function replaceIn(dir: string, files: string[], from: string, to: string): number {
  let changed = 0;
  for (const file of files) {
    const full = path.join(dir, file);
    const text = readFileSync(full, 'utf8');
    if (!text.includes(from)) continue;
    rewriteFile(full, text.split(from).join(to));
    changed += 1;
  }
  return changed;
}

/** The server build's scripts, as paths under the build's folder (none for a remote without one). */
function serverScripts(dir: string): string[] {
  const server = path.join(dir, 'server');
  return existsSync(server) ? readdirSync(server).filter((name) => name.endsWith('.cjs')).map((name) => path.join('server', name)) : [];
}

/** The server build's one file (`server/remote.cjs`). */
export function serverBuild(dir: string): string {
  return path.join(dir, 'server', 'remote.cjs');
}

/** The exposed module's own chunk (`__federation_expose_<Name>.<hash>.js`). */
export function exposedChunk(dir: string, name: string): string {
  const file = readdirSync(dir).find((f) => f.startsWith(`__federation_expose_${name}.`) && f.endsWith('.js'));
  if (!file) throw new Error(`no chunk of ${name} in ${dir}`);
  return path.join(dir, file);
}

export function editJson(file: string, edit: (json: Record<string, unknown>) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(json);
  rewriteFile(file, JSON.stringify(json));
}

/**
 * Whether an account is in a canary's share, computed here from the rule docs/deploying-a-remote.md
 * states (sha256 of remote, version and account; first 4 bytes mod 10,000 under percent x 100),
 * not by asking the product.
 */
export function inCanaryShare(remote: string, version: string, userId: number, percent: number): boolean {
  const digest = createHash('sha256').update(`${remote}\0${version}\0account:${userId}`).digest();
  return digest.readUInt32BE(0) % 10_000 < percent * 100;
}
