import { useNamespaceTranslation, type TranslateIn } from '@casino/platform';
import { en } from './en';
import { ko } from './ko';

export const PARTNER_NAMESPACE = 'partner';

/** This remote's `t`, its keys checked against `ko.ts`. */
export type PartnerT = TranslateIn<typeof ko>;

/** This remote's namespace, registered with the shared i18n on first use. */
export const usePartnerTranslation = () => useNamespaceTranslation(PARTNER_NAMESPACE, { ko, en });
