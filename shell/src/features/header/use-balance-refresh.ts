import { useUser } from '@casino/platform';
import { useEffect } from 'react';

/**
 * Balances go stale while the player is in a game tab: refresh when this window gets the focus
 * back. (PLATFORM_EVENTS.balanceChanged is handled by the platform's user store itself.)
 */
export function useBalanceRefreshOnFocus(): void {
  const user = useUser();
  useEffect(() => {
    const onFocus = () => {
      if (user.isLoggedIn) user.refreshBalance().catch(() => undefined);
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [user]);
}
