import { reportByGameSummary, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getByGameSummary = (http: HttpClient, query: QueryOf<typeof reportByGameSummary>) => http.call(reportByGameSummary, { query });
