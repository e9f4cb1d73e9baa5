/** A probe that hears nothing back within this long counts as no answer. */
export const PROBE_TIMEOUT_MS = 3_000;

/** The API's liveness call: it answers once the server listens (after its migrations). */
export const PING_PATH = '/api/v1/core/ping';

/**
 * Does the server answer `url`? `no-store`, so neither the HTTP cache nor a service worker can
 * answer for a server that is down.
 */
export async function serverAnswers(url: string, fetchFn: typeof fetch = fetch, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  try {
    const response = await fetchFn(url, { cache: 'no-store', credentials: 'same-origin', signal: AbortSignal.timeout(timeoutMs) });
    return response.ok;
  } catch {
    return false;
  }
}
