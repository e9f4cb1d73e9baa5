/**
 * The chunk-reload guard (spec 8, 9): a failed chunk or remote load reloads the page once, to
 * pick up a new deploy; a sessionStorage marker younger than 10 s means we just did, so the
 * caller shows its fallback instead and the page can never loop.
 */
export const RELOAD_MARKER_KEY = 'shell.chunk-reload-at';
export const RELOAD_GUARD_MS = 10_000;

const CHUNK_ERROR_PATTERNS = [/Loading chunk [\w./-]+ failed/i, /Loading CSS chunk/i, /ChunkLoadError/, /Failed to fetch dynamically imported module/i];

/** Is this error a failed code download (a webpack chunk or a federation remote)? */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  if (isRemoteLoadError(error)) return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

/** Federation runtime failures carry RUNTIME-xxx codes, or name the remote entry or manifest. */
function isRemoteLoadError(error: Error): boolean {
  // 001 entry exports, 003 manifest, 007 snapshot, 008 script: the download failed, not the code.
  return /RUNTIME-00[1378]|Failed to load script resources|Failed to get (manifest|remoteEntry)/i.test(error.message);
}

/** The pure decision: reload unless the marker says we reloaded less than 10 s ago. */
export function shouldReload(marker: string | null, now: number): boolean {
  if (marker === null) return true;
  const at = Number(marker);
  if (!Number.isFinite(at)) return true;
  // A marker from the future (the clock went back) counts as fresh: never risk a loop.
  if (now < at) return false;
  return now - at >= RELOAD_GUARD_MS;
}

export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

function browserEnv(): ReloadEnv {
  return { storage: window.sessionStorage, now: Date.now, reload: () => window.location.reload() };
}

/** Reloads once and answers true; answers false when the guard is still fresh (show the fallback). */
export function reloadOnce(env: ReloadEnv = browserEnv()): boolean {
  let marker: string | null = null;
  try {
    marker = env.storage.getItem(RELOAD_MARKER_KEY);
  } catch {
    // Storage blocked (privacy mode): without a marker we cannot prove there is no loop.
    return false;
  }
  const now = env.now();
  if (!shouldReload(marker, now)) return false;
  try {
    env.storage.setItem(RELOAD_MARKER_KEY, String(now));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/** For an error boundary or a loader: reload once on a chunk error; true when reloading. */
export function handleChunkError(error: unknown, env?: ReloadEnv): boolean {
  return isChunkLoadError(error) && reloadOnce(env);
}
