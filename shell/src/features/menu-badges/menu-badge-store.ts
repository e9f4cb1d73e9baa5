import type { Account } from '@casino/contract';
import { startRefreshing, type Platform, type PlatformEventDetails, type PlatformEventName } from '@casino/platform';
import { reaction } from 'mobx';
import { ServerCount } from '../../lib/server-count';

export const MENU_BADGE_POLL_MS = 30_000;

export interface MenuBadge<E extends PlatformEventName> {
  /** Asks the server for the count. */
  fetch: () => Promise<number>;
  /** Who has this count at all (nobody else's menu shows it, nor asks for it). */
  shownTo: (account: Account) => boolean;
  /** The event a page emits when it changed the count, and the count it tells, when it knows it. */
  changedBy: E;
  countIn: (detail: PlatformEventDetails[E]) => number | undefined;
  /** Tells the pages a new count (the inquiry queue reloads when the poll finds new inquiries). */
  announce?: (count: number) => void;
}

/**
 * A count on an entry of the partner menu (requests to decide, inquiries to answer): fetched when
 * someone it is shown to signs in, at once when a page or the live channel says it changed, and,
 * while no live channel is heard, every 30 seconds and when the window gets the focus back. A count that moves is
 * announced, so a page listing the same things never lags behind its badge.
 */
export class MenuBadgeStore<E extends PlatformEventName> {
  readonly count: ServerCount;

  constructor(
    private readonly platform: Pick<Platform, 'events' | 'user' | 'realtime'>,
    private readonly badge: MenuBadge<E>,
  ) {
    this.count = new ServerCount(badge.fetch);
  }

  private get shown(): boolean {
    const account = this.platform.user.account;
    return account !== null && this.badge.shownTo(account);
  }

  /** Keeps the count fresh while the menu shows it; answers a stop function. */
  start(): () => void {
    const stops = [
      reaction(
        () => (this.shown ? this.platform.user.account!.id : null),
        (accountId) => (accountId === null ? this.count.clear() : void this.count.refresh()),
        { fireImmediately: true },
      ),
      this.platform.events.on(this.badge.changedBy, (detail) => this.shown && this.count.tell(this.badge.countIn(detail))),
      reaction(
        () => this.count.value,
        (now, before) => now !== null && before !== null && this.badge.announce?.(now),
      ),
      // While the live channel is heard it announces every change (decision 070): no poll then.
      startRefreshing(() => this.shown && void this.count.refresh(), { everyMs: MENU_BADGE_POLL_MS, onFocus: true, quietWhile: this.platform.realtime }),
    ];
    return () => {
      stops.forEach((stop) => stop());
      this.count.clear();
    };
  }
}
