import type { BodyOf, StaffSlide, staffSlideCreate } from '@casino/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/pool';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../../partners/audit';
import type { Staff } from '../../support/staff/staff-scope';
import { lockOrder, nextSort, reorderAll } from './ordered-rows';

/* Carousel slides, as the site's operators edit them: every one, active or not, in display order. */

type SlideFields = BodyOf<typeof staffSlideCreate>;

const stored = (input: SlideFields) => ({
  image_url: input.image_url,
  title: input.title.trim(),
  // Empty English means "show the Korean" (site/in-language.ts reads NULL and '' alike).
  title_en: input.title_en.trim() || null,
  link_url: input.link_url,
  active: input.active,
});

export async function listStaffSlides(db: Kysely<Database>): Promise<StaffSlide[]> {
  const rows = await db.selectFrom('carousel_slides').select(['id', 'image_url', 'title', 'title_en', 'link_url', 'active']).orderBy('sort').orderBy('id').execute();
  return rows.map((r, i) => ({ ...r, title_en: r.title_en ?? '', position: i + 1 }));
}

const slideOf = async (db: Kysely<Database>, id: number) => (await listStaffSlides(db)).find((s) => s.id === id)!;

export async function createSlide(db: Db, staff: Staff, input: SlideFields): Promise<StaffSlide> {
  const id = await db.transaction().execute(async (trx) => {
    await lockOrder(trx, 'carousel_slides');
    const row = await trx
      .insertInto('carousel_slides')
      .values({ ...stored(input), sort: await nextSort(trx, 'carousel_slides') })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actorId: staff.userId, actorIp: staff.ip, action: 'carousel_slide.create', targetId: null, subject: `carousel_slide:${row.id}`, before: {}, after: stored(input) });
    return row.id;
  });
  return slideOf(db, id);
}

export async function updateSlide(db: Db, staff: Staff, input: SlideFields & { id: number }): Promise<StaffSlide> {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('carousel_slides').select(['image_url', 'title', 'title_en', 'link_url', 'active']).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw new AppError(404, 'NOT_FOUND', 'staff.slide_not_found');
    await trx.updateTable('carousel_slides').set(stored(input)).where('id', '=', input.id).execute();
    await recordAudit(trx, { actorId: staff.userId, actorIp: staff.ip, action: 'carousel_slide.update', targetId: null, subject: `carousel_slide:${input.id}`, before, after: stored(input) });
  });
  return slideOf(db, input.id);
}

export async function orderSlides(db: Db, staff: Staff, ids: number[]): Promise<StaffSlide[]> {
  await db.transaction().execute(async (trx) => {
    const before = await reorderAll(trx, 'carousel_slides', ids);
    await recordAudit(trx, { actorId: staff.userId, actorIp: staff.ip, action: 'carousel_slide.order', targetId: null, subject: 'carousel_slides', before: { ids: before }, after: { ids } });
  });
  return listStaffSlides(db);
}
