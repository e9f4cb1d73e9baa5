import { Suspense, useContext, type ReactNode } from 'react';
import { InAntdScopeContext } from './antd-settings';
import { lazyWithRetry } from './lazy-with-retry';

const loadAntdConfig = () => import('./antd-config');
const AntdConfig = lazyWithRetry(loadAntdConfig);

/**
 * Around whatever renders antd's components (dialogs, drawers, the back-office): antd's provider
 * with the site's theme, locale and nonce, loaded with the first such area. The member pages'
 * first paint is plain markup (`@casino/platform/light`), so antd's provider, theme and CSS-in-JS
 * stay off their start-up. Inside another scope it adds nothing.
 */
export function AntdScope({ children, fallback = null }: { children?: ReactNode; fallback?: ReactNode }) {
  if (useContext(InAntdScopeContext)) return <>{children}</>;
  return (
    <Suspense fallback={fallback}>
      <AntdConfig>{children}</AntdConfig>
    </Suspense>
  );
}

/** Fetches antd's provider ahead of the first area that needs it (when the browser is idle). */
export function preloadAntdScope(): Promise<unknown> {
  return loadAntdConfig();
}
