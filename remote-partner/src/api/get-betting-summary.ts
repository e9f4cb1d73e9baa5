import { summaryBetting, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getBettingSummary = (http: HttpClient, query: QueryOf<typeof summaryBetting>) => http.call(summaryBetting, { query });
