import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { publishLocalBuilds, type LocalBuildOptions } from './local-builds';
import type { ChangeAuthor } from './registry-changes';

const WATCH_AUTHOR: ChangeAuthor = { actor: 'start', reason: 'a local build, published when it changed (--watch-builds)' };

export interface WatchLocalBuildsOptions extends Omit<LocalBuildOptions, 'author'> {
  /** How often the builds' folders are looked at. */
  intervalMs?: number;
}

/**
 * `pnpm dev --server-render`: the builds in watch mode rewrite `remote-<name>/dist` on every
 * change, and each new build is published and promoted as `--publish-builds` does at start-up, so
 * the server renders and the browser loads the code just saved. A build is published once its
 * folders (the remote's and the shell's) have stopped changing for one interval: the browser and
 * the server targets of one build are written a moment apart.
 */
export function watchLocalBuilds({ intervalMs = 1000, ...options }: WatchLocalBuildsOptions): { stop(): Promise<void> } {
  let published = '';
  let seen = '';
  let running: Promise<void> | null = null;

  const look = async () => {
    const now = await buildsStamp(options.remotesRoot, options.shellDist);
    const settled = now === seen && now !== published;
    seen = now;
    if (!settled) return;
    // A publish that fails (the shell not built yet) is tried again when the files change.
    published = now;
    await publishLocalBuilds({ ...options, author: WATCH_AUTHOR });
  };
  const timer = setInterval(() => {
    // No look while one runs: two stamps taken back to back after a slow publish would pass for settled.
    if (running) return;
    running = look()
      .catch((error: unknown) => options.log(`Watching the local builds: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (running = null));
  }, intervalMs);

  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** Every file under the remotes' `dist` folders and the shell's, with its size and time: changes when any build writes. */
async function buildsStamp(remotesRoot: string, shellDist: string): Promise<string> {
  const entries = await readdir(remotesRoot, { withFileTypes: true }).catch(() => []);
  const folders = entries.filter((e) => e.isDirectory() && e.name.startsWith('remote-')).map((e) => path.join(remotesRoot, e.name, 'dist'));
  const stamps = await Promise.all([shellDist, ...folders].map((folder) => folderStamp(folder)));
  return stamps.join('\n');
}

async function folderStamp(dir: string): Promise<string> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  const stamps = await Promise.all(
    files.sort().map(async (file) => {
      const info = await stat(file).catch(() => null);
      return info ? `${file}:${info.size}:${info.mtimeMs}` : '';
    }),
  );
  return stamps.join('|');
}
