import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/**
 * The registry of deployed remotes (`/remotes.json`): name -> manifest URL and version.
 * Deploying or rolling back a remote is a change here, never a shell rebuild.
 */
const RegistryEntry = Type.Object({
  manifest: Type.String({ minLength: 1 }),
  version: Type.String({ minLength: 1 }),
});
const RegistrySchema = Type.Object({ remotes: Type.Record(Type.String({ pattern: '^[a-z][a-z0-9_-]*$' }), RegistryEntry) });

export type RegistryEntry = Static<typeof RegistryEntry>;
export type Registry = Record<string, RegistryEntry>;

export const REGISTRY_URL = '/remotes.json';

/** Validates the registry; throws naming the first bad field. */
export function parseRegistry(json: unknown): Registry {
  if (!Value.Check(RegistrySchema, json)) {
    const first = Value.Errors(RegistrySchema, json).First();
    const where = first?.path || '/remotes';
    throw new Error(`Invalid remote registry at ${where}: ${first?.message ?? 'unexpected shape'}`);
  }
  return json.remotes;
}

/** Always from the network: a deploy must be visible on the next poll. */
export async function fetchRegistry(fetchFn: typeof fetch = fetch, signal?: AbortSignal): Promise<Registry> {
  const response = await fetchFn(REGISTRY_URL, { cache: 'no-store', signal });
  if (!response.ok) throw new Error(`Remote registry answered ${response.status}`);
  return parseRegistry(await response.json());
}

/** The federation entry for a registry entry: an absolute manifest URL, keyed by version so caches never serve an old one. */
export function manifestEntry(entry: RegistryEntry, base: string): string {
  const url = new URL(entry.manifest, base);
  url.searchParams.set('v', entry.version);
  return url.href;
}
