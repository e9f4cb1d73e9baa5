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
 * The header's support badges. Each count is fetched on sign-in, when the window gets the focus
 * back and every minute while visible (staff write at any time); the support remote reports a new
 * count with `inboxChanged` / `ticketsChanged`, so a badge drops at once. Signed out, no counts.
 */
export class SupportCountsStore implements SupportCounts {
  readonly inbox: ServerCount;
  readonly tickets: ServerCount;

  constructor(private readonly platform: Pick<Platform, 'http' | 'events' | 'user'>) {
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
    const { user, events } = this.platform;
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
      startRefreshing(() => user.isLoggedIn && this.refresh(), { everyMs: SUPPORT_POLL_MS, onFocus: true }),
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
