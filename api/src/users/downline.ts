import { sql } from 'kysely';

/**
 * Every user below `partnerId`, at any depth, as a subquery: what a partner may see and act on
 * (DESIGN.md section 4). The scope is in the query, not in the screens; the line is the closure
 * table `user_ancestors` (migration 024), one index range however deep or wide the line is.
 */
export const downlineOf = (partnerId: number) => sql<number>`(SELECT a.user_id FROM user_ancestors a WHERE a.ancestor_id = ${partnerId})`;

/** `userId` and every partner above it, as a subquery: the lines whose content the user sees. */
export const uplineOf = (userId: number) =>
  sql<number>`(SELECT ${userId}::bigint UNION ALL SELECT a.ancestor_id FROM user_ancestors a WHERE a.user_id = ${userId})`;

/** The master of the user's line (its root), as a scalar subquery; a master is its own. */
export const lineMasterOf = (userId: number) =>
  sql<number>`coalesce((SELECT a.ancestor_id FROM user_ancestors a WHERE a.user_id = ${userId} ORDER BY a.depth DESC LIMIT 1), ${userId})`;

/**
 * A WHERE condition on a table with `line_id` (announcements, image popups): a line's content is
 * seen only inside that line, site-wide content (null) by everyone, and a guest sees only the latter.
 */
export const seenBy = (viewerId: number | null) =>
  viewerId === null ? sql<boolean>`line_id IS NULL` : sql<boolean>`(line_id IS NULL OR line_id IN ${uplineOf(viewerId)})`;
