import { useEffect } from 'react';

/** Longest wait for an idle moment before fetching anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs each preload once the page has loaded and the browser is idle, so code a click may need
 * is fetched after what paints the page, never before it.
 */
export function usePreloadWhenIdle(preloads: readonly (() => Promise<unknown>)[]): void {
  useEffect(() => {
    let cancelled = false;
    let idleHandle: number | undefined;
    const run = () => {
      if (cancelled) return;
      for (const preload of preloads) preload().catch(() => undefined);
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      else idleHandle = window.setTimeout(run, 1);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
      if (idleHandle !== undefined && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
      else if (idleHandle !== undefined) window.clearTimeout(idleHandle);
    };
  }, [preloads]);
}
