import { usePlatform } from '@casino/platform';
import { useTranslation } from 'react-i18next';
import { en } from './en';
import { ko } from './ko';

export const REPORTS_NAMESPACE = 'reports';

/** This remote's namespace, registered with the shared i18n on first use. */
export function useReportsTranslation() {
  const { i18n } = usePlatform();
  i18n.addNamespace(REPORTS_NAMESPACE, { ko, en });
  return useTranslation(REPORTS_NAMESPACE);
}
