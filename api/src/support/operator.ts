import type { Db } from '../db/pool';
import type { BoardMessageType } from '../db/schema';
import { AppError } from '../http/app-error';
import { downlineOf } from '../users/downline';
import { sanitizeStaffHtml } from './staff-html';
import { toTicket } from './tickets';

/**
 * `lineId`: the publishing master, whose line alone sees it; null publishes site-wide, which only
 * the server's operator does (the `support` command line), never an API caller.
 */
export async function publishBoardMessage(db: Db, lineId: number | null, input: { type: BoardMessageType; title: string; content: string }) {
  const content = sanitizeStaffHtml(input.content);
  if (!content.trim()) throw new AppError(400, 'VALIDATION', 'support.content_required');
  const row = await db
    .insertInto('board_messages')
    .values({ type: input.type, title: input.title.trim(), content, line_id: lineId })
    .returning(['id', 'content'])
    .executeTakeFirstOrThrow();
  return row;
}

/** Sends one note to a user of the operator's downline, or to every member under a partner of it. */
export async function sendInboxMessage(db: Db, operatorId: number, input: { title: string; content: string; user_id?: number; downline_of?: number }) {
  if ((input.user_id === undefined) === (input.downline_of === undefined)) throw new AppError(400, 'VALIDATION', 'support.one_target');
  const content = sanitizeStaffHtml(input.content);
  if (!content.trim()) throw new AppError(400, 'VALIDATION', 'support.content_required');
  const target = input.user_id ?? input.downline_of!;
  const inScope = target === operatorId || (await db.selectFrom('users').select('id').where('id', '=', target).where('id', 'in', downlineOf(operatorId)).executeTakeFirst());
  if (!inScope) throw new AppError(404, 'NOT_FOUND', 'support.recipient_not_found');

  let recipients = db.selectFrom('users').select('id').where('role', '=', 'member');
  recipients = input.user_id !== undefined ? recipients.where('id', '=', input.user_id) : recipients.where('id', 'in', downlineOf(input.downline_of!));
  const ids = (await recipients.execute()).map((r) => r.id);
  if (ids.length === 0) return { sent: 0 };
  await db
    .insertInto('inbox_messages')
    .values(ids.map((user_id) => ({ user_id, title: input.title.trim(), content })))
    .execute();
  return { sent: ids.length };
}

/** Answers an inquiry of the operator's downline; a confirmed one is closed. */
export async function answerTicket(db: Db, operatorId: number, ticketId: number, answer: string) {
  if (!answer.trim()) throw new AppError(400, 'VALIDATION', 'support.content_required');
  return db.transaction().execute(async (trx) => {
    const ticket = await trx.selectFrom('tickets').select(['id', 'confirmed_at']).where('id', '=', ticketId).where('deleted_at', 'is', null).where('user_id', 'in', downlineOf(operatorId)).forUpdate().executeTakeFirst();
    if (!ticket) throw new AppError(404, 'NOT_FOUND', 'support.ticket_not_found');
    if (ticket.confirmed_at) throw new AppError(409, 'CONFLICT', 'support.ticket_confirmed');
    const row = await trx
      .updateTable('tickets')
      .set({ answer: answer.trim(), answered_at: new Date() })
      .where('id', '=', ticketId)
      .returning(['id', 'title', 'content', 'answer', 'answered_at', 'confirmed_at', 'created_at'])
      .executeTakeFirstOrThrow();
    return toTicket(row);
  });
}

/** Adds an image popup after the others (the shell shows them in `sort` order), for the master's line only. */
export async function createPopup(db: Db, lineId: number, input: { image_url: string; title: string; is_non_closable?: boolean; active?: boolean }) {
  const last = await db.selectFrom('popups').select((eb) => eb.fn.coalesce(eb.fn.max('sort'), eb.lit(0)).as('sort')).executeTakeFirstOrThrow();
  return db
    .insertInto('popups')
    .values({ image_url: input.image_url, title: input.title.trim(), is_non_closable: input.is_non_closable ?? false, active: input.active ?? true, sort: Number(last.sort) + 1, line_id: lineId })
    .returning('id')
    .executeTakeFirstOrThrow();
}
