import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { secondsUntilUnderLimit } from '../db/window-limit';
import { AppError } from '../http/app-error';

export interface RegisterLimits {
  windowMinutes: number;
  /** Sign-up tries from one address within the window. */
  perIp: number;
}

// Advisory lock namespace of sign-up counting (login uses 1, auth/login-service.ts).
const REGISTER_LOCK = 2;

/**
 * Counts a sign-up try from `ip`, or refuses it with 429 when the address used up its tries.
 * Runs before any password is hashed, in its own transaction under a per-IP lock, so a burst
 * of parallel sign-ups cannot pass the limit; every try counts, whatever its outcome, so the
 * form cannot be used to probe which IDs are taken either.
 */
export async function countRegisterAttempt(db: Kysely<Database>, ip: string, limits: RegisterLimits): Promise<void> {
  const retryAfterSeconds = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${REGISTER_LOCK}::int, hashtext(${ip}))`.execute(trx);
    const windowStart = sql<Date>`now() - make_interval(mins => ${limits.windowMinutes})`;
    await trx.deleteFrom('register_attempts').where('ip', '=', ip).where('created_at', '<=', windowStart).execute();
    const blocked = await secondsUntilUnderLimit(trx.selectFrom('register_attempts').where('ip', '=', ip), limits.perIp, limits.windowMinutes);
    if (blocked !== null) return blocked;
    await trx.insertInto('register_attempts').values({ ip }).execute();
    return null;
  });
  if (retryAfterSeconds !== null) {
    throw new AppError(429, 'RATE_LIMITED', 'register.rate_limited', { minutes: Math.ceil(retryAfterSeconds / 60) }, { 'retry-after': String(retryAfterSeconds) });
  }
}
