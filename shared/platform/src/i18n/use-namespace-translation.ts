import { useTranslation } from 'react-i18next';
import { usePlatform } from '../react/hooks';
import { commonEn } from './common-en';
import { commonKo } from './common-ko';
import { COMMON_NAMESPACE } from './i18n-service';
import type { TranslateIn } from './translation-key';
import type { TranslationTree } from './translation-tree';

/**
 * A remote's namespace, registered with the shared i18n on first use (cheap on every render), and
 * its `t` typed by the Korean tree (the default language; English has the same keys, its tests check).
 */
export function useNamespaceTranslation<T extends TranslationTree>(namespace: string, resources: { ko: T; en: T }) {
  const { i18n } = usePlatform();
  i18n.addNamespace(namespace, resources);
  const translation = useTranslation(namespace);
  // i18next's own key types would need one global declaration of every namespace; ours are per remote.
  return { t: translation.t as unknown as TranslateIn<T>, i18n: translation.i18n };
}

/** The platform's own words every app may use (money, errors...), typed like a remote's. */
export const useCommonTranslation = () => useNamespaceTranslation(COMMON_NAMESPACE, { ko: commonKo, en: commonEn });
