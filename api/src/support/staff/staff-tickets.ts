import type { DataOf, QueryOf, staffTicketGet, staffTicketList } from '@casino/contract';
import { sql } from 'kysely';
import { containsPattern } from '../../db/contains-pattern';
import type { Db } from '../../db/pool';
import { seoulDayEnd, seoulDayStart } from '../../db/seoul-day';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../../partners/audit';
import { downlineOf } from '../../users/downline';
import { toTicket } from '../tickets';
import { readPage } from '../../db/paging';

/*
 * The inquiry queue of a master's line. A ticket's state is its timestamps: waiting (no answer),
 * answered, confirmed (the member closed it).
 */

const statusOf = sql<'waiting' | 'answered' | 'confirmed'>`CASE WHEN t.confirmed_at IS NOT NULL THEN 'confirmed' WHEN t.answered_at IS NOT NULL THEN 'answered' ELSE 'waiting' END`;

function lineTickets(db: Db, masterId: number) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .where('t.deleted_at', 'is', null)
    .where('t.user_id', 'in', downlineOf(masterId));
}

/** Waiting first, oldest first (answer in turn); then the rest, newest first. */
export async function listStaffTickets(db: Db, masterId: number, query: QueryOf<typeof staffTicketList>): Promise<DataOf<typeof staffTicketList>> {
  let base = lineTickets(db, masterId);
  if (query.status === 'waiting') base = base.where('t.answered_at', 'is', null);
  if (query.status === 'answered') base = base.where('t.answered_at', 'is not', null).where('t.confirmed_at', 'is', null);
  if (query.status === 'confirmed') base = base.where('t.confirmed_at', 'is not', null);
  if (query.member) {
    const pattern = containsPattern(query.member.toLowerCase());
    base = base.where((eb) => eb.or([eb(sql<string>`lower(u.username)`, 'like', pattern), eb(sql<string>`lower(u.nickname)`, 'like', pattern)]));
  }
  if (query.from) base = base.where('t.created_at', '>=', seoulDayStart(query.from));
  if (query.to) base = base.where('t.created_at', '<', seoulDayEnd(query.to));
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const { items: rows, total } = await readPage(
    base
      .select(['t.id', 't.title', 't.created_at', 't.answered_at', 'u.id as member_id', 'u.username', 'u.nickname', statusOf.as('status')])
      .orderBy(sql`(t.answered_at IS NULL)`, 'desc')
      .orderBy(sql`CASE WHEN t.answered_at IS NULL THEN t.created_at END`, 'asc')
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc'),
    base,
    { page, pageSize },
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status,
      member: { id: r.member_id, username: r.username, nickname: r.nickname },
      created_at: r.created_at.toISOString(),
      answered_at: r.answered_at?.toISOString() ?? null,
    })),
    total,
  };
}

const EARLIER_LIMIT = 20;

export async function getStaffTicket(db: Db, masterId: number, id: number): Promise<DataOf<typeof staffTicketGet>> {
  const row = await lineTickets(db, masterId)
    .leftJoin('users as p', 'p.id', 'u.parent_id')
    .select(['t.id', 't.title', 't.content', 't.answer', 't.answered_at', 't.confirmed_at', 't.created_at', 'u.id as member_id', 'u.username', 'u.nickname', 'p.username as partner'])
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'NOT_FOUND', 'support.ticket_not_found');
  const earlier = await db
    .selectFrom('tickets as t')
    .select(['t.id', 't.title', 't.created_at', statusOf.as('status')])
    .where('t.user_id', '=', row.member_id)
    .where('t.deleted_at', 'is', null)
    .where('t.id', '!=', row.id)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(EARLIER_LIMIT)
    .execute();
  return {
    ticket: toTicket(row),
    member: { id: row.member_id, username: row.username, nickname: row.nickname, partner: row.partner },
    earlier: earlier.map((e) => ({ id: e.id, title: e.title, status: e.status, created_at: e.created_at.toISOString() })),
  };
}

export async function waitingTickets(db: Db, masterId: number): Promise<number> {
  const row = await lineTickets(db, masterId)
    .where('t.answered_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Answers (or re-answers) an inquiry of the master's line; a confirmed one is closed. `actorId` null: the command line. */
export async function answerTicket(db: Db, masterId: number, actor: { userId: number | null; ip: string }, ticketId: number, answer: string) {
  const text = answer.trim();
  if (!text) throw new AppError(400, 'VALIDATION', 'support.content_required');
  return db.transaction().execute(async (trx) => {
    const ticket = await trx
      .selectFrom('tickets')
      .select(['id', 'user_id', 'answer', 'confirmed_at'])
      .where('id', '=', ticketId)
      .where('deleted_at', 'is', null)
      .where('user_id', 'in', downlineOf(masterId))
      .forUpdate()
      .executeTakeFirst();
    if (!ticket) throw new AppError(404, 'NOT_FOUND', 'support.ticket_not_found');
    if (ticket.confirmed_at) throw new AppError(409, 'CONFLICT', 'support.ticket_confirmed');
    const row = await trx
      .updateTable('tickets')
      .set({ answer: text, answered_at: new Date() })
      .where('id', '=', ticketId)
      .returning(['id', 'title', 'content', 'answer', 'answered_at', 'confirmed_at', 'created_at'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actorId: actor.userId, actorIp: actor.ip, action: ticket.answer === null ? 'ticket.answer' : 'ticket.reanswer', targetId: ticket.user_id, subject: `ticket:${ticketId}`, before: { answer: ticket.answer }, after: { answer: text } });
    return toTicket(row);
  });
}
