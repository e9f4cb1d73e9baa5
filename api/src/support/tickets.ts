import type { Db } from '../db/pool';
import { AppError } from '../http/app-error';

interface TicketRow {
  id: number;
  title: string;
  content: string;
  answer: string | null;
  answered_at: Date | null;
  confirmed_at: Date | null;
  created_at: Date;
}

const columns = ['id', 'title', 'content', 'answer', 'answered_at', 'confirmed_at', 'created_at'] as const;

export const toTicket = (r: TicketRow) => ({
  id: r.id,
  title: r.title,
  content: r.content,
  status: r.confirmed_at ? ('confirmed' as const) : r.answered_at ? ('answered' as const) : ('waiting' as const),
  answer: r.answer,
  answered_at: r.answered_at?.toISOString() ?? null,
  created_at: r.created_at.toISOString(),
});

export async function listTickets(db: Db, userId: number, page: number, pageSize: number) {
  const base = db.selectFrom('tickets').where('user_id', '=', userId).where('deleted_at', 'is', null);
  const [rows, count] = await Promise.all([
    base.select([...columns]).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    base
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.countAll<number>().filterWhere('answered_at', 'is not', null).filterWhere('confirmed_at', 'is', null).as('answered')])
      .executeTakeFirstOrThrow(),
  ]);
  // Answered and not yet confirmed: the header shows it on the customer-service button.
  return { items: rows.map(toTicket), total: count.n, answered: count.answered };
}

/** An inquiry is plain text; the spec's messages name an empty title or content. */
export async function createTicket(db: Db, userId: number, title: string, content: string) {
  if (!title.trim()) throw new AppError(400, 'VALIDATION', 'support.title_required');
  if (!content.trim()) throw new AppError(400, 'VALIDATION', 'support.content_required');
  const row = await db.insertInto('tickets').values({ user_id: userId, title: title.trim(), content: content.trim() }).returning([...columns]).executeTakeFirstOrThrow();
  return toTicket(row);
}

/** The caller confirms the answer to its own inquiry; confirming again answers the same. */
export async function confirmTicket(db: Db, userId: number, id: number) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('tickets').select([...columns, 'user_id', 'deleted_at']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row || row.user_id !== userId || row.deleted_at) throw new AppError(404, 'NOT_FOUND', 'support.ticket_not_found');
    if (!row.answered_at) throw new AppError(409, 'CONFLICT', 'support.ticket_not_answered');
    if (row.confirmed_at) return toTicket(row);
    return toTicket(await trx.updateTable('tickets').set({ confirmed_at: new Date() }).where('id', '=', id).returning([...columns]).executeTakeFirstOrThrow());
  });
}

/**
 * Deletes some of the caller's own inquiries, all or none: an id that is not the caller's (or is
 * already deleted) is 404 and nothing changes. The rows stay, hidden, for the record.
 */
export async function deleteTickets(db: Db, userId: number, ids: number[]) {
  return db.transaction().execute(async (trx) => {
    const owned = await trx.selectFrom('tickets').select('id').where('user_id', '=', userId).where('deleted_at', 'is', null).where('id', 'in', ids).forUpdate().execute();
    if (owned.length !== ids.length) throw new AppError(404, 'NOT_FOUND', 'support.ticket_not_found');
    // The same conditions again: the rows are locked, but the write should never rest on that alone.
    await trx.updateTable('tickets').set({ deleted_at: new Date() }).where('id', 'in', ids).where('user_id', '=', userId).where('deleted_at', 'is', null).execute();
    return { deleted: ids.length };
  });
}
