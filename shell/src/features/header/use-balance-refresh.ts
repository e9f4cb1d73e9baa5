import { startRefreshing, usePlatform } from '@casino/platform';
import { useEffect } from 'react';

export const BALANCE_POLL_MS = 30_000;

/**
 * While the live channel is heard, it brings every change of a member's balances, and a
 * session's end, the moment they happen (decision 070). Without it, balances go stale while the player is in a
 * game tab: refresh when this window gets the focus back, and every 30 s while the page is
 * visible. The poll is then also how a session revoked on the server is noticed: the platform
 * turns the 401 into a sign-out. (PLATFORM_EVENTS.balanceChanged is handled by the platform's
 * user store itself.)
 */
export function useBalanceRefresh(): void {
  const { user, realtime } = usePlatform();
  useEffect(
    () =>
      startRefreshing(() => user.isLoggedIn && void user.refreshBalance().catch(() => undefined), {
        everyMs: BALANCE_POLL_MS,
        onFocus: true,
        // A partner's figures are not told live (credited as pending rows, without versions).
        quietWhile: {
          get liveConnected() {
            return realtime.liveConnected && user.account?.role === 'member';
          },
        },
      }),
    [user, realtime],
  );
}
