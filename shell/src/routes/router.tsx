import { type ReactNode } from 'react';
import { type RouteObject } from 'react-router-dom';
import { PartnerLoginPage } from '../features/auth/partner-login-page';
import { RequireAuth } from '../features/auth/require-auth';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RedirectPage } from '../features/redirect/redirect-page';
import { DefaultLayout } from '../layouts/default-layout';
import { EmptyLayout } from '../layouts/empty-layout';
import { PartnerLayout } from '../layouts/partner-layout';
import { WindowsLayout } from '../layouts/windows-layout';
import { RemoteSlot } from '../remotes/remote-slot';
import { ROUTES, type LayoutName, type RouteEntry } from './route-table';

const LAYOUTS: Record<LayoutName, ReactNode> = {
  default: <DefaultLayout />,
  empty: <EmptyLayout />,
  partner: <PartnerLayout />,
  windows: <WindowsLayout />,
};

function pageElement(entry: RouteEntry): ReactNode {
  if (entry.kind === 'shell') return entry.page === 'redirect' ? <RedirectPage /> : <NotFoundPage />;
  // Keyed by path: moving between two pages of one remote starts a fresh slot.
  const page = <RemoteSlot key={entry.path} target={entry.page} />;
  if (entry.guard !== 'partner') return page;
  return (
    <RequireAuth role="partner" signedOut={<PartnerLoginPage />}>
      {page}
    </RequireAuth>
  );
}

/** The route table as react-router routes: one layout route per layout, its pages below it. */
export function buildRoutes(entries: readonly RouteEntry[] = ROUTES): RouteObject[] {
  const layouts = [...new Set(entries.map((entry) => entry.layout))];
  return layouts.map((layout) => ({
    element: LAYOUTS[layout],
    children: entries.filter((entry) => entry.layout === layout).map((entry) => ({ path: entry.path, element: pageElement(entry) })),
  }));
}
