// style-loader's `insert`, bundled into every app: an app's CSS goes into <head> carrying the
// page's CSP nonce (the server writes a fresh one into <meta name="csp-nonce"> on every
// response), so the strict style-src admits it. The dev server leaves the build's placeholder.
module.exports = function insertStyle(element) {
  var meta = document.querySelector('meta[name="csp-nonce"]');
  var nonce = meta && meta.getAttribute('content');
  if (nonce && nonce !== '__CSP_NONCE__') element.setAttribute('nonce', nonce);
  document.head.appendChild(element);
};
