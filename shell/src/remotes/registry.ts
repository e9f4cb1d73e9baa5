import { isRecord } from '../lib/is-record';

/**
 * The registry of deployed remotes (`/remotes.json`): name -> manifest URL and version.
 * Deploying or rolling back a remote is a change here, never a shell rebuild. Checked by hand,
 * like the runtime config: it is read before the first render.
 */
export interface RegistryEntry {
  manifest: string;
  version: string;
  /** The token that lets this page report on this version (the health reports); absent from a hand-written registry. */
  report?: string;
}
export type Registry = Record<string, RegistryEntry>;

const REMOTE_NAME = /^[a-z][a-z0-9_-]*$/;

/** The path of the first bad field and what is wrong there, or null when the registry is well-formed. */
function firstProblem(json: unknown): { path: string; message: string } | null {
  if (!isRecord(json)) return { path: '', message: 'expected an object' };
  if (!isRecord(json.remotes)) return { path: '/remotes', message: 'expected an object of remotes' };
  for (const [name, entry] of Object.entries(json.remotes)) {
    const where = `/remotes/${name}`;
    if (!REMOTE_NAME.test(name)) return { path: where, message: 'a remote name is lower-case letters, digits, - and _' };
    if (!isRecord(entry)) return { path: where, message: 'expected { manifest, version }' };
    for (const field of ['manifest', 'version'] as const) {
      if (typeof entry[field] !== 'string' || entry[field] === '') return { path: `${where}/${field}`, message: 'expected a non-empty string' };
    }
    if (entry.report !== undefined && (typeof entry.report !== 'string' || entry.report === '')) return { path: `${where}/report`, message: 'expected a non-empty string' };
  }
  return null;
}

export const REGISTRY_URL = '/remotes.json';

/** Validates the registry; throws naming the first bad field. */
export function parseRegistry(json: unknown): Registry {
  const problem = firstProblem(json);
  if (problem) throw new Error(`Invalid remote registry at ${problem.path || '/remotes'}: ${problem.message}`);
  return (json as { remotes: Registry }).remotes;
}

/** Always from the network: a deploy must be visible on the next poll. */
export async function fetchRegistry(fetchFn: typeof fetch = fetch, signal?: AbortSignal): Promise<Registry> {
  const response = await fetchFn(REGISTRY_URL, { cache: 'no-store', signal });
  if (!response.ok) throw new Error(`Remote registry answered ${response.status}`);
  return parseRegistry(await response.json());
}

/**
 * The registry source for the loader: the one the page carries (`written`, from its start-up
 * data) the first time, the network after that (a retry, a poll must see a deploy).
 */
export function pageThenNetworkRegistry(written: unknown, fetchFn: typeof fetch = fetch): () => Promise<Registry> {
  let pending = written;
  return async () => {
    if (pending !== undefined) {
      const registry = pending;
      pending = undefined;
      try {
        return parseRegistry(registry);
      } catch {
        // A page written with a broken registry: the file says what is wrong, as without one.
      }
    }
    return fetchRegistry(fetchFn);
  };
}

/** The federation entry for a registry entry: an absolute manifest URL, keyed by version so caches never serve an old one. */
export function manifestEntry(entry: RegistryEntry, base: string): string {
  const url = new URL(entry.manifest, base);
  url.searchParams.set('v', entry.version);
  return url.href;
}
