import { reportByUser, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listByUser = (http: HttpClient, query: QueryOf<typeof reportByUser>) => http.call(reportByUser, { query });
