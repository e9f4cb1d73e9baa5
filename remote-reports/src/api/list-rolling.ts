import { reportRolling, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listRolling = (http: HttpClient, query: QueryOf<typeof reportRolling>) => http.call(reportRolling, { query });
