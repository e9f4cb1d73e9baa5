/** A gap in a pager's row of numbers ("…"). */
export const GAP = 'gap';

/**
 * The page numbers a pager shows: the first and the last, the current one with `around` on each
 * side, and a gap wherever numbers are left out (a gap never stands for a single page: that page
 * is shown instead).
 */
export function pageNumbers(current: number, pageCount: number, around = 1): (number | typeof GAP)[] {
  const shown = new Set([1, pageCount]);
  for (let page = current - around; page <= current + around; page++) if (page >= 1 && page <= pageCount) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  const row: (number | typeof GAP)[] = [];
  for (const page of sorted) {
    const previous = row.at(-1);
    if (typeof previous === 'number' && page - previous === 2) row.push(page - 1);
    else if (typeof previous === 'number' && page - previous > 2) row.push(GAP);
    row.push(page);
  }
  return row;
}
