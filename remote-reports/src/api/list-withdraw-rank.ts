import { withdrawRank, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listWithdrawRank = (http: HttpClient, query: QueryOf<typeof withdrawRank>) => http.call(withdrawRank, { query });
