import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { reorderedSorts } from '../../support/staff/content-order';

/** Site content kept in a display order by `sort`. */
export type OrderedTable = 'carousel_slides' | 'marquee_items';

/** Serialises appends and reorders of one table, so two never take the same place. */
export async function lockOrder(trx: Kysely<Database>, table: OrderedTable): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`casino:order:${table}`}))`.execute(trx);
}

/** The place after every row (call under `lockOrder`). */
export async function nextSort(trx: Kysely<Database>, table: OrderedTable): Promise<number> {
  const { rows } = await sql<{ next: number }>`SELECT coalesce(max(sort), 0) + 1 AS next FROM ${sql.table(table)}`.execute(trx);
  return Number(rows[0]!.next);
}

/** Puts every row of the table in the order of `ids` (each once), in the caller's transaction. */
export async function reorderAll(trx: Kysely<Database>, table: OrderedTable, ids: number[]): Promise<number[]> {
  await lockOrder(trx, table);
  const { rows } = await sql<{ id: number; sort: number }>`SELECT id, sort FROM ${sql.table(table)} ORDER BY sort, id FOR UPDATE`.execute(trx);
  const sorts = reorderedSorts(rows, ids, await nextSort(trx, table));
  for (const [id, sort] of sorts) await sql`UPDATE ${sql.table(table)} SET sort = ${sort} WHERE id = ${id}`.execute(trx);
  return rows.map((r) => r.id);
}
