import { gameTransactionRanking, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listRanking = (http: HttpClient, query: QueryOf<typeof gameTransactionRanking>) => http.call(gameTransactionRanking, { query });
