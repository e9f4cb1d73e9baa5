import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` whose code can also be fetched ahead of need (`preload()`), e.g. when the browser
 * is idle after the page painted, so opening it later does not wait for the network.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props of whatever component is loaded
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | null = null;
  const preload = () => (loading ??= load());
  return Object.assign(lazy(preload), { preload });
}
