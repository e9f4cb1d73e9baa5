import { agencyTradeUserList, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listTradeChildren = (http: HttpClient, query: QueryOf<typeof agencyTradeUserList>) => http.call(agencyTradeUserList, { query });
