import type { StaffWords } from './use-staff-translation';
import { inquiriesEn } from '../en/staff-inquiries';
import { inquiriesKo } from '../ko/staff-inquiries';

/** The inquiries page's own namespace (`inquiries.*`), loaded with that page only. */
export const inquiriesWords = { ns: 'supportStaff-inquiries', resources: { ko: { inquiries: inquiriesKo }, en: { inquiries: inquiriesEn } } } satisfies StaffWords;
