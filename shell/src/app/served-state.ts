import { PAGE_SERVED_STATE_ID } from '@casino/contract';
import { toLang, type Lang, type UserSnapshot } from '@casino/platform';
import { isRecord } from '../lib/is-record';
import { type ServedPageData } from '../remotes/page-data-context';
import { type LoadedBrand } from '../site/site-brand-store';

/**
 * What a server render read, written into its page: the browser starts from the same (the
 * language, the member and their money, the site's name, the remote page's data), so its first
 * render is the server's markup and React takes it over instead of drawing the page again.
 */
export interface ServedState {
  language: Lang;
  user: UserSnapshot | null;
  /** The site's settings as read, or null when the render could not read them (the page asks again). */
  brand: LoadedBrand | null;
  page: ServedPageData | null;
  /** The remote page's server code or data failed: its area was sent as its spinner, for the browser to render. */
  pageAreaInBrowser: boolean;
}

/** The page's served state, or null: not server-rendered (the browser renders), or not one this shell can read. */
export function readServedState(doc: Document = document): ServedState | null {
  const text = doc.getElementById(PAGE_SERVED_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const json: unknown = JSON.parse(text);
    return isServedState(json) ? json : null;
  } catch {
    return null;
  }
}

function isServedState(value: unknown): value is ServedState {
  if (!isRecord(value) || typeof value.language !== 'string' || toLang(value.language) !== value.language) return false;
  const { user, brand, page } = value;
  return typeof value.pageAreaInBrowser === 'boolean' && (user === null || (isRecord(user) && isRecord(user.account))) && (brand === null || isRecord(brand)) && (page === null || (isRecord(page) && typeof page.path === 'string' && typeof page.requestId === 'string' && page.language === value.language));
}

/**
 * The served state, when this browser's session agrees with the render (a member's page for a
 * member, a guest's for a guest); else null, and the page renders afresh. They differ when a
 * member follows a link from another site (the session cookie is SameSite=Strict, so the page
 * was rendered for a guest) or the session ended between the render and now.
 */
export function stateForThisSession(served: ServedState | null, sessionActive: boolean): ServedState | null {
  return served !== null && (served.user !== null) === sessionActive ? served : null;
}
