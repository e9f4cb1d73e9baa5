import { gameBrandList, type GameType } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getBrands = (http: HttpClient, type: GameType) => http.call(gameBrandList, { query: { game_type: type } });
