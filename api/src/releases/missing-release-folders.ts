import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/pool';
import { MANIFEST_FILE } from '@casino/build/federation-files';

export interface MissingRelease {
  remote: string;
  version: string;
  /** Why people may be given it. */
  as: 'promoted' | 'rollback target' | 'canary';
}

/**
 * The versions the registry may give people whose files this process does not have: served
 * from the site itself (not a CDN) yet absent from `releasesDir`. A process started with another
 * RELEASES_DIR than the others would answer 404 for each of them; start-up says so.
 */
export async function missingReleaseFolders(db: Db, releasesDir: string): Promise<MissingRelease[]> {
  const channels = await db.selectFrom('remote_channels').select(['remote', 'promoted', 'previous', 'canary']).orderBy('remote').execute();
  const releases = await db.selectFrom('remote_releases').select(['remote', 'version', 'manifest']).execute();
  const manifestOf = new Map(releases.map((r) => [`${r.remote}\0${r.version}`, r.manifest]));
  const missing: MissingRelease[] = [];
  for (const channel of channels) {
    const wanted = [
      [channel.promoted, 'promoted'],
      [channel.previous, 'rollback target'],
      [channel.canary, 'canary'],
    ] as const;
    for (const [version, as] of wanted) {
      if (!version) continue;
      const onSite = manifestOf.get(`${channel.remote}\0${version}`)?.startsWith('/') ?? false;
      if (onSite && !existsSync(path.join(releasesDir, channel.remote, version, MANIFEST_FILE))) missing.push({ remote: channel.remote, version, as });
    }
  }
  return missing;
}
