import { ticketConfirm } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const confirmTicket = (http: HttpClient, ticketId: number) => http.call(ticketConfirm, { body: { ticket_id: ticketId } });
