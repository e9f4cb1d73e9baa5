import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ChallengePurpose } from '../../db/schema-staff';
import { hashToken, newSessionToken } from '../tokens';

/** How long the second step of a sign-in may take. */
export const CHALLENGE_MINUTES = 5;
/** Wrong codes one challenge takes before it ends (the password must be given again). */
export const CHALLENGE_TRIES = 5;
/** Wrong codes a signed-in account takes (its two-factor settings) in `CODE_WINDOW_MINUTES` before its codes are refused for a while. */
export const ACCOUNT_CODE_FAILURES = 10;
export const CODE_WINDOW_MINUTES = 15;
/**
 * Wrong sign-in codes an account takes in `STRANGER_CODE_WINDOW_HOURS`, from anywhere, before
 * clients it does not know (no trusted browser, an address it never signed in from) may try no
 * app code until the count falls: 10 a day at most from strangers
 * (docs/decisions/055-sign-in-wrong-codes-stopped-account.md).
 */
export const STRANGER_CODE_FAILURES = 10;
export const STRANGER_CODE_WINDOW_HOURS = 24;

export interface Challenge {
  id: number;
  userId: number;
  purpose: ChallengePurpose;
}

export async function createChallenge(trx: Kysely<Database>, userId: number, purpose: ChallengePurpose) {
  const { token, tokenHash } = newSessionToken();
  const row = await trx
    .insertInto('login_challenges')
    .values({ token_hash: tokenHash, user_id: userId, purpose, expires_at: sql<Date>`now() + make_interval(mins => ${CHALLENGE_MINUTES})` })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  return { challenge: token, expiresAt: row.expires_at };
}

/** The live challenge of a token, locked for this transaction; null when unknown, used, expired or out of tries. */
export async function takeChallenge(trx: Kysely<Database>, token: string, purpose: ChallengePurpose): Promise<Challenge | null> {
  const row = await trx
    .selectFrom('login_challenges')
    .select(['id', 'user_id', 'purpose'])
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('failures', '<', CHALLENGE_TRIES)
    .forUpdate()
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id, purpose: row.purpose } : null;
}

/**
 * A wrong code at a sign-in's second step, counted on its challenge (its five, and the account's
 * count for strangers); the sign-in's own record of it is a failed try in `login_attempts`.
 */
export async function countChallengeFailure(trx: Kysely<Database>, challengeId: number): Promise<void> {
  await trx.updateTable('login_challenges').set((eb) => ({ failures: eb('failures', '+', 1) })).where('id', '=', challengeId).execute();
}

/**
 * A wrong code given by a signed-in account (its two-factor settings). Only those: wrong codes
 * at a sign-in are counted by where they come from, so someone with the password alone cannot
 * lock the owner out of its own settings either.
 */
export async function recordSignedInCodeFailure(trx: Kysely<Database>, userId: number): Promise<void> {
  await trx.insertInto('two_factor_failures').values({ user_id: userId }).execute();
}

/**
 * Seconds until strangers may try app codes for the account again (0: now). A challenge takes
 * wrong codes only while it lives (`CHALLENGE_MINUTES`), so counting those of the challenges
 * made in the window plus that holds every stretch of the window to `STRANGER_CODE_FAILURES`.
 * The hold ends when the challenge that reached the count leaves the window.
 */
export async function strangerCodeWait(trx: Kysely<Database>, userId: number): Promise<number> {
  const window = sql`make_interval(hours => ${STRANGER_CODE_WINDOW_HOURS}, mins => ${CHALLENGE_MINUTES})`;
  const { rows } = await sql<{ wait: number }>`
    SELECT ceil(extract(epoch FROM created_at + ${window} - now()))::int AS wait
    FROM (SELECT created_at, sum(failures) OVER (ORDER BY created_at DESC, id DESC) AS newer
          FROM login_challenges
          WHERE user_id = ${userId} AND failures > 0 AND created_at > now() - ${window}) recent
    WHERE newer >= ${STRANGER_CODE_FAILURES}
    ORDER BY created_at DESC
    LIMIT 1`.execute(trx);
  return rows[0] ? Math.max(1, rows[0].wait) : 0;
}

export async function spendChallenge(trx: Kysely<Database>, challengeId: number): Promise<void> {
  await trx.updateTable('login_challenges').set({ used_at: new Date() }).where('id', '=', challengeId).execute();
}

/** Seconds until the signed-in account may try codes again (0: now): its wrong codes of the last window. */
export async function codeLockSeconds(trx: Kysely<Database>, userId: number): Promise<number> {
  const { rows } = await sql<{ failures: number; wait: number }>`
    SELECT count(*)::int AS failures,
           coalesce(ceil(extract(epoch FROM min(created_at) + make_interval(mins => ${CODE_WINDOW_MINUTES}) - now())), 0)::int AS wait
    FROM (SELECT created_at FROM two_factor_failures
          WHERE user_id = ${userId} AND created_at > now() - make_interval(mins => ${CODE_WINDOW_MINUTES})
          ORDER BY created_at DESC LIMIT ${ACCOUNT_CODE_FAILURES}) recent`.execute(trx);
  const row = rows[0]!;
  return row.failures >= ACCOUNT_CODE_FAILURES ? Math.max(1, row.wait) : 0;
}
