import { agencyStatementUserList } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

/** Deposit and withdrawal requests of the partner's own members still waiting for a decision. */
export const getOpenRequests = async (http: HttpClient) => {
  const { open } = await http.call(agencyStatementUserList, { query: { status: 'open', page: 1, pageSize: 1 } });
  return open.deposit + open.withdraw;
};
