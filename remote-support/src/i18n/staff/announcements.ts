import type { StaffWords } from './use-staff-translation';
import { announcementsEn } from '../en/staff-announcements';
import { announcementsKo } from '../ko/staff-announcements';

/** The announcements page's own namespace (`announcements.*`), loaded with that page only. */
export const announcementsWords = { ns: 'supportStaff-announcements', resources: { ko: { announcements: announcementsKo }, en: { announcements: announcementsEn } } } satisfies StaffWords;
