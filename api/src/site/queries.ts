import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Lang } from '../http/i18n';
import { inLanguage } from './in-language';
import { seenBy } from '../users/downline';

export function listCarouselSlides(db: Kysely<Database>, lang: Lang) {
  return db
    .selectFrom('carousel_slides')
    .select(['id', 'image_url', inLanguage(lang, 'title', 'title_en').as('title'), 'link_url'])
    .where('active', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The image of the first slide the home page's carousel shows (its largest paint), if any. */
export async function firstCarouselImage(db: Kysely<Database>): Promise<string | null> {
  const row = await db.selectFrom('carousel_slides').select('image_url').where('active', '=', true).orderBy('sort').orderBy('id').limit(1).executeTakeFirst();
  return row?.image_url ?? null;
}

/** `viewerId`: the signed-in caller, who also sees their own line's popups; null for a guest. */
export function listPopups(db: Kysely<Database>, viewerId: number | null) {
  return db.selectFrom('popups').select(['id', 'image_url', 'title', 'is_non_closable']).where('active', '=', true).where(seenBy(viewerId)).orderBy('sort').orderBy('id').execute();
}

export function listMarqueeItems(db: Kysely<Database>, lang: Lang) {
  return db.selectFrom('marquee_items').select(['id', inLanguage(lang, 'text', 'text_en').as('text')]).where('active', '=', true).orderBy('sort').orderBy('id').execute();
}

/** The single settings row (created by migration 004). */
export function getSiteSettings(db: Kysely<Database>, lang: Lang) {
  return db
    .selectFrom('site_settings')
    .select([inLanguage(lang, 'site_name', 'site_name_en').as('site_name'), 'logo_url', inLanguage(lang, 'support_contact', 'support_contact_en').as('support_contact'), 'bank_inspection_hours', 'min_deposit', 'min_withdraw'])
    .executeTakeFirstOrThrow();
}
