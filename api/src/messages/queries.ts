import type { Kysely } from 'kysely';
import type { BoardMessageType, Database } from '../db/schema';
import { seenBy } from '../users/downline';
import { readPage } from '../db/paging';

/** `viewerId`: the signed-in caller, who also sees their own line's announcements; null for a guest. */
export async function listBoardMessages(db: Kysely<Database>, viewerId: number | null, type: BoardMessageType, page: number, pageSize: number) {
  const base = db.selectFrom('board_messages').where('type', '=', type).where('published', '=', true).where(seenBy(viewerId));
  return readPage(base.select(['id', 'type', 'title', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc'), base, { page, pageSize });
}

/** Another line's announcement is not found, exactly like an unknown one. */
export function findPublishedBoardMessage(db: Kysely<Database>, viewerId: number | null, id: number) {
  return db
    .selectFrom('board_messages')
    .select(['id', 'type', 'title', 'content', 'created_at'])
    .where('id', '=', id)
    .where('published', '=', true)
    .where(seenBy(viewerId))
    .executeTakeFirst();
}
