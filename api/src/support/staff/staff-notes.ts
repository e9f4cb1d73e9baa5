import type { DataOf, NoteTarget, SentNote, staffNoteGet, staffNoteList } from '@casino/contract';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/pool';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../../partners/audit';
import { downlineOf } from '../../users/downline';
import { storedHtml } from './staff-board-messages';
import { readPage } from '../../db/paging';

/*
 * Inbox notes from the back-office: one send, to one member of a master's line, to every member
 * under a partner of it, or to its members of one grade. The recipients' rows are written by one
 * INSERT ... SELECT (a line of 100,000 members never passes through the API process), each
 * pointing at the send, so the sender sees how many read it.
 */

export interface NoteSender {
  /** Null: the server operator's command line. */
  userId: number | null;
  ip: string;
}

const notInLine = () => new AppError(404, 'NOT_FOUND', 'support.recipient_not_found');

/** The members a target reaches inside `lineId`'s line, as a subquery; refuses a target outside it. */
async function recipientsOf(trx: Kysely<Database>, lineId: number, target: NoteTarget) {
  const inLine = (id: number) =>
    trx
      .selectFrom('users')
      .select(['id', 'role'])
      .where('id', '=', id)
      .where((eb) => eb.or([eb('id', '=', lineId), eb('id', 'in', downlineOf(lineId))]))
      .executeTakeFirst();
  const members = trx.selectFrom('users as m').select('m.id').where('m.role', '=', 'member');
  switch (target.kind) {
    case 'user': {
      const user = await inLine(target.user_id);
      if (user?.role !== 'member') throw notInLine();
      return members.where('m.id', '=', target.user_id);
    }
    case 'line': {
      const partner = await inLine(target.partner_id);
      if (partner?.role !== 'partner') throw notInLine();
      return members.where('m.id', 'in', downlineOf(target.partner_id));
    }
    case 'grade': {
      const grade = await trx.selectFrom('grades').select('level').where('level', '=', target.grade).executeTakeFirst();
      if (!grade) throw new AppError(404, 'NOT_FOUND', 'staff.grade_not_found');
      return members.where('m.grade', '=', target.grade).where('m.id', 'in', downlineOf(lineId));
    }
  }
}

export async function sendNote(db: Db, sender: NoteSender, lineId: number, input: { title: string; content: string; target: NoteTarget }) {
  const content = storedHtml(input.content);
  const title = input.title.trim();
  return db.transaction().execute(async (trx) => {
    const recipients = await recipientsOf(trx, lineId, input.target);
    const send = await trx
      .insertInto('inbox_sends')
      .values({
        sender_id: sender.userId,
        line_id: lineId,
        title,
        content,
        target_kind: input.target.kind,
        target_user_id: input.target.kind === 'user' ? input.target.user_id : input.target.kind === 'line' ? input.target.partner_id : null,
        target_grade: input.target.kind === 'grade' ? input.target.grade : null,
        recipients: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const written = await trx
      .insertInto('inbox_messages')
      .columns(['user_id', 'title', 'content', 'send_id'])
      .expression(recipients.select([sql<string>`${title}::text`.as('title'), sql<string>`${content}::text`.as('content'), sql<number>`${send.id}::bigint`.as('send_id')]))
      .executeTakeFirst();
    const sent = Number(written.numInsertedOrUpdatedRows ?? 0);
    if (sent === 0) throw new AppError(409, 'CONFLICT', 'staff.note_no_recipients');
    await trx.updateTable('inbox_sends').set({ recipients: sent }).where('id', '=', send.id).execute();
    await recordAudit(trx, { actorId: sender.userId, actorIp: sender.ip, action: 'note.send', targetId: input.target.kind === 'user' ? input.target.user_id : null, subject: `inbox_send:${send.id}`, before: {}, after: { title, target: input.target, sent } });
    return { id: send.id, sent };
  });
}

function sentNotes(db: Db, lineId: number) {
  return db
    .selectFrom('inbox_sends as s')
    .leftJoin('users as t', 't.id', 's.target_user_id')
    .leftJoin('users as by', 'by.id', 's.sender_id')
    .leftJoin('grades as g', 'g.level', 's.target_grade')
    .where('s.line_id', '=', lineId)
    .select([
      's.id',
      's.title',
      's.content',
      's.target_kind',
      's.target_user_id',
      's.target_grade',
      's.recipients',
      's.created_at',
      't.username as target_username',
      't.nickname as target_nickname',
      'by.username as sender',
      'g.name_ko as grade_ko',
      'g.name_en as grade_en',
      (eb) => eb.selectFrom('inbox_messages as i').select((e) => e.fn.countAll<number>().as('n')).whereRef('i.send_id', '=', 's.id').where('i.read_at', 'is not', null).as('read'),
    ]);
}

type SentRow = Awaited<ReturnType<ReturnType<typeof sentNotes>['executeTakeFirstOrThrow']>>;

function toSentNote(r: SentRow, lang: 'ko' | 'en'): SentNote {
  const ref = { id: r.target_user_id ?? 0, username: r.target_username ?? '', nickname: r.target_nickname ?? '' };
  const target: SentNote['target'] =
    r.target_kind === 'user'
      ? { kind: 'user', member: ref }
      : r.target_kind === 'line'
        ? { kind: 'line', partner: ref }
        : { kind: 'grade', grade: r.target_grade ?? 1, name: (lang === 'en' ? r.grade_en : r.grade_ko) ?? '' };
  return { id: r.id, title: r.title, target, sent: r.recipients, read: Number(r.read ?? 0), sender: r.sender ?? '', created_at: r.created_at.toISOString() };
}

export async function listSentNotes(db: Db, lineId: number, page: number, pageSize: number, lang: 'ko' | 'en'): Promise<DataOf<typeof staffNoteList>> {
  const { items: rows, total } = await readPage(
    sentNotes(db, lineId).orderBy('s.created_at', 'desc').orderBy('s.id', 'desc'),
    db.selectFrom('inbox_sends').where('line_id', '=', lineId),
    { page, pageSize },
  );
  return { items: rows.map((r) => toSentNote(r, lang)), total };
}

export async function getSentNote(db: Db, lineId: number, id: number, lang: 'ko' | 'en'): Promise<DataOf<typeof staffNoteGet>> {
  const row = await sentNotes(db, lineId).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(404, 'NOT_FOUND', 'staff.note_not_found');
  return { ...toSentNote(row, lang), content: row.content };
}
