import { gameTransactionRankingSummary, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getRankingSummary = (http: HttpClient, query: QueryOf<typeof gameTransactionRankingSummary>) => http.call(gameTransactionRankingSummary, { query });
