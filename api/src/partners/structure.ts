import { sql, type Kysely } from 'kysely';
import { sessionOnline, ONLINE_MINUTES } from '../auth/presence';
import { containsPattern } from '../db/contains-pattern';
import type { Database, Level } from '../db/schema';
import { downlineOf } from '../users/downline';

const MAX_MATCHES = 20;

/**
 * Accounts of the line matching `search` (ID or nickname), each with its path from the partner's
 * direct child down to it: what the structure tree opens to show a match.
 */
export async function linePaths(db: Kysely<Database>, partnerId: number, search: string) {
  const pattern = containsPattern(search.toLowerCase());
  const { rows } = await sql<{ id: number; path: { id: number; username: string; nickname: string; level: Level }[] }>`
    SELECT m.id,
      (SELECT json_agg(json_build_object('id', s.id, 'username', s.username, 'nickname', s.nickname, 'level', s.level) ORDER BY s.depth DESC)
       FROM (
         SELECT p.id, p.username, p.nickname, p.level, a.depth FROM user_ancestors a JOIN users p ON p.id = a.ancestor_id
         WHERE a.user_id = m.id AND a.ancestor_id IN ${downlineOf(partnerId)}
         UNION ALL SELECT m.id, m.username, m.nickname, m.level, 0
       ) s) AS path
    FROM users m
    WHERE m.id IN ${downlineOf(partnerId)} AND (lower(m.username) LIKE ${pattern} OR lower(m.nickname) LIKE ${pattern})
    ORDER BY (m.role = 'partner') DESC, lower(m.username)
    LIMIT ${MAX_MATCHES}`.execute(db);
  return { items: rows.map((r) => ({ path: r.path.map((s) => ({ ...s, id: Number(s.id) })) })) };
}

/** Sessions of the line used in the last few minutes: who is online, from where, since when. */
export async function onlineSessions(db: Kysely<Database>, partnerId: number, filter: { search?: string; level?: Level; page: number; pageSize: number }) {
  let base = db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('users as p', 'p.id', 'u.parent_id')
    .where('s.user_id', 'in', downlineOf(partnerId))
    .where(sessionOnline('s'));
  if (filter.level) base = base.where('u.level', '=', filter.level);
  if (filter.search) {
    const pattern = containsPattern(filter.search.toLowerCase());
    base = base.where((eb) => eb.or([eb(sql<string>`lower(u.username)`, 'like', pattern), eb(sql<string>`lower(u.nickname)`, 'like', pattern)]));
  }
  const [rows, count] = await Promise.all([
    base
      .select(['s.id', 's.ip', 's.user_agent', 's.created_at', 's.last_seen_at', 'u.id as user_id', 'u.username', 'u.nickname', 'u.level', 'p.username as parent_username'])
      .orderBy('s.last_seen_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      session_id: r.id,
      user: { id: r.user_id, username: r.username, nickname: r.nickname, level: r.level, parent_username: r.parent_username },
      ip: r.ip,
      device: r.user_agent,
      since: r.created_at.toISOString(),
      last_seen_at: r.last_seen_at.toISOString(),
    })),
    total: Number(count.total),
    minutes: ONLINE_MINUTES,
  };
}
