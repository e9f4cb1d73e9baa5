import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { downlineOf } from '../users/downline';

/** The grades, with how many of the line's members hold each. */
export async function gradesOfLine(db: Kysely<Database>, partnerId: number) {
  const [grades, counts] = await Promise.all([
    db.selectFrom('grades').select(['level', 'name_ko', 'name_en']).orderBy('level').execute(),
    sql<{ grade: number; members: number }>`
      SELECT u.grade, count(*)::int AS members FROM users u
      WHERE u.role = 'member' AND u.id IN ${downlineOf(partnerId)} GROUP BY u.grade`.execute(db),
  ]);
  const held = new Map(counts.rows.map((r) => [r.grade, r.members]));
  return { items: grades.map((g) => ({ ...g, members: held.get(g.level) ?? 0 })) };
}
