import { PlatformHarness } from '@casino/platform';
import { Layout } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Route, Routes } from 'react-router-dom';

// Standalone dev mode: the remote mounts its pages and windows at the shell's paths inside a
// platform harness, with the dev server proxying /api to the API, so a team can work on it
// without the shell. Sign in through the shell (same origin as the API) first: the token cookie
// is read from here too. Windows opened from the pages land on these same paths.
const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/partner/adjsutment': () => import('./features/losing/pages/adjustment-page'),
  '/partner/betting-history': () => import('./features/betting-history/pages/betting-history-page'),
  '/partner/statistice-by-day': () => import('./features/statistics/pages/statistics-by-day-page'),
  '/partner/statistice-by-game': () => import('./features/statistics/pages/statistics-by-game-page'),
  '/partner/statistice-by-user': () => import('./features/statistics/pages/statistics-by-user-page'),
  '/windows/bet-list': () => import('./features/bet-list/pages/bet-list-window'),
  '/windows/bet-rank': () => import('./features/rankings/pages/bet-rank-window'),
  '/windows/deposit-rank': () => import('./features/rankings/pages/deposit-rank-window'),
  '/windows/losing-rank': () => import('./features/rankings/pages/losing-rank-window'),
  '/windows/rolling-list': () => import('./features/rolling-list/pages/rolling-list-window'),
  '/windows/rolling-rank': () => import('./features/rankings/pages/rolling-rank-window'),
  '/windows/withdraw-rank': () => import('./features/rankings/pages/withdraw-rank-window'),
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
