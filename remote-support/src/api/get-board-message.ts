import { boardMessageGet } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getBoardMessage = (http: HttpClient, id: number) => http.call(boardMessageGet, { query: { id } });
