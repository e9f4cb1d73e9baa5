import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { limitInForce } from './limit-rows';
import { databaseNow } from './usage';

/** The member's session limit in minutes (the least of its own and its line's), or null for none. */
export async function sessionLimitMinutes(db: Kysely<Database>, userId: number): Promise<number | null> {
  const rows = await db.selectFrom('member_limits').selectAll().where('user_id', '=', userId).where('kind', '=', 'session_minutes').execute();
  return limitInForce(rows, 'session_minutes', await databaseNow(db));
}
