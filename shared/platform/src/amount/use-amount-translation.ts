import { useNamespaceTranslation } from '@casino/platform';
import { amountEn } from './amount-en';
import { amountKo } from './amount-ko';

export const AMOUNT_NAMESPACE = 'amount';
const resources = { ko: amountKo, en: amountEn };

/** AmountField's words, registered with the page's i18n on first use (like a remote's namespace). */
export const useAmountTranslation = () => useNamespaceTranslation(AMOUNT_NAMESPACE, resources);
