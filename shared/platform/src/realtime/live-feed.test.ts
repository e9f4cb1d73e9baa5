import { autorun, configure } from 'mobx';
import { LiveFeed } from './live-feed';

configure({ enforceActions: 'observed' });

describe('the live feed', () => {
  it("hands every subscriber each message in order, one subscriber's error not stopping the others, until it unsubscribes", () => {
    const feed = new LiveFeed();
    // jsdom has no reportError; a browser's sends the error to the console and error handlers.
    const reportError = jest.fn();
    globalThis.reportError = reportError;
    const first: unknown[] = [];
    const second: unknown[] = [];
    const stopFirst = feed.subscribe((message) => {
      first.push(message);
      throw new Error('a remote failed');
    });
    feed.subscribe((message) => second.push(message));
    feed.deliver({ type: 'ready' });
    stopFirst();
    feed.deliver({ type: 'resync' });
    expect([first, second]).toEqual([[{ type: 'ready' }], [{ type: 'ready' }, { type: 'resync' }]]);
    expect(reportError).toHaveBeenCalledWith(new Error('a remote failed'));
    delete (globalThis as { reportError?: unknown }).reportError;
  });

  it('is connected from the greeting until the socket closes, observably', () => {
    const feed = new LiveFeed();
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(feed.connected));
    feed.deliver({ type: 'pong' });
    feed.deliver({ type: 'ready' });
    feed.closed();
    stop();
    expect(seen).toEqual([false, true, false]);
  });

  it('counts the same listener subscribed twice as two subscriptions', () => {
    const feed = new LiveFeed();
    const heard: unknown[] = [];
    const listener = (message: unknown) => heard.push(message);
    const stopOne = feed.subscribe(listener);
    feed.subscribe(listener);
    stopOne();
    feed.deliver({ type: 'pong' });
    expect(heard).toEqual([{ type: 'pong' }]);
  });
});
