import type { Account } from '@casino/contract';
import { withLiveTestFeed } from '@casino/platform/testing';
import { runInAction } from 'mobx';
import { createTestPlatform } from '../../test/test-platform';
import { MENU_BADGE_POLL_MS, MenuBadgeStore } from './menu-badge-store';

const master: Account = { id: 1, username: 'master1', nickname: 'Master', role: 'partner', level: 'master', state: 'normal', referral_code: null, rights: [] };

describe('MenuBadgeStore', () => {
  it('announces each move of its count after the first one it learns, whoever moved it', async () => {
    const counts = [2, 3];
    const { platform } = createTestPlatform();
    runInAction(() => (platform.user.account = master));
    const announced: number[] = [];
    const store = new MenuBadgeStore(platform, {
      fetch: async () => counts.shift()!,
      shownTo: () => true,
      changedBy: 'support:inquiry-answered',
      countIn: (detail) => detail?.waiting,
      announce: (count) => announced.push(count),
    });
    const stop = store.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([store.count.value, announced]).toEqual([2, []]);

    await store.count.refresh();
    expect([store.count.value, announced]).toEqual([3, [3]]);
    platform.events.emit('support:inquiry-answered', { waiting: 3 });
    expect(announced).toEqual([3]);
    platform.events.emit('support:inquiry-answered', { waiting: 1 });
    expect([store.count.value, announced]).toEqual([1, [3, 1]]);
    stop();
  });

  it('while the live channel is heard, counts again when it is greeted or says a request came, and never on a timer', async () => {
    jest.useFakeTimers();
    try {
      let open = 1;
      const { platform } = createTestPlatform();
      runInAction(() => (platform.user.account = master));
      const feed = withLiveTestFeed(platform);
      const fetch = jest.fn(async () => open);
      const store = new MenuBadgeStore(platform, { fetch, shownTo: () => true, changedBy: 'partnerRequestsChanged', countIn: (detail) => detail?.open });
      const stop = store.start();
      await jest.advanceTimersByTimeAsync(0);
      // The greeting: whatever came before the channel opened is counted once more.
      feed.deliver({ type: 'ready' });
      await jest.advanceTimersByTimeAsync(MENU_BADGE_POLL_MS);
      expect([store.count.value, fetch.mock.calls.length]).toEqual([1, 2]);
      open = 2;
      feed.deliver({ type: 'changed', topic: 'request_new' });
      await jest.advanceTimersByTimeAsync(0);
      expect([store.count.value, fetch.mock.calls.length]).toEqual([2, 3]);
      feed.closed();
      await jest.advanceTimersByTimeAsync(MENU_BADGE_POLL_MS);
      expect(fetch.mock.calls.length).toBe(4);
      stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
