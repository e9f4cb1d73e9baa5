export const WINDOW_POLL_MS = 500;

/**
 * Calls `onClosed` once `win` is closed. A window on another origin (the game) fires no event
 * this page can hear, so `closed` is polled. Returns a function that stops watching.
 */
export function whenWindowCloses(win: Pick<Window, 'closed'>, onClosed: () => void, pollMs = WINDOW_POLL_MS): () => void {
  const timer = setInterval(() => {
    if (!win.closed) return;
    clearInterval(timer);
    onClosed();
  }, pollMs);
  return () => clearInterval(timer);
}
