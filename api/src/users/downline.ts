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

/** `userId` and every partner above it, as a subquery: the lines whose content the user sees. */
export const uplineOf = (userId: number) =>
  sql<number>`(WITH RECURSIVE u AS (
      SELECT id, parent_id FROM users WHERE id = ${userId}
      UNION ALL
      SELECT p.id, p.parent_id FROM users p JOIN u ON p.id = u.parent_id
    ) SELECT id FROM u)`;

/**
 * A WHERE condition on a table with `line_id` (announcements, image popups): a line's content is
 * seen only inside that line, site-wide content (null) by everyone, and a guest sees only the latter.
 */
export const seenBy = (viewerId: number | null) =>
  viewerId === null ? sql<boolean>`line_id IS NULL` : sql<boolean>`(line_id IS NULL OR line_id IN ${uplineOf(viewerId)})`;
