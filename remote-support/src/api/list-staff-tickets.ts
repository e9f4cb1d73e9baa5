import { staffTicketList, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listStaffTickets = (http: HttpClient, query: QueryOf<typeof staffTicketList>) => http.call(staffTicketList, { query });
