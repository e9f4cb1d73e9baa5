import { useEffect, useState } from 'react';

/** A screen's store: made once, loaded when the screen shows, stopped (late answers dropped) when it goes. */
export function useLoadedStore<S extends { load(): unknown; stop?(): void }>(create: () => S): S {
  const [store] = useState(create);
  useEffect(() => {
    void store.load();
    return () => store.stop?.();
  }, [store]);
  return store;
}
