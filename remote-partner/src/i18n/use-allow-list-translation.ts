import { useNamespaceTranslation, type TranslateIn } from '@casino/platform';
import { allowListEn } from './en/allow-list';
import { allowListKo } from './ko/allow-list';

/** The sign-in allow-list drawer's namespace, apart from `partner`: its messages load with the drawer, when a master opens it. */
export const ALLOW_LIST_NAMESPACE = 'partner-allow-list';

export type AllowListT = TranslateIn<typeof allowListKo>;

export const useAllowListTranslation = () => useNamespaceTranslation(ALLOW_LIST_NAMESPACE, { ko: allowListKo, en: allowListEn });
