import { AppError } from '../../http/app-error';

/**
 * A new order for some rows of a sequence (popups, slides, marquee lines) that keeps the places
 * they hold in it: the rows given take the sort values the same rows held, in the order given, so
 * rows not given (another line's, or site-wide ones the staff member may not move) stay where
 * they are. `rows` are the rows the staff member may move, in their current order.
 */
export function reorderedSorts(rows: ReadonlyArray<{ id: number; sort: number }>, ids: readonly number[], nextFree: number): Map<number, number> {
  const known = new Set(rows.map((r) => r.id));
  if (ids.length !== rows.length || !ids.every((id) => known.has(id))) throw new AppError(409, 'CONFLICT', 'staff.order_mismatch');
  let slots = rows.map((r) => r.sort).sort((a, b) => a - b);
  // Equal sort values hold no order of their own (ties go by id): give the rows fresh places after all others.
  if (new Set(slots).size !== slots.length) slots = slots.map((_, i) => nextFree + i);
  return new Map(ids.map((id, i) => [id, slots[i]!]));
}
