import { DEFAULT_REALITY_CHECK_MINUTES } from '@casino/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { limitNow } from './session-limit';
import { sessionSummary } from './session-summary';

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
  return (await limitNow(db, userId, 'reality_check_minutes')) ?? DEFAULT_REALITY_CHECK_MINUTES;
}

/** The reality check of the member's sign-in `loginSessionId`. */
export async function realityCheckOf(db: Kysely<Database>, userId: number, loginSessionId: number): Promise<RealityCheck> {
  const summary = await sessionSummary(db, userId, loginSessionId);
  return { started_at: summary.started_at, now: summary.now, ...summary.play, every_minutes: await realityCheckMinutes(db, userId) };
}
