import { popup } from '@casino/contract';
import { type HttpClient } from '@casino/platform';

/** The site's image popups, in display order. */
export async function listImagePopups(http: HttpClient) {
  const { items } = await http.call(popup);
  return items;
}
