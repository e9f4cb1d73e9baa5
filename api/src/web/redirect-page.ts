import { translate, type Lang } from '../http/i18n';

/**
 * `/redirect` without a target (spec 2: 'Redirecting...', not indexed): the page a game launch
 * opens before its opener sends it on. Served as this small page, so the waiting window does not
 * boot the whole site only to leave it.
 */
export function renderRedirectPage(lang: Lang, nonce: string): string {
  const title = translate(lang, 'page.redirecting');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">
<title>${title}</title>
<style nonce="${nonce}">html,body{margin:0;background:#141414;color:#d9d9d9;font-family:system-ui,sans-serif}main{display:flex;min-height:100vh;align-items:center;justify-content:center}</style>
</head>
<body><main role="status">${title}</main></body>
</html>`;
}

export function redirectPagePolicy(nonce: string): string {
  return `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;
}
