import type { StaffWords } from './use-staff-translation';
import { notesEn } from './notes-en';
import { notesKo } from './notes-ko';

/** The notes page's own namespace (`notes.*`), loaded with that page only. */
export const notesWords = { ns: 'supportStaff-notes', resources: { ko: { notes: notesKo }, en: { notes: notesEn } } } satisfies StaffWords;
