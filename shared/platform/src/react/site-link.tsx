import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { usePlatform } from './hooks';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the site from its root (`/game/slot`, `/?modal=deposit`). */
  to: string;
  replace?: boolean;
}

/**
 * A link within the site, followed by the shell's router: react-router's `Link` without what the
 * site does not use (relative paths, prefetching, view transitions, masks). Its hooks were about
 * a tenth of a member page's server render, for a page of twenty links. A click the browser
 * should handle (another tab, a modifier, another button) is left to it; a link to where the
 * page already is replaces the history entry, as react-router's does.
 */
export const SiteLink = forwardRef<HTMLAnchorElement, SiteLinkProps>(function SiteLink({ to, replace, onClick, target, ...rest }, ref) {
  const { navigate } = usePlatform();
  const location = useLocation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !followedInPage(event, target)) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? `${location.pathname}${location.search}${location.hash}` === to });
  };
  return <a {...rest} ref={ref} href={to} target={target} onClick={follow} />;
});

export interface SiteNavLinkProps extends SiteLinkProps {
  /** Active only on the path itself, not on the paths under it. */
  end?: boolean;
}

/** A `SiteLink` in a menu: `aria-current="page"` and the `active` class while the page is at its path (or under it, unless `end`). */
export const SiteNavLink = forwardRef<HTMLAnchorElement, SiteNavLinkProps>(function SiteNavLink({ end = false, className, ...rest }, ref) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, rest.to, end);
  const classes = [className, active ? 'active' : null].filter(Boolean).join(' ');
  return <SiteLink {...rest} ref={ref} aria-current={active ? 'page' : undefined} className={classes} />;
});

/** Is the page at `to`'s path (or under it, unless `end`)? As react-router's NavLink decides, case aside. */
export function isActivePath(pathname: string, to: string, end: boolean): boolean {
  const target = to.split(/[?#]/, 1)[0]!.toLowerCase();
  const at = pathname.toLowerCase();
  if (at === target) return true;
  // The root is the page itself only: every path is under it.
  if (end || target === '/') return false;
  const base = target.endsWith('/') ? target.slice(0, -1) : target;
  return at.startsWith(base) && at.charAt(base.length) === '/';
}

function followedInPage(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}
