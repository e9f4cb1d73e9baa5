import { summaryPoint, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getPointSummary = (http: HttpClient, query: QueryOf<typeof summaryPoint>) => http.call(summaryPoint, { query });
