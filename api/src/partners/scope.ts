import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import { downlineOf } from '../users/downline';

export const notInLine = () => new AppError(404, 'NOT_FOUND', 'partner.user_not_found');

/**
 * An account of the partner's downline, at any depth; any other id (the partner itself, its
 * upline, another line, nobody) is the same 404, so a probe learns nothing (DESIGN.md section 4).
 */
export async function lineAccount(db: Kysely<Database>, partnerId: number, userId: number) {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username', 'nickname', 'role', 'level', 'state', 'parent_id'])
    .where('id', '=', userId)
    .where('id', 'in', downlineOf(partnerId))
    .executeTakeFirst();
  if (!row) throw notInLine();
  return row;
}

/** A direct child of the partner: the only accounts it trades with. A deeper one is refused by name. */
export async function directChild(db: Kysely<Database>, partnerId: number, userId: number) {
  const row = await lineAccount(db, partnerId, userId);
  if (row.parent_id !== partnerId) throw new AppError(409, 'CONFLICT', 'partner.not_direct_child');
  return row;
}
