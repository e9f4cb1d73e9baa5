import { gameTransactionList, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listGameTransactions = (http: HttpClient, query: QueryOf<typeof gameTransactionList>) => http.call(gameTransactionList, { query });
