import { usePlatform } from '@casino/platform';
import { useEffect, useState } from 'react';
import { getInboxUnread } from './api/get-inbox-unread';

export const INBOX_POLL_MS = 60_000;

/**
 * The header's unread-notes badge. Fetched on sign-in, when the window gets the focus back and
 * every minute while visible (staff send notes at any time); the support remote reports the new
 * count with `inboxChanged` after a read or delete, so the badge drops at once. Null: not known.
 */
export function useInboxUnread(): number | null {
  const { http, events, user } = usePlatform();
  const accountId = user.account?.id ?? null;
  const [unread, setUnread] = useState<number | null>(null);

  useEffect(() => {
    setUnread(null);
    if (accountId === null) return;
    let latest = 0;
    const refresh = () => {
      const request = ++latest;
      getInboxUnread(http).then(
        (count) => request === latest && setUnread(count),
        () => undefined,
      );
    };
    const off = events.on('inboxChanged', (detail) => {
      if (detail?.unread === undefined) return refresh();
      latest += 1;
      setUnread(detail.unread);
    });
    const poll = window.setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, INBOX_POLL_MS);
    window.addEventListener('focus', refresh);
    refresh();
    return () => {
      latest += 1;
      off();
      window.clearInterval(poll);
      window.removeEventListener('focus', refresh);
    };
  }, [http, events, accountId]);

  return unread;
}
