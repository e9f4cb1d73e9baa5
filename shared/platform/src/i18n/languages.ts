export const LANGUAGES = ['ko', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Lang = 'ko';

/** Accepts 'ko', 'en' and regional forms such as 'en-US'; anything else is not ours. */
export function toLang(value: string | null | undefined): Lang | null {
  const base = value?.toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((lang) => lang === base) ?? null;
}
