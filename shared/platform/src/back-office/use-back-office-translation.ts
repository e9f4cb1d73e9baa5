import { useNamespaceTranslation } from '@casino/platform';
import { backOfficeEn } from './back-office-en';
import { backOfficeKo } from './back-office-ko';

export const BACK_OFFICE_NAMESPACE = 'backOffice';
const resources = { ko: backOfficeKo, en: backOfficeEn };

/** The platform's back-office words, registered with the page's i18n on first use (like a remote's namespace). */
export const useBackOfficeTranslation = () => useNamespaceTranslation(BACK_OFFICE_NAMESPACE, resources);
