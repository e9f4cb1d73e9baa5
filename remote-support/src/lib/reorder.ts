/** A row that can be put in order; rows with `editable: false` (another scope's) keep their places. */
export interface Orderable {
  id: number;
  editable?: boolean;
}

const movable = (row: Orderable) => row.editable !== false;

/**
 * The ids of the movable rows in their new order after `id` moves one step (`-1` up, `1` down)
 * among them, or null when it cannot move that way (the first, the last, or not movable).
 */
export function movedOrder(rows: readonly Orderable[], id: number, step: -1 | 1): number[] | null {
  const ids = rows.filter(movable).map((row) => row.id);
  const at = ids.indexOf(id);
  const to = at + step;
  if (at < 0 || to < 0 || to >= ids.length) return null;
  [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  return ids;
}

/** Whether `id` can move up and down among the movable rows. */
export function movesOf(rows: readonly Orderable[], id: number): { up: boolean; down: boolean } {
  return { up: movedOrder(rows, id, -1) !== null, down: movedOrder(rows, id, 1) !== null };
}
