import type { StaffWords } from './use-staff-translation';
import { announcementsEn } from './announcements-en';
import { announcementsKo } from './announcements-ko';

/** The announcements page's own namespace (`announcements.*`), loaded with that page only. */
export const announcementsWords = { ns: 'supportStaff-announcements', resources: { ko: { announcements: announcementsKo }, en: { announcements: announcementsEn } } } satisfies StaffWords;
