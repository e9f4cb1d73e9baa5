import { lazyWithRetry, PlatformHarness } from '@casino/platform';
import { Layout } from 'antd';
import { Suspense, useMemo, type ComponentType } from 'react';
import { Link, Route, Routes } from 'react-router-dom';

/** A remote's pages by the shell's path (`/partner/trade`), each a lazy module with a default export. */
export type StandalonePageLoaders = Record<string, () => Promise<{ default: ComponentType }>>;

/**
 * A remote on its own (standalone dev mode, its `bootstrap.tsx`): its pages and windows at the
 * shell's paths under a row of links, inside a platform harness whose `/api` calls the dev server
 * proxies to the API. Sign in through the shell (same origin as the API) first: its session
 * cookie is sent from here too.
 */
export function StandalonePages({ pages }: { pages: StandalonePageLoaders }) {
  const routes = useMemo(() => Object.entries(pages).map(([path, load]) => ({ path, Page: lazyWithRetry(load) })), [pages]);
  return (
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
    </PlatformHarness>
  );
}
