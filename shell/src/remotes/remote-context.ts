import { createContext, useContext } from 'react';
import { type RemoteLoader } from './remote-loader';

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader() needs a <RemoteLoaderContext.Provider> above it.');
  return loader;
}

/** The retry of the nearest RemoteSlot; the fallback module (the retry box) reads it. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);

/**
 * The name of the area a RemoteSlot fills when the shell gives it none of its own (a remote
 * modal: the remote renders its own heading), so the unavailable box can say what is missing.
 */
export const RemoteTitleContext = createContext<string | null>(null);

/** The name of the page a RemoteSlot fills (a back-office page): its unavailable box then carries the page's h1. */
export const RemotePageTitleContext = createContext<string | null>(null);

