import { useEffect, useState } from 'react';
import { useRemoteLoader } from './remote-context';

/**
 * The names of the remotes the registry lists, once it is known (null before, and when it cannot
 * be fetched: then nothing is marked as missing).
 */
export function useDeployedRemotes(): ReadonlySet<string> | null {
  const loader = useRemoteLoader();
  const [names, setNames] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    let live = true;
    loader.ensureRegistry().then(
      () => live && setNames(new Set(Object.keys(loader.currentRegistry()))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loader]);
  return names;
}
