import type { Lang } from '../i18n/languages';

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole won with thousands separators: 1234000 -> '1,234,000'. */
export function formatKrw(amount: number): string {
  return grouping.format(Number.isFinite(amount) ? Math.trunc(amount) : 0);
}

/** With the unit as each language writes it: '1,234,000원' in Korean, '₩1,234,000' in English. */
export function formatKrwWithUnit(amount: number, lang: Lang): string {
  const digits = formatKrw(Math.abs(amount));
  const sign = amount <= -1 ? '-' : '';
  return lang === 'ko' ? `${sign}${digits}원` : `${sign}₩${digits}`;
}

/** Reads what a person typed in an amount field: digits only, null when there are none. */
export function parseKrw(text: string | null | undefined): number | null {
  const digits = (text ?? '').replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
}
