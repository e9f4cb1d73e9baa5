import { staffTicketGet } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getStaffTicket = (http: HttpClient, id: number) => http.call(staffTicketGet, { query: { id } });
