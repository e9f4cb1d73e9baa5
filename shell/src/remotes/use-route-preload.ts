import { useEffect } from 'react';
import { remotePageAt, remoteRequestId } from '../routes/route-table';
import { useRemoteLoader } from './remote-context';
import { type RemoteLoader } from './remote-loader';
import { whenIdle } from '../lib/when-idle';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Fetches the page a link leads to before it is clicked (DESIGN.md section 2: "may be
 * preloaded on hover/idle"): when a link is hovered, focused or touched, and in idle time for
 * the links on the page, again whenever the page gains elements (a remote page rendered its
 * links after the first look). A page whose code is already here renders at
 * once, instead of a fresh Suspense fallback that React then keeps for at least 300 ms.
 */
export function useRoutePreload(): void {
  const loader = useRemoteLoader();

  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link instanceof HTMLAnchorElement) preloadLink(loader, link);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
    };
  }, [loader]);

  useEffect(() => {
    let cancelScan: (() => void) | null = null;
    const scanWhenIdle = () => {
      if (cancelScan) return;
      cancelScan = whenIdle(() => {
        cancelScan = null;
        for (const link of document.querySelectorAll('a[href]')) if (link instanceof HTMLAnchorElement) preloadLink(loader, link);
      }, IDLE_TIMEOUT_MS);
    };
    scanWhenIdle();
    // Links a remote page renders after the first scan (the home page's lobby entries) count too.
    const observer = new MutationObserver(scanWhenIdle);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelScan?.();
    };
  }, [loader]);
}

function preloadLink(loader: RemoteLoader, link: HTMLAnchorElement): void {
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  const page = remotePageAt(url.pathname);
  if (page) loader.preload(page.remote, remoteRequestId(page));
}
