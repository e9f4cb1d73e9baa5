import { gameBrandList, type GameType } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listBrands = (http: HttpClient, gameType: GameType) => http.call(gameBrandList, { query: { game_type: gameType } });
