import { reportRollingSummary, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getRollingSummary = (http: HttpClient, query: QueryOf<typeof reportRollingSummary>) => http.call(reportRollingSummary, { query });
