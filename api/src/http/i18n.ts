import { isJosaPair, josa } from './josa';
import { catalogs, type MessageKey } from './messages';

export type Lang = keyof typeof catalogs;
export const DEFAULT_LANG: Lang = 'ko';

export type MessageParams = Record<string, string | number>;

/** Picks ko or en from an Accept-Language header by q-value; Korean when nothing matches. */
export function pickLang(header: string | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.q > 0 && !Number.isNaN(r.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((r) => r.base === 'ko' || r.base === 'en');
  return (found?.base as Lang | undefined) ?? DEFAULT_LANG;
}

/**
 * Fills `{name}` placeholders; `{name|은/는}` also appends the Korean particle that fits the
 * value, since a field label's final consonant decides 은 or 는.
 */
export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return catalogs[lang][key].replace(/\{(\w+)(?:\|([^}]+))?\}/g, (whole, name: string, pair?: string) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    if (pair === undefined) return value;
    return isJosaPair(pair) ? value + josa(value, pair) : whole;
  });
}

/** A field's label, or the raw name for fields without one. */
export function fieldLabel(lang: Lang, name: string): string {
  const key = `field.${name}` as MessageKey;
  return key in catalogs[lang] ? catalogs[lang][key] : name;
}
