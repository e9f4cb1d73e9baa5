import { useCallback, useRef } from 'react';

/**
 * For a page that may come with its data (rendered on the server): answers true the first time
 * it is asked when `given`, false ever after, so the page's loading effect skips its first run
 * and still loads on every later change (another language, a retry).
 */
export function useGivenOnce(given: boolean): () => boolean {
  const pending = useRef(given);
  return useCallback(() => {
    const answer = pending.current;
    pending.current = false;
    return answer;
  }, []);
}
