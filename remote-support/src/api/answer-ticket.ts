import { operatorTicketAnswer } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const answerTicket = (http: HttpClient, ticketId: number, answer: string) => http.call(operatorTicketAnswer, { body: { ticket_id: ticketId, answer } });
