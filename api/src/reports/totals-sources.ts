import { sql } from 'kysely';

/*
 * The report totals of migration 026, each read together with what is still pending (not yet
 * folded): one statement reads both in one snapshot, and a fold moves rows from one to the other
 * in one transaction, so a figure is exact the moment its round commits.
 */

const FIGURES = sql.raw('rounds, bet, prize, refund, rolling');

/** Per (Seoul day, member, game). */
export const memberDayTotals = sql`(
  SELECT day, user_id, game_id, brand_id, game_type, provider, ${FIGURES} FROM game_totals_member_day
  UNION ALL SELECT day, user_id, game_id, brand_id, game_type, provider, ${FIGURES} FROM game_totals_pending)`;

/** Per (Seoul day, the member's partner, game). */
export const parentDayTotals = sql`(
  SELECT day, parent_id, game_id, brand_id, game_type, provider, ${FIGURES} FROM game_totals_parent_day
  UNION ALL SELECT day, parent_id, game_id, brand_id, game_type, provider, ${FIGURES} FROM game_totals_pending)`;

/** Per (month, member, game type). */
export const memberMonthTotals = sql`(
  SELECT month, user_id, game_type, ${FIGURES} FROM game_totals_member_month
  UNION ALL SELECT date_trunc('month', day)::date AS month, user_id, game_type, ${FIGURES} FROM game_totals_pending)`;
