import { reportBettingProvider, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listProviderTotals = (http: HttpClient, query: QueryOf<typeof reportBettingProvider>) => http.call(reportBettingProvider, { query });
