import { type BodyOf, type DataOf, type QueryOf, STAFF_HTML_MAX_CHARS, type StaffBoardMessage, type staffBoardMessageList, type staffBoardMessageUpdate } from '@casino/contract';
import type { Db } from '../../db/pool';
import type { BoardMessageType } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../../partners/audit';
import { sanitizeStaffHtml } from '../staff-html';
import { mayEdit, requireSiteWide, type Staff } from './staff-scope';
import { readPage } from '../../db/paging';

/*
 * Announcements as staff see them: the master's own line's and the site-wide ones, published or
 * not. Every change is sanitized HTML and one audited transaction.
 */

interface Row {
  id: number;
  type: BoardMessageType;
  title: string;
  content: string;
  published: boolean;
  line_id: number | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = ['id', 'type', 'title', 'content', 'published', 'line_id', 'created_at', 'updated_at'] as const;

const toStaffMessage = (staff: Staff, r: Row): StaffBoardMessage => ({
  id: r.id,
  type: r.type,
  title: r.title,
  content: r.content,
  published: r.published,
  site_wide: r.line_id === null,
  editable: mayEdit(staff, r.line_id),
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/**
 * What is stored of staff HTML; nothing left of it is refused as empty. The contract's limit holds
 * for what is stored too: the sanitizer spells a bare `&` as `&amp;`, so 100,000 of them became
 * 500,000 characters that the same form could not save again.
 */
export function storedHtml(content: string): string {
  const clean = sanitizeStaffHtml(content);
  if (!clean.replace(/<[^>]*>/g, '').trim() && !/<(img|hr)\b/.test(clean)) throw new AppError(400, 'VALIDATION', 'support.content_required');
  // Counted as the contract's schema counts, by code point.
  if ([...clean].length > STAFF_HTML_MAX_CHARS) throw new AppError(400, 'VALIDATION', 'support.content_too_long');
  return clean;
}

export async function listStaffBoardMessages(db: Db, staff: Staff, query: QueryOf<typeof staffBoardMessageList>): Promise<DataOf<typeof staffBoardMessageList>> {
  let base = db.selectFrom('board_messages').where((eb) => eb.or([eb('line_id', '=', staff.userId), eb('line_id', 'is', null)]));
  if (query.type) base = base.where('type', '=', query.type);
  if (query.published !== undefined) base = base.where('published', '=', query.published);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const { items: rows, total } = await readPage(base.select([...COLUMNS]).orderBy('created_at', 'desc').orderBy('id', 'desc'), base, { page, pageSize });
  return { items: rows.map((r) => toStaffMessage(staff, r)), total };
}

/** Who publishes: a staff member, or the server operator's command line (null). */
export interface Publisher {
  userId: number | null;
  ip: string;
}

/** Publishes to a master's line (`lineId`), or to every line (null: checked by the caller, the right or the command line). */
export async function publishBoardMessage(db: Db, publisher: Publisher, lineId: number | null, input: { type: BoardMessageType; title: string; content: string }) {
  const content = storedHtml(input.content);
  const title = input.title.trim();
  return db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('board_messages').values({ type: input.type, title, content, line_id: lineId }).returning(['id', 'content']).executeTakeFirstOrThrow();
    await recordAudit(trx, { actorId: publisher.userId, actorIp: publisher.ip, action: 'board_message.create', targetId: null, subject: `board_message:${row.id}`, before: {}, after: { type: input.type, title, site_wide: lineId === null } });
    return row;
  });
}

/** A staff member publishes to its own line, or site-wide with the right. */
export async function publishStaffBoardMessage(db: Db, staff: Staff, input: { type: BoardMessageType; title: string; content: string; site_wide?: boolean }) {
  if (input.site_wide) requireSiteWide(staff);
  return publishBoardMessage(db, staff, input.site_wide ? null : staff.userId, input);
}

export async function updateStaffBoardMessage(db: Db, staff: Staff, input: BodyOf<typeof staffBoardMessageUpdate>): Promise<StaffBoardMessage> {
  const content = storedHtml(input.content);
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('board_messages').select([...COLUMNS]).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before || !mayEdit(staff, before.line_id)) throw new AppError(404, 'NOT_FOUND', 'error.board_message_not_found');
    const after = await trx
      .updateTable('board_messages')
      .set({ type: input.type, title: input.title.trim(), content, published: input.published, updated_at: new Date() })
      .where('id', '=', input.id)
      .returning([...COLUMNS])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId: staff.userId,
      actorIp: staff.ip,
      action: before.published && !after.published ? 'board_message.unpublish' : 'board_message.update',
      targetId: null,
      subject: `board_message:${after.id}`,
      before: { type: before.type, title: before.title, published: before.published },
      after: { type: after.type, title: after.title, published: after.published },
    });
    return toStaffMessage(staff, after);
  });
}
