import type { agencyStatementUserList, QueryOf, StatementType } from '@casino/contract';
import type { StatementLink, StatusFilter } from '../../../lib/statement-link';

/** What the filter bar holds; `null` and '' mean "any". */
export interface StatementFilter {
  type: StatementType | null;
  status: StatusFilter | null;
  /** Seoul days, YYYY-MM-DD, inclusive. */
  from: string | null;
  to: string | null;
  username: string;
}

export const NO_FILTER: StatementFilter = { type: null, status: null, from: null, to: null, username: '' };

export type StatementQuery = QueryOf<typeof agencyStatementUserList>;

/** The filter as the list call's query: only what is set. */
export function toQuery(filter: StatementFilter): StatementQuery {
  const username = filter.username.trim();
  return {
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(username ? { username } : {}),
  };
}

/** The filter a statement link names (its type and status), the rest any. */
export const filterOfLink = (link: StatementLink): StatementFilter => ({ ...NO_FILTER, type: link.type, status: link.status });
