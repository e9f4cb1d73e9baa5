import type { Kysely } from 'kysely';
import type { BoardMessageType, Database } from '../db/schema';

export async function listBoardMessages(db: Kysely<Database>, type: BoardMessageType, page: number, pageSize: number) {
  const base = db.selectFrom('board_messages').where('type', '=', type).where('published', '=', true);
  const [items, count] = await Promise.all([
    base
      .select(['id', 'type', 'title', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: count.total };
}

export function findPublishedBoardMessage(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('board_messages')
    .select(['id', 'type', 'title', 'content', 'created_at'])
    .where('id', '=', id)
    .where('published', '=', true)
    .executeTakeFirst();
}
