/** Any origin that cannot be real, to resolve a path the way a browser would. */
const PROBE_ORIGIN = 'http://site.invalid';

/**
 * Where `/redirect?to=` may send people: paths on this site only, or the site becomes an open
 * redirect for phishing links. The path is resolved as a browser would (backslashes, tabs and
 * new lines included), so `/\evil.test` or `/<TAB>/evil.test` cannot become `//evil.test`. No `to`
 * at all means the page waits: a game launch opens /redirect first and its opener sends it on.
 * The server answers direct loads with it, the shell's page in-app navigations.
 */
export function safeRedirectTarget(raw: string | null): string | null {
  if (raw === null) return null;
  if (!raw.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.toLowerCase() === '/redirect') return '/';
  // Dot segments can normalise into a path that starts with `//` (`/..//evil.test`): as a
  // Location that is another host.
  if (/^\/[/\\]/.test(url.pathname)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
