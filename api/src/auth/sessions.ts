import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuthUser } from '../http/request-context';
import { hashToken, newSessionToken } from './tokens';

export interface NewSession {
  userId: number;
  ip: string;
  userAgent: string;
  ttlHours: number;
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
      expires_at: sql<Date>`now() + make_interval(hours => ${s.ttlHours})`,
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
    .select(['s.id as sessionId', 'u.id as userId', 'u.username', 'u.role', 'u.level', 'u.rights', sql<boolean>`s.last_seen_at < now() - interval '1 minute'`.as('stale')])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.state', '=', 'normal')
    .executeTakeFirst();
  if (!row) return null;
  const { stale, ...user } = row;
  // Presence (who is online) needs minutes, not requests: one write a minute per session at most.
  if (stale) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now()` })
      .where('id', '=', user.sessionId)
      // Parallel requests of one page all saw it stale: one of them writes.
      .where('last_seen_at', '<', sql<Date>`now() - interval '1 minute'`)
      .execute();
  }
  return user;
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
