import { useEffect, useState, type DependencyList } from 'react';

/** What a component loaded: under way, its value, or the error it failed with. */
export type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

const LOADING = { status: 'loading' } as const;

/**
 * `load`'s answer for a component, loaded again when `deps` change; an answer that lands after
 * the component moved on (unmounted, newer deps, StrictMode's second run) is dropped. The one
 * place an app loads from an effect: eslint refuses promise chains in `useEffect` elsewhere.
 * `enabled: false` loads nothing and stays `loading`.
 */
export function useLoaded<T>(load: () => Promise<T>, deps: DependencyList, enabled = true): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>(LOADING);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setLoaded((previous) => (previous.status === 'loading' ? previous : LOADING));
    load().then(
      (value) => current && setLoaded({ status: 'ready', value }),
      (error: unknown) => current && setLoaded({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // `deps` stand for what `load` reads, as useMemo's and useCallback's do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, ...deps]);
  return loaded;
}
