import { userAuditTrail } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listAuditTrail = (http: HttpClient, id: number, page: number, pageSize: number) =>
  http.call(userAuditTrail, { params: { id }, query: { page, pageSize } });
