import { isChunkLoadError } from '@casino/platform';
import { handleChunkError } from '../release/reload-guard';
import { pageConnection } from './page-connection';
import { type ServerConnection } from './server-connection';

export interface ImportRetryDeps {
  connection: Pick<ServerConnection, 'check' | 'whenReachable'>;
  /** The chunk-reload guard: settles true when the page reloads. */
  reload: (error: unknown) => Promise<boolean>;
}

const pageDeps: ImportRetryDeps = {
  connection: pageConnection,
  reload: (error) => handleChunkError(error),
};

/**
 * Loads a chunk of the shell's own code, trying again instead of failing the page:
 * - the server does not answer (a restart): wait until it does (the connection probes with
 *   backoff and shows the offline notice meanwhile), then try again, as often as that takes;
 * - the server answers: try once more at once (a lost request); failing again, the chunk is
 *   gone (a new deploy), so the guard reloads once, or the error goes to the route's error element.
 * Other errors (the module's own code threw) are not download failures and go on at once.
 */
export async function importWithRetry<T>(load: () => Promise<T>, deps: ImportRetryDeps = pageDeps): Promise<T> {
  let retriedWhileUp = false;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      if (await deps.connection.check()) {
        if (retriedWhileUp) {
          // The page is going away: nothing should render the error meanwhile.
          if (await deps.reload(error)) return new Promise<never>(() => undefined);
          throw error;
        }
        retriedWhileUp = true;
      } else {
        await deps.connection.whenReachable();
      }
    }
  }
}
