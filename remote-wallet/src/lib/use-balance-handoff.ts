import { useEvents, type BalanceSnapshot } from '@casino/platform';
import { useCallback } from 'react';

/**
 * New balances from a money-moving answer go out as the platform's `balanceChanged`: the user
 * store takes them and the header shows them, with no extra round trip.
 */
export function useBalanceHandoff(): (snapshot: BalanceSnapshot) => void {
  const events = useEvents();
  return useCallback((snapshot: BalanceSnapshot) => events.emit('balanceChanged', snapshot), [events]);
}
