import { sql, type RawBuilder } from 'kysely';
import type { Lang } from '../http/i18n';

/**
 * A text column in the caller's language: its English twin when English is asked for and one
 * was written, else the Korean column (the site's default language).
 */
export function inLanguage(lang: Lang, korean: string, english: string): RawBuilder<string> {
  if (lang !== 'en') return sql<string>`${sql.ref(korean)}`;
  return sql<string>`coalesce(nullif(${sql.ref(english)}, ''), ${sql.ref(korean)})`;
}
