import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/pool';
import { publishRelease } from './publish';
import { promote, type ChangeAuthor } from './registry-changes';
import { readRemoteDist } from './release-dist';
import { readShellFacts } from './shell-facts';
import { MANIFEST_FILE } from '@casino/build/federation-files';

const AUTHOR: ChangeAuthor = { actor: 'start', reason: 'the local build, published at start-up (--publish-builds)' };

export interface LocalBuildOptions {
  db: Db;
  /** Where `remote-<name>/dist` folders are. */
  remotesRoot: string;
  releasesDir: string;
  shellDist: string;
  log: (line: string) => void;
  /** Who the registry's history names (the start-up's publish by default). */
  author?: ChangeAuthor;
}

/**
 * `pnpm start` on one machine: each remote's fresh build in `remote-<name>/dist` is published
 * (under its package version, or `<version>-<digest>` when that version holds another build) and
 * promoted when it is new or nothing is promoted yet. A build already published changes nothing,
 * so a rollback made since stays in place across restarts.
 */
/**
 * The shell build whose facts the remotes are checked against. The single-bundle build (`pnpm
 * build:single`, the page bench's floor) has its remotes built in, but its pages still find them
 * through the registry (the loader shows a remote the registry lacks as not deployed): the
 * remotes' builds are published as for the federated shell built beside it, from the same source.
 */
async function federatedShellOf(shellDist: string, log: (line: string) => void): Promise<string> {
  const single = existsSync(path.join(shellDist, 'index.html')) && !existsSync(path.join(shellDist, MANIFEST_FILE));
  if (!single) return shellDist;
  const federated = path.join(path.dirname(shellDist), 'dist');
  log(`Shell: ${shellDist} is a single bundle with its remotes built in; the registry lists the remotes' builds, checked against ${federated}`);
  return federated;
}

export async function publishLocalBuilds({ db, remotesRoot, releasesDir, shellDist, log, author = AUTHOR }: LocalBuildOptions): Promise<void> {
  const shell = await readShellFacts(await federatedShellOf(shellDist, log));
  const folders = (await readdir(remotesRoot, { withFileTypes: true })).filter((e) => e.isDirectory() && e.name.startsWith('remote-'));
  for (const folder of folders) {
    const remote = folder.name.slice('remote-'.length);
    const distDir = path.join(remotesRoot, folder.name, 'dist');
    try {
      const dist = await readRemoteDist(distDir, remote);
      const known = await db.selectFrom('remote_releases').select('version').where('remote', '=', remote).where('digest', '=', dist.digest).executeTakeFirst();
      let version = known?.version;
      let created = false;
      if (!version) {
        const base = dist.manifest.metaData.buildInfo?.buildVersion ?? '0.0.0';
        const taken = await db.selectFrom('remote_releases').select('version').where('remote', '=', remote).where('version', '=', base).executeTakeFirst();
        version = taken ? `${base}-${dist.digest.slice(0, 8)}` : base;
        created = (await publishRelease(db, releasesDir, shell, { remote, version, commit: '', dist }, author)).created;
      }
      const channel = await db.selectFrom('remote_channels').select('promoted').where('remote', '=', remote).executeTakeFirst();
      if ((created || !channel?.promoted) && channel?.promoted !== version) {
        await db.transaction().execute((trx) => promote(trx, remote, version, author));
        log(`Remote ${remote}: ${version} published and promoted`);
      }
    } catch (error) {
      // One remote that cannot be published leaves its pages showing "temporarily unavailable", not the site down.
      log(`Remote ${remote}: not published (${error instanceof Error ? error.message : String(error)})`);
    }
  }
}
