import { reportBettingSummary, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getBettingSummary = (http: HttpClient, query: QueryOf<typeof reportBettingSummary>) => http.call(reportBettingSummary, { query });
