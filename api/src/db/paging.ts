import type { SelectQueryBuilder } from 'kysely';

/** A list's page as the contract's PageQuery gives it (1-based). */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** How many rows a list query matches, whatever it selects. */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  // The selection's type cannot be worked out for any query; the row is this one column.
  const row = (await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()) as { total: number | string };
  return Number(row.total);
}

/**
 * One page of an ordered list query, and how many rows the whole list has (counted on `everything`,
 * the same filters without the order), read at once.
 */
export async function readPage<DB, TB extends keyof DB, O, CDB, CTB extends keyof CDB, CO>(
  ordered: SelectQueryBuilder<DB, TB, O>,
  everything: SelectQueryBuilder<CDB, CTB, CO>,
  { page, pageSize }: PageRequest,
): Promise<{ items: Awaited<ReturnType<SelectQueryBuilder<DB, TB, O>['execute']>>; total: number }> {
  const [items, total] = await Promise.all([
    ordered
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    countRows(everything),
  ]);
  return { items, total };
}
