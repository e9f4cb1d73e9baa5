import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { inForce } from './limit-rows';
import { databaseNow } from './usage';

/** The member's session limit in minutes (the least of its own and its line's), or null for none. */
export async function sessionLimitMinutes(db: Kysely<Database>, userId: number): Promise<number | null> {
  const rows = await db.selectFrom('member_limits').selectAll().where('user_id', '=', userId).where('kind', '=', 'session_minutes').execute();
  const now = await databaseNow(db);
  const limits = rows.map((r) => inForce(r, now)).filter((l): l is number => l !== null);
  return limits.length > 0 ? Math.min(...limits) : null;
}
