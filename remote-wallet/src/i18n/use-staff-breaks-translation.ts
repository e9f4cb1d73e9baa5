import { useNamespaceTranslation, type TranslateIn } from '@casino/platform';
import { staffBreaksEn } from './en/staff-breaks';
import { staffBreaksKo } from './ko/staff-breaks';

/** The operator's breaks page's namespace, apart from the member's dialogs: its messages load with the page. */
export const STAFF_BREAKS_NAMESPACE = 'wallet-staff-breaks';

/** This namespace's `t`, its keys checked against `staff-breaks.ts` (Korean). */
export type StaffBreaksT = TranslateIn<typeof staffBreaksKo>;

export const useStaffBreaksTranslation = () => useNamespaceTranslation(STAFF_BREAKS_NAMESPACE, { ko: staffBreaksKo, en: staffBreaksEn });
