import { reportByUserSummary, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getByUserSummary = (http: HttpClient, query: QueryOf<typeof reportByUserSummary>) => http.call(reportByUserSummary, { query });
