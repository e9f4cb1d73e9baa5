/** Where a banner leads: a page of this site (through the router), another site, or nowhere. */
export type SlideTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

/**
 * The site's origin where a link is read: the page's, or on the server (no page yet) one that
 * matches nothing, so a banner on a path of this site still leads through the router and a full
 * address is treated as another site's.
 */
export const pageOrigin = (): string => (typeof window === 'undefined' ? 'http://server-render.invalid' : window.location.origin);

/**
 * Reads a banner's `link_url` as staff typed it. Only web addresses lead anywhere (no
 * `javascript:` or `data:`); one on this site's origin becomes a router path, so following it
 * keeps the app (and its popups) as it is instead of loading the whole site again.
 */
export function slideTarget(link: string | null, origin: string): SlideTarget {
  if (!link?.trim()) return null;
  let url: URL;
  try {
    url = new URL(link.trim(), origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin === origin) {
    // A path that normalised into `//host` (`/..//evil.test`) would be another site to the router.
    if (/^\/[/\\]/.test(url.pathname)) return null;
    return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
  }
  return { kind: 'external', href: url.href };
}
