import { reportByDaySummary, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getByDaySummary = (http: HttpClient, query: QueryOf<typeof reportByDaySummary>) => http.call(reportByDaySummary, { query });
