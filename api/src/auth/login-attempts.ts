import { sql, type Kysely } from 'kysely';
import type { Database, LoginOutcome } from '../db/schema';

export interface LoginLimits {
  windowMinutes: number;
  perAccount: number;
  perIp: number;
}

/** 5 wrong passwords per ID or 20 per IP within 15 minutes lock further tries until the window passes. */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = { windowMinutes: 15, perAccount: 5, perIp: 20 };

export interface Block {
  scope: 'account' | 'ip';
  retryAfterSeconds: number;
}

/**
 * Failures counted per ID since the window opened or the ID's last successful login, whichever
 * is later; per IP, a success resets nothing (one valid account must not unlock guessing others).
 */
export async function findBlock(db: Kysely<Database>, usernameKey: string, ip: string, limits: LoginLimits): Promise<Block | null> {
  const window = sql`now() - make_interval(mins => ${limits.windowMinutes})`;
  const lastSuccess = db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('username_key', '=', usernameKey)
    .where('outcome', '=', 'success');
  const scopes = [
    {
      scope: 'account' as const,
      limit: limits.perAccount,
      query: db
        .selectFrom('login_attempts')
        .where('username_key', '=', usernameKey)
        .where('created_at', '>', sql<Date>`greatest(${window}, coalesce((${lastSuccess}), '-infinity'))`),
    },
    { scope: 'ip' as const, limit: limits.perIp, query: db.selectFrom('login_attempts').where('ip', '=', ip).where('created_at', '>', sql<Date>`${window}`) },
  ];
  for (const { scope, limit, query } of scopes) {
    // The limit-th newest failure decides when the count drops below the limit again.
    const row = await query
      .where('outcome', '=', 'bad_credentials')
      .select(sql<number>`ceil(extract(epoch from (created_at + make_interval(mins => ${limits.windowMinutes}) - now())))`.as('retry'))
      .orderBy('created_at', 'desc')
      .offset(limit - 1)
      .limit(1)
      .executeTakeFirst();
    if (row) return { scope, retryAfterSeconds: Math.max(1, row.retry) };
  }
  return null;
}

export async function recordAttempt(db: Kysely<Database>, usernameKey: string, ip: string, outcome: LoginOutcome): Promise<void> {
  await db.insertInto('login_attempts').values({ username_key: usernameKey, ip, outcome }).execute();
}
