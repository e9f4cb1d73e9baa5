import { isChunkLoadError } from '@casino/platform';
import { pageConnection } from '../connection/page-connection';
import { serverAnswers } from '../connection/probe';

/**
 * The chunk-reload guard (spec 8, 9): a failed chunk or remote load reloads the page once, to
 * pick up a new deploy; a sessionStorage marker younger than 10 s means we just did, so the
 * caller shows its fallback instead and the page can never loop.
 *
 * Two more rules keep a slow failure from looping (a remote that answers after 12 s, then
 * fails): a failure that arrives after its slot already shows the fallback ("late") never
 * reloads, and a page that was itself opened by the guard never reloads again, however long
 * after the marker its failure arrives.
 *
 * And it reloads only when a reload can succeed: the page's address must answer first. While
 * the server is down (a restart) a reload would swap the page for the browser's error page;
 * instead the page is told the server is away, and what failed tries again when it is back.
 */
export const RELOAD_MARKER_KEY = 'shell.chunk-reload-at';
export const RELOAD_GUARD_MS = 10_000;

export interface ReloadFacts {
  /** The sessionStorage marker: when the guard last reloaded (ms since the epoch), or null. */
  marker: string | null;
  now: number;
  /** When this page's navigation started (`performance.timeOrigin`). */
  pageStartedAt: number;
  /** The failure arrived after its slot gave up and showed the fallback. */
  late: boolean;
}

/** The pure decision: may this failure reload the page? */
export function shouldReload({ marker, now, pageStartedAt, late }: ReloadFacts): boolean {
  // The visitor already sees the retry box: a reload would only start the same wait again.
  if (late) return false;
  if (marker === null) return true;
  const at = Number(marker);
  if (!Number.isFinite(at)) return true;
  // A marker from the future (the clock went back) counts as fresh: never risk a loop.
  if (now < at) return false;
  // This page is the guard's own reload: it already had its one try.
  if (pageStartedAt >= at && pageStartedAt - at < RELOAD_GUARD_MS) return false;
  return now - at >= RELOAD_GUARD_MS;
}

export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  pageStartedAt: number;
  reload: () => void;
  /** Whether a reload would get a page: the server answers the page's own address. */
  serverAnswers: () => Promise<boolean>;
  /** Told when it does not: the page shows that the server is away and waits for it. */
  serverDown: () => void;
}

function browserEnv(): ReloadEnv {
  return {
    storage: window.sessionStorage,
    now: Date.now,
    pageStartedAt: performance.timeOrigin,
    reload: () => window.location.reload(),
    serverAnswers: () => serverAnswers(window.location.href),
    serverDown: () => pageConnection.reportUnreachable(),
  };
}

/** The marker, or undefined when storage is blocked. */
function readMarker(env: ReloadEnv): string | null | undefined {
  try {
    return env.storage.getItem(RELOAD_MARKER_KEY);
  } catch {
    return undefined;
  }
}

/** Reloads once and answers true; answers false when the guard says no (show the fallback). */
export async function reloadOnce(env: ReloadEnv = browserEnv(), late = false): Promise<boolean> {
  const allowed = () => {
    const marker = readMarker(env);
    // Storage blocked (privacy mode): without a marker we cannot prove there is no loop.
    return marker !== undefined && shouldReload({ marker, now: env.now(), pageStartedAt: env.pageStartedAt, late });
  };
  if (!allowed()) return false;
  if (!(await env.serverAnswers().catch(() => false))) {
    env.serverDown();
    return false;
  }
  // Asked again: another failure may have reloaded while this one probed.
  if (!allowed()) return false;
  try {
    env.storage.setItem(RELOAD_MARKER_KEY, String(env.now()));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/** For an error boundary or a loader: reload once on a chunk error; true when reloading. */
export async function handleChunkError(error: unknown, { late = false, env }: { late?: boolean; env?: ReloadEnv } = {}): Promise<boolean> {
  return isChunkLoadError(error) && (await reloadOnce(env, late));
}
