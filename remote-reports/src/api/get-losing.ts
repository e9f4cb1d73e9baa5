import { reportLosing, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getLosing = (http: HttpClient, query: QueryOf<typeof reportLosing>) => http.call(reportLosing, { query });
