import type { agencyStatementUserList, QueryOf, StatementStatus, StatementType } from '@casino/contract';

/** `open`: request or waiting, what still needs a decision. */
export type StatusFilter = StatementStatus | 'open';

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
