export interface RefreshTriggers {
  /** Every this many ms, while the page is visible (a hidden tab asks nothing). */
  everyMs: number;
  /** Also when the window gets the focus back (a player back from the game window). */
  onFocus?: boolean;
  /** Also when the tab becomes visible again. */
  onVisible?: boolean;
}

/**
 * The one way server data is kept fresh on a schedule: `refresh` runs every `everyMs` while the
 * page is visible, and on focus or on becoming visible when asked. Answers a stop function.
 */
export function startRefreshing(refresh: () => void, { everyMs, onFocus = false, onVisible = false }: RefreshTriggers): () => void {
  const whenVisible = () => {
    if (document.visibilityState === 'visible') refresh();
  };
  const timer = window.setInterval(whenVisible, everyMs);
  if (onFocus) window.addEventListener('focus', refresh);
  if (onVisible) document.addEventListener('visibilitychange', whenVisible);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('focus', refresh);
    document.removeEventListener('visibilitychange', whenVisible);
  };
}
