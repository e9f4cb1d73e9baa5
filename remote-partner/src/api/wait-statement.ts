import { agencyStatementWait } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const waitStatement = (http: HttpClient, id: number) => http.call(agencyStatementWait, { params: { id } });
