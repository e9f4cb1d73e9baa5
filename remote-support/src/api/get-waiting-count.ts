import { staffTicketWaiting } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getWaitingCount = async (http: HttpClient) => (await http.call(staffTicketWaiting)).waiting;
