export interface RefreshTriggers {
  /** Every this many ms, while the page is visible (a hidden tab asks nothing). */
  everyMs: number;
  /** Also when the window gets the focus back (a player back from the game window). */
  onFocus?: boolean;
  /** Also when the tab becomes visible again. */
  onVisible?: boolean;
  /**
   * None of it while this live channel is heard: it tells every change the refresh would find
   * (decision 070). The poll takes over again the moment the channel is lost.
   */
  quietWhile?: LiveChannelState;
}

/** Whether a live channel is heard now (the realtime handle is one). */
export interface LiveChannelState {
  readonly liveConnected: boolean;
}

/**
 * The one way server data is kept fresh on a schedule: `refresh` runs every `everyMs` while the
 * page is visible, and on focus or on becoming visible when asked, unless a live channel it was
 * given is heard. Answers a stop function.
 */
export function startRefreshing(refresh: () => void, { everyMs, onFocus = false, onVisible = false, quietWhile }: RefreshTriggers): () => void {
  const unlessLive = () => {
    if (!quietWhile?.liveConnected) refresh();
  };
  const whenVisible = () => {
    if (document.visibilityState === 'visible') unlessLive();
  };
  const timer = window.setInterval(whenVisible, everyMs);
  if (onFocus) window.addEventListener('focus', unlessLive);
  if (onVisible) document.addEventListener('visibilitychange', whenVisible);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('focus', unlessLive);
    document.removeEventListener('visibilitychange', whenVisible);
  };
}
