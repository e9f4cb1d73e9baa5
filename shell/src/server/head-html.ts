const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The `<head>` part of a rendered page: its CSS, each text once, each style carrying the
 * request's nonce (the page's style-src admits nothing else). Style text cannot close its element
 * early. (The title goes apart: the server writes the head inside `<noscript>` for now, where a
 * title may not be.)
 */
export function headHtml({ styles, nonce }: { styles: string[]; nonce: string }): string {
  // The shell and a remote each bundle the platform's CSS (its buttons, alerts, icons): once is
  // enough, where it last comes, as the cascade has it in the browser once both bundles run.
  return styles
    .filter((css, at) => styles.lastIndexOf(css) === at)
    .filter((css) => css.trim() !== '')
    .map((css) => `<style nonce="${escapeAttribute(nonce)}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`)
    .join('');
}
