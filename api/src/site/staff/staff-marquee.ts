import type { BodyOf, StaffMarqueeLine, staffMarqueeCreate } from '@casino/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/pool';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../../partners/audit';
import type { Staff } from '../../support/staff/staff-scope';
import { lockOrder, nextSort, reorderAll } from './ordered-rows';

/* The scrolling notice lines, as the site's operators edit them: every one, active or not, in order. */

type LineFields = BodyOf<typeof staffMarqueeCreate>;

const stored = (input: LineFields) => ({ text: input.text.trim(), text_en: input.text_en.trim() || null, active: input.active });

export async function listStaffMarquee(db: Kysely<Database>): Promise<StaffMarqueeLine[]> {
  const rows = await db.selectFrom('marquee_items').select(['id', 'text', 'text_en', 'active']).orderBy('sort').orderBy('id').execute();
  return rows.map((r, i) => ({ ...r, text_en: r.text_en ?? '', position: i + 1 }));
}

const lineOf = async (db: Kysely<Database>, id: number) => (await listStaffMarquee(db)).find((l) => l.id === id)!;

export async function createMarqueeLine(db: Db, staff: Staff, input: LineFields): Promise<StaffMarqueeLine> {
  const id = await db.transaction().execute(async (trx) => {
    await lockOrder(trx, 'marquee_items');
    const row = await trx
      .insertInto('marquee_items')
      .values({ ...stored(input), sort: await nextSort(trx, 'marquee_items') })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actorId: staff.userId, actorIp: staff.ip, action: 'marquee.create', targetId: null, subject: `marquee_item:${row.id}`, before: {}, after: stored(input) });
    return row.id;
  });
  return lineOf(db, id);
}

export async function updateMarqueeLine(db: Db, staff: Staff, input: LineFields & { id: number }): Promise<StaffMarqueeLine> {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('marquee_items').select(['text', 'text_en', 'active']).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw new AppError(404, 'NOT_FOUND', 'staff.marquee_not_found');
    await trx.updateTable('marquee_items').set(stored(input)).where('id', '=', input.id).execute();
    await recordAudit(trx, { actorId: staff.userId, actorIp: staff.ip, action: 'marquee.update', targetId: null, subject: `marquee_item:${input.id}`, before, after: stored(input) });
  });
  return lineOf(db, input.id);
}

export async function orderMarquee(db: Db, staff: Staff, ids: number[]): Promise<StaffMarqueeLine[]> {
  await db.transaction().execute(async (trx) => {
    const before = await reorderAll(trx, 'marquee_items', ids);
    await recordAudit(trx, { actorId: staff.userId, actorIp: staff.ip, action: 'marquee.order', targetId: null, subject: 'marquee_items', before: { ids: before }, after: { ids } });
  });
  return listStaffMarquee(db);
}
