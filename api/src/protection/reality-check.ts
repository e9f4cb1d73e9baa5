import { DEFAULT_REALITY_CHECK_MINUTES } from '@casino/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { settingsOf } from './limit-rows';
import { sessionSummary } from './session-summary';
import { databaseNow } from './usage';

/** What a game window's reality check shows, and how often. */
export interface RealityCheck {
  /** When the member signed in: the checks fall every `every_minutes` from it. */
  started_at: string;
  /** The server's clock as it answered: the window counts from it, not from its own clock. */
  now: string;
  /** Stakes accepted (not rolled back) and prizes since the sign-in. */
  bets: number;
  prizes: number;
  every_minutes: number;
}

/** The member's reality check interval: the most often of its own (60 minutes when it set none) and its line's. */
export async function realityCheckMinutes(db: Kysely<Database>, userId: number): Promise<number> {
  const rows = await db.selectFrom('member_limits').selectAll().where('user_id', '=', userId).where('kind', '=', 'reality_check_minutes').execute();
  const setting = settingsOf(rows, userId, await databaseNow(db)).find((s) => s.kind === 'reality_check_minutes');
  return setting?.in_force ?? DEFAULT_REALITY_CHECK_MINUTES;
}

/** The reality check of the member's sign-in `loginSessionId`. */
export async function realityCheckOf(db: Kysely<Database>, userId: number, loginSessionId: number): Promise<RealityCheck> {
  const summary = await sessionSummary(db, userId, loginSessionId);
  return { started_at: summary.started_at, now: summary.now, ...summary.play, every_minutes: await realityCheckMinutes(db, userId) };
}
