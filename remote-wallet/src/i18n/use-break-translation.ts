import { useNamespaceTranslation } from '@casino/platform';
import { breakEn } from './en/break';
import { breakKo } from './ko/break';

/** The break panel's namespace, apart from `wallet-limits`: its messages load with the panel, when its tab is opened. */
export const BREAK_NAMESPACE = 'wallet-break';

export const useBreakTranslation = () => useNamespaceTranslation(BREAK_NAMESPACE, { ko: breakKo, en: breakEn });
