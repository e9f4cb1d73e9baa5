import { gameBrandGames } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listBrandGames = (http: HttpClient, brandId: number, pageSize: number) => http.call(gameBrandGames, { params: { id: brandId }, query: { page: 1, pageSize } });
