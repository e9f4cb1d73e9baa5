import { PlatformHarness } from '@casino/platform';
import { Layout } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Route, Routes } from 'react-router-dom';

// Standalone dev mode: the remote mounts its pages and windows at the shell's paths inside a
// platform harness, with the dev server proxying /api to the API, so a team can work on it
// without the shell. Sign in through the shell (same origin as the API) first: the token cookie
// is read from here too. Windows open from the management page land on these same paths.
const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/partner': () => import('./features/dashboard/pages/dashboard-page'),
  '/partner/current-user': () => import('./features/current-users/pages/current-user-page'),
  '/partner/partner-management': () => import('./pages/partner-management-page'),
  '/partner/partner-structure': () => import('./features/structure/pages/structure-page'),
  '/partner/statement': () => import('./features/statement/pages/statement-page'),
  '/partner/trade': () => import('./features/trade/pages/trade-page'),
  '/windows/deposit-list': () => import('./features/account-statements/pages/deposit-list-window'),
  '/windows/deposit': () => import('./features/top-up/pages/deposit-window'),
  '/windows/login-history': () => import('./features/login-history/pages/login-history-window'),
  '/windows/register': () => import('./features/register/pages/register-window'),
  '/windows/rolling-setting': () => import('./features/rolling-setting/pages/rolling-setting-window'),
  '/windows/test': () => import('./features/window-check/pages/test-window'),
  '/windows/withdraw-list': () => import('./features/account-statements/pages/withdraw-list-window'),
  '/windows/withdraw': () => import('./features/top-up/pages/withdraw-window'),
};
const routes = Object.entries(pages).map(([path, load]) => ({ path, Page: lazy(load) }));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <PlatformHarness apiBase="">
      <Layout style={{ minHeight: '100vh' }}>
        <nav style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 12 }}>
          {routes.map(({ path }) => (
            <Link key={path} to={path}>
              {path}
            </Link>
          ))}
        </nav>
        <Layout.Content style={{ padding: 12 }}>
          <Suspense fallback={null}>
            <Routes>
              {routes.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={null} />
            </Routes>
          </Suspense>
        </Layout.Content>
      </Layout>
    </PlatformHarness>,
  );
}
