import { PlatformProvider, type Platform } from '@casino/platform';
import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { RouteError } from '../features/errors/route-error';
import { RemoteLoaderContext } from '../remotes/remote-context';
import { type RemoteLoader } from '../remotes/remote-loader';
import { buildRoutes } from '../routes/router';
import { Root } from './root';
import { ShellStore } from './shell-store';
import { ShellStoreContext } from './shell-store-context';
import { shellTheme } from './theme';
import { ThemedText } from './themed-text';

/**
 * `onNavigate` runs on every page change after the first (release detection), from the router
 * itself: the URL is already the new one and React has not rendered the new route yet, so a
 * registry check started there is in flight before the route's remote asks for its code.
 */
export function createShellRouter(onNavigate: () => void) {
  const router = createBrowserRouter([{ element: <Root />, errorElement: <RouteError />, children: buildRoutes() }]);
  let pathname = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    onNavigate();
  });
  return router;
}

export interface ShellAppProps {
  platform: Platform;
  loader: RemoteLoader;
  router: ReturnType<typeof createShellRouter>;
  /** The path the server answered 404 when the site loaded (its start-up data), or null. */
  notFoundPath?: string | null;
}

/**
 * Providers in order: platform (i18n, antd locale and theme, messages and dialogs), the theme's
 * text colour and font, the shell's root store (made here, once per app), remotes, routes.
 */
export function ShellApp({ platform, loader, router, notFoundPath = null }: ShellAppProps) {
  const [store] = useState(() => new ShellStore(platform, { notFoundPath }));
  return (
    <PlatformProvider platform={platform} theme={shellTheme}>
      <ThemedText>
        <ShellStoreContext.Provider value={store}>
          <RemoteLoaderContext.Provider value={loader}>
            <RouterProvider router={router} />
          </RemoteLoaderContext.Provider>
        </ShellStoreContext.Provider>
      </ThemedText>
    </PlatformProvider>
  );
}
