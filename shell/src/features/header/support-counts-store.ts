import { startRefreshing, type Platform, makeStoreObservable } from '@casino/platform';
import { reaction } from 'mobx';
import { getInboxUnread } from './api/get-inbox-unread';
import { getTicketsAnswered } from './api/get-tickets-answered';
import { ServerCount } from '../../lib/server-count';

export const SUPPORT_POLL_MS = 60_000;

/** What the header's support badges show; null while not known. */
export interface SupportCounts {
  /** Unread inbox notes. */
  readonly unread: number | null;
  /** Inquiry answers the member has not confirmed yet. */
  readonly answered: number | null;
}

/**
 * The header's support badges. Each count is fetched on sign-in; the support remote reports a new
 * count with `inboxChanged` / `ticketsChanged`, so a badge drops at once, and the live channel
 * announces staff's notes and answers the same way. While no channel is heard, each is fetched
 * when the window gets the focus back and every minute while visible. Signed out, no counts.
 */
export class SupportCountsStore implements SupportCounts {
  readonly inbox: ServerCount;
  readonly tickets: ServerCount;

  constructor(private readonly platform: Pick<Platform, 'http' | 'events' | 'user' | 'realtime'>) {
    this.inbox = new ServerCount(() => getInboxUnread(platform.http));
    this.tickets = new ServerCount(() => getTicketsAnswered(platform.http));
    makeStoreObservable<SupportCountsStore, 'platform'>(this, { platform: false, inbox: false, tickets: false }, { autoBind: true });
  }

  get unread(): number | null {
    return this.inbox.value;
  }

  get answered(): number | null {
    return this.tickets.value;
  }

  /** Keeps the counts fresh while the header shows them; answers a stop function. */
  start(): () => void {
    const { user, events, realtime } = this.platform;
    const stops = [
      reaction(
        () => user.account?.id ?? null,
        (accountId) => {
          this.clear();
          if (accountId !== null) this.refresh();
        },
        { fireImmediately: true },
      ),
      events.on('inboxChanged', (detail) => this.inbox.tell(detail?.unread)),
      events.on('ticketsChanged', (detail) => this.tickets.tell(detail?.answered)),
      // While the live channel is heard it announces every new note and answer (decision 070): no poll then.
      startRefreshing(() => user.isLoggedIn && this.refresh(), { everyMs: SUPPORT_POLL_MS, onFocus: true, quietWhile: realtime }),
    ];
    return () => {
      stops.forEach((stop) => stop());
      this.clear();
    };
  }

  refresh(): void {
    void this.inbox.refresh();
    void this.tickets.refresh();
  }

  private clear(): void {
    this.inbox.clear();
    this.tickets.clear();
  }
}
