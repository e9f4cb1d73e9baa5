import type { QueryOf, staffTicketList, Ticket } from '@casino/contract';

export type InquiryStatus = Ticket['status'];
export const INQUIRY_STATUSES: readonly InquiryStatus[] = ['waiting', 'answered', 'confirmed'];

/** What the filter bar holds; null and '' mean "any". */
export interface InquiryFilter {
  status: InquiryStatus | null;
  /** A member's ID or nickname, or part of one. */
  member: string;
  /** Seoul days, YYYY-MM-DD, inclusive. */
  from: string | null;
  to: string | null;
}

export const NO_FILTER: InquiryFilter = { status: null, member: '', from: null, to: null };

export type InquiryQuery = Omit<QueryOf<typeof staffTicketList>, 'page' | 'pageSize'>;

/** The filter as the list call's query: only what is set. */
export function toQuery(filter: InquiryFilter): InquiryQuery {
  const member = filter.member.trim();
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(member ? { member } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
}
