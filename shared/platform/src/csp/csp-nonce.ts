/** The build's stand-in, left as it is by the dev server (which sends no policy). */
const PLACEHOLDER = '__CSP_NONCE__';

/** This page's CSP nonce, written by the server into `<meta name="csp-nonce">`; runtime styles carry it. */
export function readCspNonce(doc: Document | undefined = globalThis.document): string | undefined {
  // A server render has no document; it is given the request's nonce instead.
  const nonce = doc?.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  return nonce && nonce !== PLACEHOLDER ? nonce : undefined;
}

/**
 * Gives the nonce to every `<style>` a script puts into `<head>` without one. antd's own styles
 * take it from ConfigProvider, but some of its dependencies write styles ignoring that setting
 * (the modal scroll lock of @rc-component/portal 2.2), and the page's style-src would block them.
 * Markup injected into the page is untouched: it never goes through these two calls.
 */
export function nonceHeadStyles(nonce: string, head: HTMLHeadElement = document.head): void {
  const stamp = (node: Node) => {
    if (node instanceof HTMLStyleElement && !node.nonce) node.nonce = nonce;
  };
  const appendChild = head.appendChild.bind(head);
  const insertBefore = head.insertBefore.bind(head);
  head.appendChild = <T extends Node>(node: T): T => {
    stamp(node);
    return appendChild(node);
  };
  head.insertBefore = <T extends Node>(node: T, child: Node | null): T => {
    stamp(node);
    return insertBefore(node, child);
  };
}
