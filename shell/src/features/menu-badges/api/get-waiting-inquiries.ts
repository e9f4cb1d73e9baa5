import { staffTicketWaiting } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

/** Inquiries of the master's line still waiting for an answer. */
export const getWaitingInquiries = async (http: HttpClient) => (await http.call(staffTicketWaiting)).waiting;
