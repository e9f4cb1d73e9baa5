import { startRefreshing, type Platform } from '@casino/platform';
import { reaction } from 'mobx';
import { ServerCount } from '../../lib/server-count';
import { getOpenRequests } from './api/get-open-requests';

export const OPEN_REQUESTS_POLL_MS = 30_000;

/**
 * The statement menu's badge: how many of the partner's members' requests wait for a decision.
 * Fetched when a partner signs in, every 30 seconds while the back-office is visible and when the
 * window gets the focus back, and at once when the statement page says it decided one
 * (`partnerRequestsChanged`). Nobody else has a count.
 */
export class OpenRequestsStore {
  readonly count: ServerCount;

  constructor(private readonly platform: Pick<Platform, 'http' | 'events' | 'user'>) {
    this.count = new ServerCount(() => getOpenRequests(platform.http));
  }

  private get isPartner(): boolean {
    return this.platform.user.account?.role === 'partner';
  }

  /** Keeps the count fresh while the partner menu shows it; answers a stop function. */
  start(): () => void {
    const stops = [
      reaction(
        () => (this.isPartner ? this.platform.user.account!.id : null),
        (partnerId) => (partnerId === null ? this.count.clear() : void this.count.refresh()),
        { fireImmediately: true },
      ),
      this.platform.events.on('partnerRequestsChanged', (detail) => this.count.tell(detail?.open)),
      startRefreshing(() => this.isPartner && void this.count.refresh(), { everyMs: OPEN_REQUESTS_POLL_MS, onFocus: true }),
    ];
    return () => {
      stops.forEach((stop) => stop());
      this.count.clear();
    };
  }
}
