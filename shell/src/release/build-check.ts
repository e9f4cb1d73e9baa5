/** Spec 9: the manifest check gives up after 1500 ms, so a slow server never piles up polls. */
export const BUILD_CHECK_TIMEOUT_MS = 1500;
export const BUILD_INFO_URL = '/build.json';

export interface BuildCheckDeps {
  fetchFn?: typeof fetch;
  /** How a time-out signal is made; tests pass their own. */
  timeoutSignal?: (ms: number) => AbortSignal;
}

/** The deployed shell's build id, or null when it cannot be read in time (we simply try again later). */
export async function fetchDeployedBuildId({ fetchFn = fetch, timeoutSignal = (ms) => AbortSignal.timeout(ms) }: BuildCheckDeps = {}): Promise<string | null> {
  try {
    const response = await fetchFn(BUILD_INFO_URL, { cache: 'no-store', signal: timeoutSignal(BUILD_CHECK_TIMEOUT_MS) });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'buildId' in body && typeof body.buildId === 'string') return body.buildId;
    return null;
  } catch {
    return null;
  }
}
