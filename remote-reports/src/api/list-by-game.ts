import { reportByGame, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listByGame = (http: HttpClient, query: QueryOf<typeof reportByGame>) => http.call(reportByGame, { query });
