import type { StaffWords } from './use-staff-translation';
import { notesEn } from '../en/staff-notes';
import { notesKo } from '../ko/staff-notes';

/** The notes page's own namespace (`notes.*`), loaded with that page only. */
export const notesWords = { ns: 'supportStaff-notes', resources: { ko: { notes: notesKo }, en: { notes: notesEn } } } satisfies StaffWords;
