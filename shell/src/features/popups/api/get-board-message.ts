import { boardMessageGet } from '@casino/contract';
import { type HttpClient } from '@casino/platform';

export function getBoardMessage(http: HttpClient, id: number) {
  return http.call(boardMessageGet, { query: { id } });
}
