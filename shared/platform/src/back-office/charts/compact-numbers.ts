import type { Lang } from '@casino/platform';

/** An axis's numbers, short: 1.5M / 150만. */
export const compactNumbers = (language: Lang) => new Intl.NumberFormat(language === 'ko' ? 'ko-KR' : 'en-US', { notation: 'compact', maximumFractionDigits: 1 });
