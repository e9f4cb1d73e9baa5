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
  data: unknown;
}

export const PageDataContext = createContext<ServedPageData | null>(null);

/** The served data for `requestId` while the router is still at the path it was served for. */
export function usePageData(requestId: string): unknown {
  const served = useContext(PageDataContext);
  const { pathname } = useLocation();
  return served && served.requestId === requestId && served.path === pathname ? served.data : undefined;
}
