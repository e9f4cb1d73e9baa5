import { usePlatform, type HttpClient, type PlatformEventDetails } from '@casino/platform';
import { useEffect, useState } from 'react';
import { getInboxUnread } from './api/get-inbox-unread';
import { getTicketsAnswered } from './api/get-tickets-answered';

export const SUPPORT_POLL_MS = 60_000;

/** What the header's support badges show; null while not known. */
export interface SupportCounts {
  /** Unread inbox notes. */
  unread: number | null;
  /** Inquiry answers the member has not confirmed yet. */
  answered: number | null;
}

/**
 * The header's support badges. Each count is fetched on sign-in, when the window gets the focus
 * back and every minute while visible (staff write at any time); the support remote reports a new
 * count with `inboxChanged` / `ticketsChanged`, so a badge drops at once.
 */
export function useSupportCounts(): SupportCounts {
  const unread = useCount(getInboxUnread, 'inboxChanged', unreadIn);
  const answered = useCount(getTicketsAnswered, 'ticketsChanged', answeredIn);
  return { unread, answered };
}

const unreadIn = (detail: PlatformEventDetails['inboxChanged']) => detail?.unread;
const answeredIn = (detail: PlatformEventDetails['ticketsChanged']) => detail?.answered;

function useCount<N extends 'inboxChanged' | 'ticketsChanged'>(
  fetchCount: (http: HttpClient) => Promise<number>,
  event: N,
  countIn: (detail: PlatformEventDetails[N]) => number | undefined,
): number | null {
  const { http, events, user } = usePlatform();
  const accountId = user.account?.id ?? null;
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    setCount(null);
    if (accountId === null) return;
    // Only the newest request may set the count; an event's count outranks any poll in flight.
    let latest = 0;
    const refresh = () => {
      const request = ++latest;
      fetchCount(http).then(
        (value) => request === latest && setCount(value),
        () => undefined,
      );
    };
    const off = events.on(event, (detail) => {
      const told = countIn(detail);
      if (told === undefined) return refresh();
      latest += 1;
      setCount(told);
    });
    const poll = window.setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, SUPPORT_POLL_MS);
    window.addEventListener('focus', refresh);
    refresh();
    return () => {
      latest += 1;
      off();
      window.clearInterval(poll);
      window.removeEventListener('focus', refresh);
    };
  }, [http, events, accountId, event, fetchCount, countIn]);

  return count;
}
