import { useContext, useSyncExternalStore } from 'react';
import type { Lang } from '../i18n/languages';
import type { Platform } from '../platform';
import { PlatformContext } from './platform-context';

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform() needs a <PlatformProvider> (or <PlatformHarness>) above it.');
  return platform;
}

// The stores are MobX: read them inside observer() components to re-render on change.
export const useUser = () => usePlatform().user;
export const useModals = () => usePlatform().modals;
export const useHttp = () => usePlatform().http;
const useI18n = () => usePlatform().i18n;
export const useEvents = () => usePlatform().events;

/** The UI language and its setter; re-renders on change even outside observer(). */
export function useLanguage(): { language: Lang; setLanguage: (lang: Lang) => Promise<void> } {
  const i18n = useI18n();
  const read = () => i18n.language;
  // The server render reads it the same way: its platform was made in the request's language.
  const language = useSyncExternalStore(i18n.onLanguageChange, read, read);
  return { language, setLanguage: i18n.setLanguage };
}
