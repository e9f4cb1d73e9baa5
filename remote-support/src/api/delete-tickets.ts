import { ticketDelete } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const deleteTickets = (http: HttpClient, ids: number[]) => http.call(ticketDelete, { body: { ids } });
