import { readFile } from 'node:fs/promises';
import { RemotesRegistry } from '@casino/contract';
import { Value } from '@sinclair/typebox/value';

/**
 * The deployed remotes (`deploy/remotes.json` unless REMOTES_REGISTRY), read from disk on every
 * call so that editing the file deploys or rolls back a remote with no restart. Null when the
 * file is missing or does not match the schema: a broken edit must never reach browsers.
 */
export async function readRemotesRegistry(file: string): Promise<RemotesRegistry | null> {
  let registry: unknown;
  try {
    registry = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
  return Value.Check(RemotesRegistry, registry) ? registry : null;
}

/** The origins remote code is served from, other than the site itself (relative manifests are the site's own). */
export function remoteOrigins(registry: RemotesRegistry | null, siteOrigin: string): string[] {
  const origins = new Set<string>();
  for (const { manifest } of Object.values(registry?.remotes ?? {})) {
    let origin: string;
    try {
      origin = new URL(manifest, siteOrigin).origin;
    } catch {
      continue;
    }
    if (origin !== siteOrigin && /^https?:/.test(origin)) origins.add(origin);
  }
  return [...origins].sort();
}
