import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteBrand } from '../site/use-site-brand';

/**
 * A page's tab title. Not put back on unmount: the layout sets its base title again on every
 * page change (useBaseSiteTitle), which beats restoring a title that may be stale by then.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** '<page> - <site name>', or the site name alone. */
export function useSiteTitle(page?: string): void {
  const { name } = useSiteBrand();
  useDocumentTitle(page ? `${page} - ${name}` : name);
}

/**
 * A layout's title: the site name. A layout effect, so it runs before the (passive) effects of
 * the page inside it, and a page's own title (404, redirect, a remote's) is the one that stays.
 */
export function useBaseSiteTitle(page?: string): void {
  const { name } = useSiteBrand();
  const { pathname } = useLocation();
  const title = page ? `${page} - ${name}` : name;
  useLayoutEffect(() => {
    document.title = title;
  }, [title, pathname]);
}
