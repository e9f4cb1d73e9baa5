import { Suspense, useContext, type ReactNode } from 'react';
import { InAntdScopeContext } from './antd-settings';
import { lazyWithRetry } from './lazy-with-retry';

const loadAntdConfig = () => import('./antd-config');
const AntdConfig = lazyWithRetry(loadAntdConfig);

interface AntdScopeProps {
  children?: ReactNode;
  fallback?: ReactNode;
  /**
   * Fetches the code of what the scope wraps (a lazy dialog, layout or drawer). React renders the
   * children only once antd's provider is there, so their download would start after it; the
   * scope starts both at once. Like ReactDOM's `preload`, it may run while rendering: it only
   * starts a download, once.
   */
  preload?: () => Promise<unknown>;
}

/**
 * Around whatever renders antd's components (dialogs, drawers, the back-office): antd's provider
 * with the site's theme, locale and nonce, loaded with the first such area. The member pages'
 * first paint is plain markup (`@casino/platform/light`), so antd's provider, theme and CSS-in-JS
 * stay off their start-up. Inside another scope it adds nothing.
 */
export function AntdScope({ children, fallback = null, preload }: AntdScopeProps) {
  const inScope = useContext(InAntdScopeContext);
  // A failed download is the wrapped area's to report (its lazy import tries again and throws).
  if (preload) void preload().catch(() => undefined);
  if (inScope) return <>{children}</>;
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
