import { createContext, useContext } from 'react';
import { type RemoteLoader } from './remote-loader';

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader() needs a <RemoteLoaderContext.Provider> above it.');
  return loader;
}

/** The retry of the nearest RemoteSlot; the fallback module from the runtime plugin reads it. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);
