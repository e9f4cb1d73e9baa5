import { PlatformRouterBridge, preloadAntdScope } from '@casino/platform';
import { Outlet } from 'react-router-dom';
import { OfflineNotice } from '../connection/offline-notice';
import { useSessionEndWarning } from '../features/auth/use-session-end-warning';
import { useSessionExpiredNotice } from '../features/auth/use-session-expired-notice';
import { LazyHeaderDrawer } from '../features/header/header';
import { LazyPopupDialog, PopupHost } from '../features/popups/popup-host';
import { usePreloadWhenIdle } from '../lib/use-preload-when-idle';
import { LazyModalFor, ModalHost } from '../modals/modal-host';
import { useRoutePreload } from '../remotes/use-route-preload';

/** What a click may soon need, fetched once the page has painted and the browser is idle. */
const LAZY_PARTS = [preloadAntdScope, LazyModalFor.preload, LazyPopupDialog.preload, LazyHeaderDrawer.preload];

/**
 * Above every layout: the platform's router wiring, the URL modal, the popup sequence, the notice
 * of an ended session, the notice of a server that cannot be reached.
 */
export function Root() {
  useRoutePreload();
  usePreloadWhenIdle(LAZY_PARTS);
  useSessionExpiredNotice();
  useSessionEndWarning();
  return (
    <>
      <PlatformRouterBridge />
      <Outlet />
      <ModalHost />
      <PopupHost />
      <OfflineNotice />
    </>
  );
}
