import type { Lang } from '@casino/platform';

const locale = (language: Lang) => (language === 'ko' ? 'ko-KR' : 'en-US');

/** Basis points as the language writes a percent: 150 -> '1.5%'. */
export const formatRate = (bp: number, language: Lang) => `${new Intl.NumberFormat(locale(language), { maximumFractionDigits: 2 }).format(bp / 100)}%`;

/** A count (rounds, members) with the language's grouping. */
export const formatCount = (count: number, language: Lang) => new Intl.NumberFormat(locale(language)).format(count);

/** A large amount in few characters, for a chart's axis: '1.2M', '120만'. */
export const compactFormat = (language: Lang) => new Intl.NumberFormat(locale(language), { notation: 'compact', maximumFractionDigits: 1 });
