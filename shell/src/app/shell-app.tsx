import { PlatformProvider, type Platform } from '@casino/platform';
import { useState } from 'react';
import { RouterProvider, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from '../features/errors/route-error';
import { PageDataContext, type ServedPageData } from '../remotes/page-data-context';
import { RemoteLoaderContext } from '../remotes/remote-context';
import { type RemoteLoader } from '../remotes/remote-loader';
import { buildRoutes } from '../routes/router';
import { Root } from './root';
import { ShellStore } from './shell-store';
import { ShellStoreContext } from './shell-store-context';
import { shellTheme } from './theme';
import { ThemedText } from './themed-text';

/** The whole route tree, the same in the browser and in a server render. */
export function shellRoutes(): RouteObject[] {
  return [{ element: <Root />, errorElement: <RouteError />, children: buildRoutes() }];
}

/**
 * `onNavigate` runs on every page change after the first (release detection), from the router
 * itself: the URL is already the new one and React has not rendered the new route yet, so a
 * registry check started there is in flight before the route's remote asks for its code.
 */
export function createShellRouter(onNavigate: () => void) {
  const router = createBrowserRouter(shellRoutes());
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
  /** The browser's router (createShellRouter), or a memory router on the server. */
  router: ReturnType<typeof createBrowserRouter>;
  /** The path the server answered 404 when the site loaded (its start-up data), or null. */
  notFoundPath?: string | null;
  /** The shell's root store, when made (and loaded) beforehand: a server render. */
  store?: ShellStore;
  /** The remote page's data the server rendered it with. */
  pageData?: ServedPageData | null;
  /** The request's CSP nonce (a server render); a page reads its own from its meta tag. */
  nonce?: string;
}

/**
 * Providers in order: platform (i18n, antd locale and theme, messages and dialogs), the theme's
 * text colour and font, the shell's root store (made here, once per app), remotes, routes.
 */
export function ShellApp({ platform, loader, router, notFoundPath = null, store: given, pageData = null, nonce }: ShellAppProps) {
  const [store] = useState(() => given ?? new ShellStore(platform, { notFoundPath }));
  return (
    <PlatformProvider platform={platform} theme={shellTheme} nonce={nonce}>
      <ThemedText>
        <ShellStoreContext.Provider value={store}>
          <RemoteLoaderContext.Provider value={loader}>
            <PageDataContext.Provider value={pageData}>
              <RouterProvider router={router} />
            </PageDataContext.Provider>
          </RemoteLoaderContext.Provider>
        </ShellStoreContext.Provider>
      </ThemedText>
    </PlatformProvider>
  );
}
