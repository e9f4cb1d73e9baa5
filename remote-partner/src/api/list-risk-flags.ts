import { lineRiskFlags, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listRiskFlags = (http: HttpClient, query: QueryOf<typeof lineRiskFlags>) => http.call(lineRiskFlags, { query });
