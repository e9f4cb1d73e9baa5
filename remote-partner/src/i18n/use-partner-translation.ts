import { usePlatform } from '@casino/platform';
import { useTranslation } from 'react-i18next';
import { en } from './en';
import { ko } from './ko';

export const PARTNER_NAMESPACE = 'partner';

/** This remote's namespace, registered with the shared i18n on first use. */
export function usePartnerTranslation() {
  const { i18n } = usePlatform();
  i18n.addNamespace(PARTNER_NAMESPACE, { ko, en });
  return useTranslation(PARTNER_NAMESPACE);
}
