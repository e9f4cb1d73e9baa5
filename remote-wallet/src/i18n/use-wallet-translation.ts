import { usePlatform } from '@casino/platform';
import { useTranslation } from 'react-i18next';
import { en } from './en';
import { ko } from './ko';

export const WALLET_NAMESPACE = 'wallet';

/** This remote's namespace, registered with the shared i18n on first use. */
export function useWalletTranslation() {
  const { i18n } = usePlatform();
  i18n.addNamespace(WALLET_NAMESPACE, { ko, en });
  return useTranslation(WALLET_NAMESPACE);
}
