import { sql } from 'kysely';

/**
 * Every user below `partnerId`, at any depth, as a subquery: what a partner may see and act on
 * (DESIGN.md section 4). The scope is in the query, not in the screens.
 */
export const downlineOf = (partnerId: number) =>
  sql<number>`(WITH RECURSIVE d AS (
      SELECT u.id FROM users u WHERE u.parent_id = ${partnerId}
      UNION ALL
      SELECT u.id FROM users u JOIN d ON u.parent_id = d.id
    ) SELECT id FROM d)`;
