import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from './schema';

/** Tables of timestamped tries that feed a rate limit. */
type TryTable = 'login_attempts' | 'register_attempts';

/**
 * Seconds until fewer than `limit` of the tries `query` selects are younger than `windowMinutes`,
 * or null when fewer are already: the limit-th newest try decides when the count drops again.
 */
export async function secondsUntilUnderLimit<T extends TryTable>(query: SelectQueryBuilder<Database, T, object>, limit: number, windowMinutes: number): Promise<number | null> {
  const row = await query
    .select(sql<number>`ceil(extract(epoch from (created_at + make_interval(mins => ${windowMinutes}) - now())))`.as('retry'))
    .orderBy(sql`created_at`, 'desc')
    .offset(limit - 1)
    .limit(1)
    .executeTakeFirst();
  return row ? Math.max(1, Number(row.retry)) : null;
}
