/** How long a remote's entry may take before the try counts as failed (the federation SDK's limit was the same). */
export const SCRIPT_TIMEOUT_MS = 20_000;

/** A download that failed, as webpack names its own: the reload guard and the retries know it. */
export function chunkLoadError(message: string): Error {
  const error = new Error(message);
  error.name = 'ChunkLoadError';
  return error;
}

/**
 * Runs the script at `url` by a tag, as webpack loads its chunks (the CSP's `script-src` lists the
 * remotes' origins). Settles once the script ran; rejects when it could not be had, or had not
 * come after `timeoutMs` (a stalled request would otherwise hold every later try of it).
 */
export function loadScript(url: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      script.remove();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(chunkLoadError(`Loading remote entry timed out: ${url}`))), timeoutMs);
    script.src = url;
    script.async = true;
    script.onload = () => settle(resolve);
    script.onerror = () => settle(() => reject(chunkLoadError(`Loading remote entry failed: ${url}`)));
    document.head.append(script);
  });
}
