import { useNamespaceTranslation, type TranslateIn } from '@casino/platform';
import { protectionEn } from './en/protection';
import { protectionKo } from './ko/protection';

/** The member protection drawer's namespace, apart from `partner`: its messages load with the drawer, when a partner opens it. */
export const PROTECTION_NAMESPACE = 'partner-protection';

export type ProtectionT = TranslateIn<typeof protectionKo>;

export const useProtectionTranslation = () => useNamespaceTranslation(PROTECTION_NAMESPACE, { ko: protectionKo, en: protectionEn });
