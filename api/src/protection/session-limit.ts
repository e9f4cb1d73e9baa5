import type { LimitKind } from '@casino/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { settingsOf } from './limit-rows';
import { databaseNow } from './usage';

/** The member's limit of `kind` in force now (its own and its line's, as the limits list shows it), or null for none. */
export async function limitNow(db: Kysely<Database>, userId: number, kind: LimitKind): Promise<number | null> {
  const rows = await db.selectFrom('member_limits').selectAll().where('user_id', '=', userId).where('kind', '=', kind).execute();
  return settingsOf(rows, userId, await databaseNow(db)).find((s) => s.kind === kind)!.in_force;
}

/** The member's session limit in minutes, or null for none. */
export const sessionLimitMinutes = (db: Kysely<Database>, userId: number) => limitNow(db, userId, 'session_minutes');
