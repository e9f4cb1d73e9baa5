import { boardMessageList } from '@casino/contract';
import { type HttpClient } from '@casino/platform';

/** Announcements of type popup (signed-in users only, spec 2). */
export async function listBoardPopups(http: HttpClient) {
  const { items } = await http.call(boardMessageList, { query: { type: 'popup', page: 1, pageSize: 100 } });
  return items;
}
