import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database, LoginOutcome } from '../db/schema';

export interface LoginLimits {
  windowMinutes: number;
  /** Failures of one ID from one IP: the everyday lock-out. */
  perAccountIp: number;
  /** Failures from one IP across all IDs: one source guessing many IDs. */
  perIp: number;
  /** Failures of one ID across all IPs: distributed guessing; high so nobody can cheaply lock out a member. */
  perAccount: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { windowMinutes: 15, perAccountIp: 5, perIp: 20, perAccount: 50 };

export type BlockScope = 'account_ip' | 'ip' | 'account';

export interface Block {
  scope: BlockScope;
  retryAfterSeconds: number;
}

type Attempts = SelectQueryBuilder<Database, 'login_attempts', object>;

/**
 * Failures are counted within the window; the ID-based counts also only since that ID's last
 * successful login (from the same IP for the pair count), while the IP count ignores successes
 * (one valid account must not unlock guessing others).
 */
export async function findBlock(db: Kysely<Database>, usernameKey: string, ip: string, limits: LoginLimits): Promise<Block | null> {
  const window = sql<Date>`now() - make_interval(mins => ${limits.windowMinutes})`;
  const since = (successes: Attempts) =>
    sql<Date>`greatest(${window}, coalesce((${successes.where('outcome', '=', 'success').select((eb) => eb.fn.max('created_at').as('at'))}), '-infinity'))`;
  const ofAccount = db.selectFrom('login_attempts').where('username_key', '=', usernameKey);
  const ofPair = ofAccount.where('ip', '=', ip);
  const scopes: { scope: BlockScope; limit: number; query: Attempts }[] = [
    { scope: 'account_ip', limit: limits.perAccountIp, query: ofPair.where('created_at', '>', since(ofPair)) },
    { scope: 'ip', limit: limits.perIp, query: db.selectFrom('login_attempts').where('ip', '=', ip).where('created_at', '>', window) },
    { scope: 'account', limit: limits.perAccount, query: ofAccount.where('created_at', '>', since(ofAccount)) },
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
