import { agencyStatementOpen } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

/** Deposit and withdrawal requests of the partner's whole line still waiting for a decision: everything it may decide. */
export const getOpenRequests = async (http: HttpClient) => (await http.call(agencyStatementOpen)).total;
