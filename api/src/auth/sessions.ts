import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuthUser } from '../http/request-context';
import { profilesWithBalances, type ProfileWithBalances } from '../users/queries';
import { hashToken, newSessionToken } from './tokens';

export interface NewSession {
  userId: number;
  ip: string;
  userAgent: string;
  ttlHours: number;
  /** A shorter lifetime the member chose (its session limit, issue 31). */
  limitMinutes?: number | null;
}

/** Opens a session with a fixed lifetime (no sliding): the client's cookie expires with it. */
export async function createSession(db: Kysely<Database>, s: NewSession) {
  const { token, tokenHash } = newSessionToken();
  const row = await db
    .insertInto('sessions')
    .values({
      token_hash: tokenHash,
      user_id: s.userId,
      ip: s.ip,
      user_agent: s.userAgent.slice(0, 500),
      expires_at: sql<Date>`least(now() + make_interval(hours => ${s.ttlHours}), now() + make_interval(mins => ${s.limitMinutes ?? null}::int))`,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { token, sessionId: row.id, expiresAt: row.expires_at };
}

/** The live session for a token: not expired, not revoked, and its account not stopped. */
export async function findLiveSession(db: Kysely<Database>, token: string): Promise<AuthUser | null> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id as sessionId', 'u.id as userId', 'u.username', 'u.role', 'u.level', 'u.rights', staleSession.as('stale')])
    .where((eb) => liveSession(eb, token))
    .executeTakeFirst();
  if (!row) return null;
  const { stale, ...user } = row;
  await touchIfStale(db, user.sessionId, stale);
  return user;
}

/**
 * The same, with its account's profile and balances, in one statement: a signed-in page needs
 * all three, and each query is a round trip (one system call of about 0.3 ms here).
 */
export async function findLiveSessionWithProfile(db: Kysely<Database>, token: string): Promise<{ auth: AuthUser; profile: ProfileWithBalances } | null> {
  const row = await profilesWithBalances(db)
    .innerJoin('sessions as s', 's.user_id', 'u.id')
    .select(['s.id as session_id', staleSession.as('stale')])
    .where((eb) => liveSession(eb, token))
    .executeTakeFirst();
  if (!row) return null;
  const { stale, session_id: sessionId, ...profile } = row;
  await touchIfStale(db, sessionId, stale);
  return { auth: { sessionId, userId: profile.id, username: profile.username, role: profile.role, level: profile.level, rights: profile.rights }, profile };
}

const staleSession = sql<boolean>`s.last_seen_at < now() - interval '1 minute'`;

/** Session `s` of user `u` is the token's, not revoked, not expired, and its account not stopped. */
function liveSession(eb: ExpressionBuilder<Database & { s: Database['sessions']; u: Database['users'] }, 's' | 'u'>, token: string) {
  return eb.and([eb('s.token_hash', '=', hashToken(token)), eb('s.revoked_at', 'is', null), eb('s.expires_at', '>', sql<Date>`now()`), eb('u.state', '=', 'normal')]);
}

/** Presence (who is online) needs minutes, not requests: one write a minute per session at most. */
async function touchIfStale(db: Kysely<Database>, sessionId: number, stale: boolean): Promise<void> {
  if (!stale) return;
  await db
    .updateTable('sessions')
    .set({ last_seen_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    // Parallel requests of one page all saw it stale: one of them writes.
    .where('last_seen_at', '<', sql<Date>`now() - interval '1 minute'`)
    .execute();
}

export async function revokeSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: sql<Date>`now()` }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Ends every session of a user ("connection reset", state stop). */
export async function revokeAllSessions(db: Kysely<Database>, userId: number): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
