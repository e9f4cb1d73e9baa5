import type { ChildAccount } from '@casino/contract';
import type { HttpClient } from '@casino/platform';
import { listChildren } from '../api/list-children';

const PAGE = 100;
/** 5,000 direct children: past that, a window opened without its username hint gives up. */
const MAX_PAGES = 50;

/**
 * A direct child of the caller by id, or null. The API lists children by a username filter, not
 * by id: the window's `username` hint finds it in one call; without it (an address typed or
 * shared by hand) the list is read a page at a time. The id decides, the hint only narrows.
 */
export async function findDirectChild(http: HttpClient, id: number, usernameHint: string | null): Promise<ChildAccount | null> {
  if (usernameHint) {
    const { items } = await listChildren(http, { username: usernameHint, page: 1, pageSize: PAGE });
    const found = items.find((item) => item.id === id);
    if (found) return found;
  }
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { items, total } = await listChildren(http, { page, pageSize: PAGE });
    const found = items.find((item) => item.id === id);
    if (found) return found;
    if (page * PAGE >= total) break;
  }
  return null;
}
