import { staffBrandList, type GameType } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listBrands = (http: HttpClient, type: GameType) => http.call(staffBrandList, { query: { game_type: type } });
