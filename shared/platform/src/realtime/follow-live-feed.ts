import type { PlatformEvents } from '../events/platform-events';
import type { UserStore } from '../user/user-store';
import type { LiveFeed } from './live-feed';
import { announceAllChanged, announceChanged } from './live-topics';

/**
 * What the page does with what its live channel hears: a member's figure goes to the user store
 * (which keeps the newer), a changed list is announced as a page's own change is and its
 * listeners read it again. A greeting (the first, after the page read its lists without a
 * channel, or one after a cut) announces every list, and a `resync` (the server missed events)
 * reads everything again: what changed while nothing was heard is read then.
 * Answers the function that stops it.
 */
export function followLiveFeed(feed: LiveFeed, { user, events }: { user: UserStore; events: PlatformEvents }): () => void {
  return feed.subscribe((message) => {
    if (message.type === 'balance') user.applyLiveBalance(message);
    else if (message.type === 'changed') announceChanged(events, message.topic);
    else if (message.type === 'ready' || message.type === 'resync') {
      // A greeting brings the member's figures itself.
      if (message.type === 'resync') user.refreshBalance().catch(() => undefined);
      announceAllChanged(events);
    }
  });
}
