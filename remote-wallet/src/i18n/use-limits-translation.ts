import { useNamespaceTranslation, type TranslateIn } from '@casino/platform';
import { limitsEn } from './en/limits';
import { limitsKo } from './ko/limits';

/**
 * The limits dialog's namespace, apart from `wallet`: the deposit, withdrawal and convert chunks
 * never carry its messages (the wallet's first chunk has a byte budget).
 */
export const LIMITS_NAMESPACE = 'wallet-limits';

/** This namespace's `t`, its keys checked against `ko/limits.ts`. */
export type LimitsT = TranslateIn<typeof limitsKo>;

export const useLimitsTranslation = () => useNamespaceTranslation(LIMITS_NAMESPACE, { ko: limitsKo, en: limitsEn });
