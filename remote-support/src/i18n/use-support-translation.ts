import { useNamespaceTranslation, type TranslateIn } from '@casino/platform';
import { en } from './en';
import { ko } from './ko';

export const SUPPORT_NAMESPACE = 'support';

/** The member dialogs' `t`, its keys checked against `ko.ts`. */
export type SupportT = TranslateIn<typeof ko>;

/** This remote's namespace, registered with the shared i18n on first use. */
export const useSupportTranslation = () => useNamespaceTranslation(SUPPORT_NAMESPACE, { ko, en });
