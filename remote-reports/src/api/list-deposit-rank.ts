import { depositRank, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listDepositRank = (http: HttpClient, query: QueryOf<typeof depositRank>) => http.call(depositRank, { query });
