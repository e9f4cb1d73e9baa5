import { reportBettingProviderHistory, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listProviderRounds = (http: HttpClient, query: QueryOf<typeof reportBettingProviderHistory>) => http.call(reportBettingProviderHistory, { query });
