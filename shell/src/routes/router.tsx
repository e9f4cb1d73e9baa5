import { AntdScope } from '@casino/platform';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { type RouteObject } from 'react-router-dom';
import { RouteError } from '../features/errors/route-error';
import { DefaultLayout } from '../layouts/default-layout';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import { RemoteSlot } from '../remotes/remote-slot';
import { ROUTES, type LayoutName, type RouteEntry } from './route-table';

// Only the member layout paints the home page; the rest come with the first page that needs them.
const PartnerLayout = lazyWithPreload(() => import('../layouts/partner-layout').then((m) => ({ default: m.PartnerLayout })));
const WindowsLayout = lazyWithPreload(() => import('../layouts/windows-layout').then((m) => ({ default: m.WindowsLayout })));
const EmptyLayout = lazyWithPreload(() => import('../layouts/empty-layout').then((m) => ({ default: m.EmptyLayout })));
const PartnerLoginPage = lazyWithPreload(() => import('../features/auth/partner-login-page').then((m) => ({ default: m.PartnerLoginPage })));
const NotFoundPage = lazyWithPreload(() => import('../features/errors/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const RequireAuth = lazyWithPreload(() => import('../features/auth/require-auth').then((m) => ({ default: m.RequireAuth })));
const RedirectPage = lazyWithPreload(() => import('../features/redirect/redirect-page').then((m) => ({ default: m.RedirectPage })));
const SecurityPage = lazyWithPreload(() => import('../features/security/security-page').then((m) => ({ default: m.SecurityPage })));
const ReleaseCheckPage = lazyWithPreload(() => import('../features/release-check/release-check-page').then((m) => ({ default: m.ReleaseCheckPage })));

function loaded(Component: ComponentType): ReactNode {
  return (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  );
}

/** A layout whose pages are antd's, under its provider. */
function AntdLayout({ layout }: { layout: ComponentType & { preload: () => Promise<unknown> } }) {
  return <AntdScope preload={layout.preload}>{loaded(layout)}</AntdScope>;
}

// The member layout's pages are plain markup; the others are antd's.
const LAYOUTS: Record<LayoutName, ReactNode> = {
  default: <DefaultLayout />,
  empty: <AntdLayout layout={EmptyLayout} />,
  partner: <AntdLayout layout={PartnerLayout} />,
  windows: <AntdLayout layout={WindowsLayout} />,
};

const SHELL_PAGES = { redirect: RedirectPage, 'release-check': ReleaseCheckPage, security: SecurityPage, 'not-found': NotFoundPage };

function pageElement(entry: RouteEntry): ReactNode {
  // Keyed by path: moving between two pages of one remote starts a fresh slot.
  const page = entry.kind === 'shell' ? loaded(SHELL_PAGES[entry.page]) : <RemoteSlot key={entry.path} target={entry.page} />;
  if (!entry.guard) return page;
  return (
    <Suspense fallback={null}>
      <RequireAuth role={entry.guard} signedOut={loaded(PartnerLoginPage)}>
        {page}
      </RequireAuth>
    </Suspense>
  );
}

/**
 * The route table as react-router routes: one layout route per layout, its pages below it. Each
 * level has the site's own error element, so a page that fails keeps its layout (the header)
 * and a layout that fails keeps the root (dialogs, the offline notice).
 */
export function buildRoutes(entries: readonly RouteEntry[] = ROUTES): RouteObject[] {
  const layouts = [...new Set(entries.map((entry) => entry.layout))];
  return layouts.map((layout) => ({
    element: LAYOUTS[layout],
    errorElement: <RouteError />,
    children: entries
      .filter((entry) => entry.layout === layout)
      .map((entry) => ({ path: entry.path, element: pageElement(entry), errorElement: <RouteError /> })),
  }));
}
