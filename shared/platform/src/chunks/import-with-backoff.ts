import { isChunkLoadError } from './chunk-load-error';

/** The waits before each new try: a restarting API server is back within seconds. */
const BACKOFF_MS = [500, 1_000, 2_000];
const STEADY_MS = 3_000;
/** After this, the failure goes to the nearest error boundary, whose Retry starts over. */
export const GIVE_UP_AFTER_MS = 30_000;

export type Wait = (ms: number) => Promise<void>;
const sleep: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a dynamic import, trying again while its chunk fails to download (0.5, 1, 2, then every
 * 3 s, for up to 30 s). Any other error (the module's own code threw) is passed on at once.
 */
export async function importWithBackoff<T>(load: () => Promise<T>, wait: Wait = sleep): Promise<T> {
  const startedAt = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      const delay = BACKOFF_MS[attempt] ?? STEADY_MS;
      if (!isChunkLoadError(error) || Date.now() - startedAt + delay > GIVE_UP_AFTER_MS) throw error;
      await wait(delay);
    }
  }
}
