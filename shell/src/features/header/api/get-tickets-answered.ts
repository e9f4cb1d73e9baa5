import { ticketList } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

/** Answers waiting to be confirmed ride on the inquiry list; one row is the smallest page. */
export const getTicketsAnswered = async (http: HttpClient) => (await http.call(ticketList, { query: { page: 1, pageSize: 1 } })).answered;
