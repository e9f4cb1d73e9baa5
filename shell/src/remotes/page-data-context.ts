import { useLanguage, type Lang } from '@casino/platform';
import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The data the page was rendered with on the server (its module's `loadPageData`), for the
 * remote page at `path`: the slot hands it to the page as `pageData`, so the page's first render
 * shows it instead of loading it in an effect.
 */
export interface ServedPageData {
  path: string;
  requestId: string;
  /** The language the data was read in (a banner's title, a notice). */
  language: Lang;
  data: unknown;
}

export const PageDataContext = createContext<ServedPageData | null>(null);

/**
 * The served data for `requestId` while the router is still at the path it was served for, in
 * the language it was served in (a page that first mounts after a switch loads its own).
 */
export function usePageData(requestId: string): unknown {
  const served = useContext(PageDataContext);
  const { pathname } = useLocation();
  const { language } = useLanguage();
  return served && served.requestId === requestId && served.path === pathname && served.language === language ? served.data : undefined;
}
