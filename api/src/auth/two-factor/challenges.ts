import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ChallengePurpose } from '../../db/schema-staff';
import { hashToken, newSessionToken } from '../tokens';

/** How long the second step of a sign-in may take. */
export const CHALLENGE_MINUTES = 5;
/** Wrong codes one challenge takes before it ends (the password must be given again). */
export const CHALLENGE_TRIES = 5;
/** Wrong codes an account takes (sign-in or signed in) in `CODE_WINDOW_MINUTES` before its codes are refused for a while. */
export const ACCOUNT_CODE_FAILURES = 10;
export const CODE_WINDOW_MINUTES = 15;

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

/** A wrong code for the account, and for the sign-in's challenge when there is one. */
export async function recordCodeFailure(trx: Kysely<Database>, userId: number, challengeId: number | null): Promise<void> {
  await trx.insertInto('two_factor_failures').values({ user_id: userId }).execute();
  if (challengeId !== null) await trx.updateTable('login_challenges').set((eb) => ({ failures: eb('failures', '+', 1) })).where('id', '=', challengeId).execute();
}

export async function spendChallenge(trx: Kysely<Database>, challengeId: number): Promise<void> {
  await trx.updateTable('login_challenges').set({ used_at: new Date() }).where('id', '=', challengeId).execute();
}

/** Seconds until the account may try codes again (0: now): its wrong codes of the last window, wherever given. */
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
