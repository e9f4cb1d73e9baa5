import { lazy, type ComponentType } from 'react';
import { importWithRetry } from '../connection/import-with-retry';

/**
 * `React.lazy` whose code can also be fetched ahead of need (`preload()`), e.g. when the browser
 * is idle after the page painted, so opening it later does not wait for the network. A download
 * that fails while the server is away is tried again when it is back (`importWithRetry`), and a
 * preload that failed for good is not kept: the next use asks again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props of whatever component is loaded
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | null = null;
  const preload = () =>
    (loading ??= importWithRetry(load).catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return Object.assign(lazy(preload), { preload });
}
