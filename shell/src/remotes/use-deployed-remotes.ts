import { useLoaded } from '@casino/platform';
import { useRemoteLoader } from './remote-context';

/**
 * The names of the remotes the registry lists, once it is known (null before, and when it cannot
 * be fetched: then nothing is marked as missing).
 */
export function useDeployedRemotes(): ReadonlySet<string> | null {
  const loader = useRemoteLoader();
  const registry = useLoaded(async (): Promise<ReadonlySet<string>> => {
    await loader.ensureRegistry();
    return new Set(Object.keys(loader.currentRegistry()));
  }, [loader]);
  return registry.status === 'ready' ? registry.value : null;
}
