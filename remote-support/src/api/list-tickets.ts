import { ticketList, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listTickets = (http: HttpClient, query: QueryOf<typeof ticketList>) => http.call(ticketList, { query });
