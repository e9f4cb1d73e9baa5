import { useMemo, useSyncExternalStore } from 'react';
import { usePlatform } from '../react/hooks';
import { commonEn } from './common-en';
import { commonKo } from './common-ko';
import { COMMON_NAMESPACE } from './i18n-service';
import type { TranslateIn } from './translation-key';
import type { TranslationTree } from './translation-tree';

/**
 * A remote's namespace, registered with the shared i18n on first use (cheap on every render), and
 * its `t` typed by the Korean tree (the default language; English has the same keys, its tests check).
 * The component renders again when the language changes. Not react-i18next's `useTranslation`,
 * which copies every property of the i18next instance for each component that mounts: a tenth of
 * a server render's time, and of the member page's hydration.
 */
export function useNamespaceTranslation<T extends TranslationTree>(namespace: string, resources: { ko: T; en: T }) {
  const { i18n } = usePlatform();
  i18n.addNamespace(namespace, resources);
  const { instance } = i18n;
  const readLanguage = () => instance.language;
  const language = useSyncExternalStore(i18n.onLanguageChange, readLanguage, readLanguage);
  const t = useMemo(() => i18n.fixedT(language, namespace), [i18n, language, namespace]);
  // i18next's own key types would need one global declaration of every namespace; ours are per remote.
  return { t: t as unknown as TranslateIn<T>, i18n: instance };
}

/** The platform's own words every app may use (money, errors...), typed like a remote's. */
export const useCommonTranslation = () => useNamespaceTranslation(COMMON_NAMESPACE, { ko: commonKo, en: commonEn });
