import { csvPathOf } from '@casino/contract';

/**
 * The address of a report's CSV export (`csvPathOf`: the list's path with `.csv`) for a filter:
 * the same query as the list, paging aside, so the file holds the whole filter. Empty values are
 * left out, as the http client leaves them out of a call.
 */
export function csvHref(apiBase: string, endpoint: { path: string }, query: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '' || key === 'page' || key === 'pageSize' || key === 'cursor') continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return `${apiBase.replace(/\/+$/, '')}${csvPathOf(endpoint)}${text ? `?${text}` : ''}`;
}
