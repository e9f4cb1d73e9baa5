import type { Account } from '@casino/contract';
import { runInAction } from 'mobx';
import { createTestPlatform } from '../../test/test-platform';
import { MenuBadgeStore } from './menu-badge-store';

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
});
