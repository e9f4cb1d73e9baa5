import { createElement, lazy, useLayoutEffect, useState, type ComponentType, type CustomComponentPropsWithRef, type LazyExoticComponent } from 'react';
import { importWithBackoff } from '../chunks/import-with-backoff';

/**
 * `React.lazy` for an app's own chunks that survives a server restart. React.lazy keeps a failed
 * import forever, so a chunk lost while the server was away stayed broken until a page reload,
 * whatever an error boundary's Retry did. Here a failed download is tried again with backoff
 * (`importWithBackoff`); when that gives up, the error reaches the nearest error boundary and
 * the next mount (its Retry) starts a fresh import.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props of whatever component is loaded
export function lazyWithRetry<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  const attempt = (): LazyExoticComponent<T> => {
    const loaded = lazy(() =>
      importWithBackoff(load).catch((error: unknown) => ({
        default: failedWith(error, () => {
          if (current === loaded) current = attempt();
        }) as unknown as T,
      })),
    );
    return loaded;
  };
  let current = attempt();
  return function LazyWithRetry(props: CustomComponentPropsWithRef<T>) {
    // Held per mount: a render of this instance never switches to an import started after it.
    const [Loaded] = useState(() => current);
    return createElement(Loaded, props);
  };
}

/**
 * Stands in for a module whose import failed. The failure is forgotten only once it is on the
 * page (a layout effect): React renders a failed tree more than once before it shows the error
 * boundary (the retry after the suspense, its own recovery pass), and a fresh import started in
 * one of those renders would replace the error with another 30 s of waiting, over and over.
 */
function failedWith(error: unknown, forget: () => void) {
  return function ImportFailed() {
    const [shown, setShown] = useState(false);
    useLayoutEffect(() => {
      forget();
      setShown(true);
    }, []);
    if (shown) throw error;
    return null;
  };
}
