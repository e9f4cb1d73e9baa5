import path from 'node:path';
import { MANIFEST_FILE, REMOTE_ENTRY_FILE } from '@casino/build/federation-files';

/** Files whose name stays the same across releases: browsers must revalidate them every time. */
const ENTRY_FILES = new Set(['index.html', REMOTE_ENTRY_FILE, MANIFEST_FILE, 'build.json', 'remotes.json']);
/** Webpack chunk names carry an 8+ hex content hash (`[name].[contenthash:8].js`). */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed chunks are cached for a year; everything else revalidates (ETag) so a deploy is seen at once. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
