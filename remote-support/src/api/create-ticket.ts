import { ticketCreate, type BodyOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const createTicket = (http: HttpClient, body: BodyOf<typeof ticketCreate>) => http.call(ticketCreate, { body });
