import { sql } from 'kysely';
import type { Db } from '../db/pool';
import { AppError } from '../http/app-error';
import { readPage } from '../db/paging';

const visible = (db: Db, userId: number) => db.selectFrom('inbox_messages').where('user_id', '=', userId).where('deleted_at', 'is', null);

export async function unreadCount(db: Db, userId: number): Promise<number> {
  return (await visible(db, userId).where('read_at', 'is', null).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
}

export async function listInbox(db: Db, userId: number, page: number, pageSize: number) {
  const [{ items: rows, total }, unread] = await Promise.all([
    readPage(visible(db, userId).select(['id', 'title', 'content', 'read_at', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc'), visible(db, userId), { page, pageSize }),
    unreadCount(db, userId),
  ]);
  return {
    items: rows.map((r) => ({ id: r.id, title: r.title, content: r.content, read: r.read_at !== null, created_at: r.created_at.toISOString() })),
    total,
    unread,
  };
}

/**
 * Marks read or deletes some of the caller's own messages, all or none: if any id is not the
 * caller's (or is already deleted) the answer is 404 and nothing changes.
 */
export async function changeMessages(db: Db, userId: number, ids: number[], change: 'read' | 'delete') {
  await db.transaction().execute(async (trx) => {
    const owned = await trx.selectFrom('inbox_messages').select('id').where('user_id', '=', userId).where('deleted_at', 'is', null).where('id', 'in', ids).forUpdate().execute();
    if (owned.length !== ids.length) throw new AppError(404, 'NOT_FOUND', 'support.message_not_found');
    const set = change === 'read' ? { read_at: sql<Date>`coalesce(read_at, now())` } : { deleted_at: sql<Date>`now()` };
    await trx.updateTable('inbox_messages').set(set).where('id', 'in', ids).where('user_id', '=', userId).where('deleted_at', 'is', null).execute();
  });
  return { unread: await unreadCount(db, userId) };
}
