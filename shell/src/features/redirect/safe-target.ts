/**
 * Where /redirect may send people: paths on this site only. An arbitrary URL in a query
 * parameter would make the site an open redirect for phishing links. No `to` at all means the
 * page waits: a game launch opens /redirect first and its opener then sends it on.
 */
export function safeRedirectTarget(raw: string | null): string | null {
  if (raw === null) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (raw === '/redirect' || raw.startsWith('/redirect?')) return '/';
  return raw;
}
