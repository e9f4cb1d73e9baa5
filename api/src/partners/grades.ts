import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { downlineOf } from '../users/downline';

/** The grades, with how many of the line's members hold each. */
export async function gradesOfLine(db: Kysely<Database>, partnerId: number) {
  const rows = await db
    .selectFrom('grades as g')
    .select([
      'g.level',
      'g.name_ko',
      'g.name_en',
      sql<number>`(SELECT count(*)::int FROM users u WHERE u.grade = g.level AND u.role = 'member' AND u.id IN ${downlineOf(partnerId)})`.as('members'),
    ])
    .orderBy('g.level')
    .execute();
  return { items: rows };
}
