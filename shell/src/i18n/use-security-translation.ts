import { usePlatform } from '@casino/platform';
import { useTranslation } from 'react-i18next';
import { securityEn } from './security-en';
import { securityKo } from './security-ko';

/**
 * Two-factor sign-in's and the security page's messages: a namespace of their own, added by the
 * chunks that show them, so the member site's start-up never carries them.
 */
export const SECURITY_NAMESPACE = 'shell-security';

export function useSecurityTranslation() {
  usePlatform().i18n.addNamespace(SECURITY_NAMESPACE, { ko: securityKo, en: securityEn });
  return useTranslation(SECURITY_NAMESPACE);
}
