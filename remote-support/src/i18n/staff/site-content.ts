import type { StaffWords } from './use-staff-translation';
import { siteContentEn } from './site-content-en';
import { siteContentKo } from './site-content-ko';

/** The site content page's own namespace (`siteContent.*`), loaded with that page only. */
export const siteContentWords = { ns: 'supportStaff-siteContent', resources: { ko: { siteContent: siteContentKo }, en: { siteContent: siteContentEn } } } satisfies StaffWords;
