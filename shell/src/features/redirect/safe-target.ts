/**
 * Where /redirect may send people: paths on this site only. An arbitrary URL in a query
 * parameter would make the site an open redirect for phishing links.
 */
export function safeRedirectTarget(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (raw === '/redirect' || raw.startsWith('/redirect?')) return '/';
  return raw;
}
