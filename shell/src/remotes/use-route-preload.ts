import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { remotePageAt, remoteRequestId } from '../routes/route-table';
import { useRemoteLoader } from './remote-context';
import { type RemoteLoader } from './remote-loader';
import { whenIdle } from '../lib/when-idle';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Fetches the page a link leads to before it is clicked (DESIGN.md section 2: "may be
 * preloaded on hover/idle"): when a link is hovered, focused or touched, and in idle time for
 * the links on the page after each navigation. A page whose code is already here renders at
 * once, instead of a fresh Suspense fallback that React then keeps for at least 300 ms.
 */
export function useRoutePreload(): void {
  const loader = useRemoteLoader();
  const { pathname } = useLocation();

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

  useEffect(
    () =>
      whenIdle(() => {
        for (const link of document.querySelectorAll('a[href]')) if (link instanceof HTMLAnchorElement) preloadLink(loader, link);
      }, IDLE_TIMEOUT_MS),
    [loader, pathname],
  );
}

function preloadLink(loader: RemoteLoader, link: HTMLAnchorElement): void {
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  const page = remotePageAt(url.pathname);
  if (page) loader.preload(page.remote, remoteRequestId(page));
}
