import { useNamespaceTranslation, type TranslateIn } from '@casino/platform';
import { catalogEn } from './en/catalog';
import { catalogKo } from './ko/catalog';

/**
 * The catalog page's namespace, apart from `games` and from the permissions page's: the member
 * lobby's chunks never carry the back-office's messages, and each staff page carries only its own.
 */
export const CATALOG_NAMESPACE = 'games-catalog';

/** This namespace's `t`, its keys checked against `catalog-ko.ts`. */
export type CatalogT = TranslateIn<typeof catalogKo>;

export const useCatalogTranslation = () => useNamespaceTranslation(CATALOG_NAMESPACE, { ko: catalogKo, en: catalogEn });
