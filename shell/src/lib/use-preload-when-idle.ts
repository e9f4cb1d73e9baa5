import { useEffect } from 'react';
import { whenIdle } from './when-idle';

/** Longest wait for an idle moment before fetching anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs each preload once the page has loaded and the browser is idle, so code a click may need
 * is fetched after what paints the page, never before it. One preload per idle moment: starting
 * a federated import runs the module system's share negotiation at once, and all of them in one
 * callback made one long task (160 ms on a phone's CPU) where a member may be scrolling.
 */
export function usePreloadWhenIdle(preloads: readonly (() => Promise<unknown>)[]): void {
  useEffect(() => {
    let cancelIdle: (() => void) | null = null;
    const preloadFrom = (index: number) => {
      if (index >= preloads.length) return;
      cancelIdle = whenIdle(() => {
        preloads[index]!().catch(() => undefined);
        preloadFrom(index + 1);
      }, IDLE_TIMEOUT_MS);
    };
    const start = () => preloadFrom(0);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancelIdle?.();
    };
  }, [preloads]);
}
