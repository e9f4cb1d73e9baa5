/**
 * The digest a server render gives a page area it left to the browser (its remote's server code
 * or data failed). React sends that area's Suspense fallback marked for the browser, which
 * reports it while hydrating as a recoverable error with this digest: expected, not a mismatch.
 */
export const LEFT_TO_BROWSER_DIGEST = 'area-left-to-browser';

export function isAreaLeftToBrowser(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { digest?: unknown }).digest === LEFT_TO_BROWSER_DIGEST;
}
