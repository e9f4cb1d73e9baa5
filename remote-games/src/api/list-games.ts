import { staffGameList, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listGames = (http: HttpClient, query: QueryOf<typeof staffGameList>) => http.call(staffGameList, { query });
