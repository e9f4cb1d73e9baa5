import { agencyStatementApprove } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const approveStatement = (http: HttpClient, id: number) => http.call(agencyStatementApprove, { params: { id } });
