import { agencyTradeList, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listTrades = (http: HttpClient, query: QueryOf<typeof agencyTradeList>) => http.call(agencyTradeList, { query });
