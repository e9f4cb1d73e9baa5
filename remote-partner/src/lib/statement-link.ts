import type { StatementStatus, StatementType } from '@casino/contract';

/**
 * The statement page's address: `/partner/statement?tab=&type=&status=`. The tab and the type and
 * status filters are in the URL, so a link (the dashboard's waiting counts) opens the list it
 * counts, and a reload keeps what was shown. Shared by the dashboard, which links to it, and the
 * statement page, which reads and writes it (features do not import each other).
 */
export const STATEMENT_PATH = '/partner/statement';

/** `members`: requests of the partner's own members (user-list); `subs`: of the members below its sub-partners (sub-list). */
export type StatementTab = 'members' | 'subs';
/** `open`: request or waiting, what still needs a decision. */
export type StatusFilter = StatementStatus | 'open';

export interface StatementLink {
  tab: StatementTab | null;
  type: StatementType | null;
  status: StatusFilter | null;
}

const TABS: readonly StatementTab[] = ['members', 'subs'];
const TYPES: readonly StatementType[] = ['deposit', 'withdraw'];
export const STATUS_FILTERS: readonly StatusFilter[] = ['open', 'request', 'waiting', 'approve', 'delete', 'clear'];

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null => (values.includes(raw as T) ? (raw as T) : null);

/** What a statement URL names; anything it does not know is left out, never guessed. */
export function readStatementLink(params: URLSearchParams): StatementLink {
  return { tab: oneOf(TABS, params.get('tab')), type: oneOf(TYPES, params.get('type')), status: oneOf(STATUS_FILTERS, params.get('status')) };
}

/** The query string of a statement link: only what is set. */
export function statementSearch(link: Partial<StatementLink>): string {
  const query = new URLSearchParams();
  if (link.tab) query.set('tab', link.tab);
  if (link.type) query.set('type', link.type);
  if (link.status) query.set('status', link.status);
  const search = query.toString();
  return search ? `?${search}` : '';
}

/** The statement page showing one kind of request still waiting for a decision, on the tab where they wait. */
export const waitingStatementsPath = (type: StatementType) => `${STATEMENT_PATH}${statementSearch({ type, status: 'open' })}`;
