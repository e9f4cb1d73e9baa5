import { agencyStatementOpen } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getOpenRequests = (http: HttpClient) => http.call(agencyStatementOpen);
