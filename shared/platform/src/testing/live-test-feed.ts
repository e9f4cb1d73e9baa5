import type { Platform } from '../platform';
import { followLiveFeed } from '../realtime/follow-live-feed';
import { LiveFeed } from '../realtime/live-feed';
import { RealtimeHandle } from '../realtime/realtime-handle';

/**
 * Gives a test's platform a live channel the test speaks for, followed as a page follows its
 * own: `feed.deliver` is what the server would send, `feed.closed()` a cut. No socket is opened.
 */
export function withLiveTestFeed(platform: Platform): LiveFeed {
  const feed = new LiveFeed();
  followLiveFeed(feed, platform);
  Object.assign(platform, { realtime: new RealtimeHandle({ firebase: null, live: { channel: { start() {}, stop() {} }, feed, signedIn: () => true } }) });
  return feed;
}
