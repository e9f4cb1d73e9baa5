import { LANGUAGE_PARAM } from '@casino/contract';
import type { Lang } from '../http/i18n';

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * For search engines: the page in each language at its own address (`?lang=`), this one as the
 * canonical address, and the address without a language for everyone else.
 */
export function languageLinks(siteOrigin: string, path: string, language: Lang): string {
  const at = (lang?: Lang) => escapeAttribute(`${siteOrigin}${path}${lang ? `?${LANGUAGE_PARAM}=${lang}` : ''}`);
  return (
    `<link rel="canonical" href="${at(language)}">` +
    `<link rel="alternate" hreflang="ko" href="${at('ko')}">` +
    `<link rel="alternate" hreflang="en" href="${at('en')}">` +
    `<link rel="alternate" hreflang="x-default" href="${at()}">`
  );
}
