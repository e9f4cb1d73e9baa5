import { usePlatform } from '@casino/platform';
import { useTranslation } from 'react-i18next';
import { en } from './en';
import { ko } from './ko';

export const SUPPORT_NAMESPACE = 'support';

/** This remote's namespace, registered with the shared i18n on first use. */
export function useSupportTranslation() {
  const { i18n } = usePlatform();
  i18n.addNamespace(SUPPORT_NAMESPACE, { ko, en });
  return useTranslation(SUPPORT_NAMESPACE);
}
