import { agencyStatementReject } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const rejectStatement = (http: HttpClient, id: number) => http.call(agencyStatementReject, { params: { id } });
