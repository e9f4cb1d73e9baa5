import { createContext, useContext } from 'react';
import { type ShellStore } from './shell-store';

export const ShellStoreContext = createContext<ShellStore | null>(null);

export function useShellStore(): ShellStore {
  const store = useContext(ShellStoreContext);
  if (!store) throw new Error('useShellStore() needs a <ShellStoreContext.Provider> above it.');
  return store;
}
