import { sql } from 'kysely';
import type { Db } from '../db/pool';

/** Moves the pending round differences into the report totals (migration 026); answers how many it folded. */
export async function foldReportTotals(db: Db): Promise<number> {
  const { rows } = await sql<{ folded: number }>`SELECT game_totals_fold() AS folded`.execute(db);
  return rows[0]!.folded;
}
