import { useNamespaceTranslation, type TranslateIn } from '@casino/platform';
import { en } from './en';
import { ko } from './ko';

export const REPORTS_NAMESPACE = 'reports';

/** This remote's `t`, its keys checked against `ko.ts`. */
export type ReportsT = TranslateIn<typeof ko>;

/** This remote's namespace, registered with the shared i18n on first use. */
export const useReportsTranslation = () => useNamespaceTranslation(REPORTS_NAMESPACE, { ko, en });
