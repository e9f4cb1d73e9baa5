import { reportByDay, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listByDay = (http: HttpClient, query: QueryOf<typeof reportByDay>) => http.call(reportByDay, { query });
