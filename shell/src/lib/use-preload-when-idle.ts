import { useEffect } from 'react';
import { whenIdle } from './when-idle';

/** Longest wait for an idle moment before fetching anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs each preload once the page has loaded and the browser is idle, so code a click may need
 * is fetched after what paints the page, never before it.
 */
export function usePreloadWhenIdle(preloads: readonly (() => Promise<unknown>)[]): void {
  useEffect(() => {
    let cancelIdle: (() => void) | null = null;
    const preloadWhenIdle = () => {
      cancelIdle = whenIdle(() => {
        for (const preload of preloads) preload().catch(() => undefined);
      }, IDLE_TIMEOUT_MS);
    };
    if (document.readyState === 'complete') preloadWhenIdle();
    else window.addEventListener('load', preloadWhenIdle, { once: true });
    return () => {
      window.removeEventListener('load', preloadWhenIdle);
      cancelIdle?.();
    };
  }, [preloads]);
}
