import { sql, type Kysely } from 'kysely';
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
