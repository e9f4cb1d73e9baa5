import { gameTransactionSummary, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getGameTransactionSummary = (http: HttpClient, query: QueryOf<typeof gameTransactionSummary>) => http.call(gameTransactionSummary, { query });
