import type { StaffWords } from './use-staff-translation';
import { siteContentEn } from '../en/staff-site-content';
import { siteContentKo } from '../ko/staff-site-content';

/** The site content page's own namespace (`siteContent.*`), loaded with that page only. */
export const siteContentWords = { ns: 'supportStaff-siteContent', resources: { ko: { siteContent: siteContentKo }, en: { siteContent: siteContentEn } } } satisfies StaffWords;
