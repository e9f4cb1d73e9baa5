import { usePlatform } from '@casino/platform';
import { useTranslation } from 'react-i18next';
import { catalogEn } from './catalog-en';
import { catalogKo } from './catalog-ko';

/**
 * The catalog page's namespace, apart from `games` and from the permissions page's: the member
 * lobby's chunks never carry the back-office's messages, and each staff page carries only its own.
 */
export const CATALOG_NAMESPACE = 'games-catalog';

export function useCatalogTranslation() {
  usePlatform().i18n.addNamespace(CATALOG_NAMESPACE, { ko: catalogKo, en: catalogEn });
  return useTranslation(CATALOG_NAMESPACE);
}
