import { useNamespaceTranslation, type TranslateIn } from '@casino/platform';
import { securityEn } from './en/security';
import { securityKo } from './ko/security';

/**
 * Two-factor sign-in's and the security page's messages: a namespace of their own, added by the
 * chunks that show them, so the member site's start-up never carries them.
 */
export const SECURITY_NAMESPACE = 'shell-security';

/** This namespace's `t`, its keys checked against `security-ko.ts`. */
export type SecurityT = TranslateIn<typeof securityKo>;

export const useSecurityTranslation = () => useNamespaceTranslation(SECURITY_NAMESPACE, { ko: securityKo, en: securityEn });
