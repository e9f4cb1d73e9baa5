import { usePlatform } from '@casino/platform';
import { useTranslation } from 'react-i18next';
import { backOfficeEn } from './back-office-en';
import { backOfficeKo } from './back-office-ko';

export const BACK_OFFICE_NAMESPACE = 'backOffice';
const resources = { ko: backOfficeKo, en: backOfficeEn };

/** The platform's back-office words, registered with the page's i18n on first use (like a remote's namespace). */
export function useBackOfficeTranslation() {
  const { i18n } = usePlatform();
  i18n.addNamespace(BACK_OFFICE_NAMESPACE, resources);
  return useTranslation(BACK_OFFICE_NAMESPACE);
}
