import { gameBrandGames, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getBrandGames = (http: HttpClient, id: number, query: QueryOf<typeof gameBrandGames>) =>
  http.call(gameBrandGames, { params: { id }, query });
