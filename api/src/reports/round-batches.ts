import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { afterCursor, ROUND_COLUMNS, ROUND_JOINS, roundConditions, toBetRound, type RoundRow } from './betting-history';
import type { BettingFilter, ReportScope } from './report-scope';

const BATCH = 10_000;

/** Every round of a filter, newest first, in batches read by keyset (for the CSV export). */
export async function* roundBatches(db: Kysely<Database>, scope: ReportScope, f: BettingFilter) {
  let after = sql``;
  for (;;) {
    const { rows } = await sql<RoundRow>`
      SELECT ${ROUND_COLUMNS} FROM game_rounds r ${ROUND_JOINS}
      WHERE ${roundConditions(scope, f)} ${after}
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    yield rows.map(toBetRound);
    const last = rows[rows.length - 1]!;
    after = afterCursor(last.cursor);
    if (rows.length < BATCH) return;
  }
}
