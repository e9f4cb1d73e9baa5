import { usePlatform } from '@casino/platform';
import { useTranslation } from 'react-i18next';
import { amountEn } from './amount-en';
import { amountKo } from './amount-ko';

export const AMOUNT_NAMESPACE = 'amount';
const resources = { ko: amountKo, en: amountEn };

/** AmountField's words, registered with the page's i18n on first use (like a remote's namespace). */
export function useAmountTranslation() {
  const { i18n } = usePlatform();
  i18n.addNamespace(AMOUNT_NAMESPACE, resources);
  return useTranslation(AMOUNT_NAMESPACE);
}
