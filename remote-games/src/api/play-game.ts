import { playGame as playGameEndpoint } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const playGame = (http: HttpClient, gameId: number) => http.call(playGameEndpoint, { body: { game_id: gameId } });
