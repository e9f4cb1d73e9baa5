import { createHash } from 'node:crypto';
import type { RemotesRegistry } from '@casino/contract';
import type { Db } from '../db/pool';

interface DeployedVersion {
  version: string;
  manifest: string;
}

/** What the registry serves for one remote: the promoted version, and the canary with its share. */
export interface DeployedRemote {
  remote: string;
  promoted: DeployedVersion;
  canary: (DeployedVersion & { percent: number }) | null;
}

/** Every remote with a promoted version, with its canary: one small read, done per page and per poll. */
export async function deployedRemotes(db: Db): Promise<DeployedRemote[]> {
  const rows = await db
    .selectFrom('remote_channels as c')
    .innerJoin('remote_releases as p', (join) => join.onRef('p.remote', '=', 'c.remote').onRef('p.version', '=', 'c.promoted'))
    .leftJoin('remote_releases as k', (join) => join.onRef('k.remote', '=', 'c.remote').onRef('k.version', '=', 'c.canary'))
    .select(['c.remote', 'p.version as promoted', 'p.manifest as promoted_manifest', 'k.version as canary', 'k.manifest as canary_manifest', 'c.canary_percent'])
    .orderBy('c.remote')
    .execute();
  return rows.map((r) => ({
    remote: r.remote,
    promoted: { version: r.promoted, manifest: r.promoted_manifest },
    canary: r.canary && r.canary_manifest ? { version: r.canary, manifest: r.canary_manifest, percent: r.canary_percent } : null,
  }));
}

/** Buckets per 100 %: a share is whole per cent, a bucket a hundredth of one. */
const BUCKETS = 10_000;

/**
 * Where `identity` falls for a remote's canary, 0 to 9,999: a hash, so the same person always
 * lands in the same place, and raising the share only adds people (nobody who had the canary
 * loses it). The canary's version is part of it, so each new canary draws a new sample.
 */
export function canaryBucket(remote: string, canaryVersion: string, identity: string): number {
  const digest = createHash('sha256').update(`${remote}\0${canaryVersion}\0${identity}`).digest();
  return digest.readUInt32BE(0) % BUCKETS;
}

export function getsCanary(remote: string, canary: { version: string; percent: number }, identity: string): boolean {
  return canaryBucket(remote, canary.version, identity) < canary.percent * (BUCKETS / 100);
}

/** The registry one person gets: for each remote the canary when they are in its share, else the promoted version. */
export function registryFor(deployed: readonly DeployedRemote[], identity: string): RemotesRegistry {
  const remotes: RemotesRegistry['remotes'] = {};
  for (const { remote, promoted, canary } of deployed) {
    const picked = canary && getsCanary(remote, canary, identity) ? canary : promoted;
    remotes[remote] = { manifest: picked.manifest, version: picked.version };
  }
  return { remotes };
}

/** Every manifest a page of the site may be given, whoever asks: the content policy must allow them all. */
export function deployedManifests(deployed: readonly DeployedRemote[]): string[] {
  return deployed.flatMap(({ promoted, canary }) => (canary ? [promoted.manifest, canary.manifest] : [promoted.manifest]));
}

