import type { BodyOf, StaffPopup, staffPopupUpdate } from '@casino/contract';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/pool';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../../partners/audit';
import { reorderedSorts } from './content-order';
import { mayEdit, requireSiteWide, type Staff } from './staff-scope';

/*
 * Image popups as staff see them: the sequence the master's line is shown (its own and the
 * site-wide ones), active or not. One sequence for all lines: `sort` orders it, and each line sees
 * its part.
 */

const COLUMNS = ['id', 'image_url', 'title', 'is_non_closable', 'active', 'sort', 'line_id'] as const;

function lineSequence(db: Kysely<Database>, staff: Staff) {
  return db
    .selectFrom('popups')
    .select([...COLUMNS])
    .where((eb) => eb.or([eb('line_id', '=', staff.userId), eb('line_id', 'is', null)]))
    .orderBy('sort')
    .orderBy('id');
}

export async function listStaffPopups(db: Kysely<Database>, staff: Staff): Promise<StaffPopup[]> {
  const rows = await lineSequence(db, staff).execute();
  return rows.map((r, i) => ({
    id: r.id,
    image_url: r.image_url,
    title: r.title,
    is_non_closable: r.is_non_closable,
    active: r.active,
    position: i + 1,
    site_wide: r.line_id === null,
    editable: mayEdit(staff, r.line_id),
  }));
}

async function nextSort(trx: Kysely<Database>): Promise<number> {
  const last = await trx.selectFrom('popups').select((eb) => eb.fn.coalesce(eb.fn.max('sort'), eb.lit(0)).as('sort')).executeTakeFirstOrThrow();
  return Number(last.sort) + 1;
}

/** Adds a popup at the end of the sequence: the staff member's line's, or site-wide with the right. */
export async function createStaffPopup(db: Db, staff: Staff, input: { image_url: string; title: string; is_non_closable?: boolean; active?: boolean; site_wide?: boolean }) {
  if (input.site_wide) requireSiteWide(staff);
  return db.transaction().execute(async (trx) => {
    // One appender at a time, so two new popups never share a place.
    await sql`SELECT pg_advisory_xact_lock(hashtext('casino:popup-order'))`.execute(trx);
    const row = await trx
      .insertInto('popups')
      .values({
        image_url: input.image_url,
        title: input.title.trim(),
        is_non_closable: input.is_non_closable ?? false,
        active: input.active ?? true,
        sort: await nextSort(trx),
        line_id: input.site_wide ? null : staff.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actorId: staff.userId, actorIp: staff.ip, action: 'popup.create', targetId: null, subject: `popup:${row.id}`, before: {}, after: { ...input, title: input.title.trim() } });
    return row;
  });
}

export async function updateStaffPopup(db: Db, staff: Staff, input: BodyOf<typeof staffPopupUpdate>): Promise<StaffPopup> {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('popups').select([...COLUMNS]).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before || !mayEdit(staff, before.line_id)) throw new AppError(404, 'NOT_FOUND', 'staff.popup_not_found');
    const change = { image_url: input.image_url, title: input.title.trim(), is_non_closable: input.is_non_closable, active: input.active };
    await trx.updateTable('popups').set(change).where('id', '=', input.id).execute();
    await recordAudit(trx, {
      actorId: staff.userId,
      actorIp: staff.ip,
      action: 'popup.update',
      targetId: null,
      subject: `popup:${input.id}`,
      before: { image_url: before.image_url, title: before.title, is_non_closable: before.is_non_closable, active: before.active },
      after: change,
    });
  });
  return (await listStaffPopups(db, staff)).find((p) => p.id === input.id)!;
}

/** The staff member's movable popups in a new order, in one transaction; the others keep their places. */
export async function orderStaffPopups(db: Db, staff: Staff, ids: number[]): Promise<StaffPopup[]> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('casino:popup-order'))`.execute(trx);
    const movable = (await lineSequence(trx, staff).forUpdate().execute()).filter((r) => mayEdit(staff, r.line_id));
    const sorts = reorderedSorts(movable, ids, await nextSort(trx));
    for (const [id, sort] of sorts) await trx.updateTable('popups').set({ sort }).where('id', '=', id).execute();
    await recordAudit(trx, { actorId: staff.userId, actorIp: staff.ip, action: 'popup.order', targetId: null, subject: `popup_order:${staff.userId}`, before: { ids: movable.map((r) => r.id) }, after: { ids } });
  });
  return listStaffPopups(db, staff);
}
