import { LineOrderSnapshots } from './line-order-snapshots';

const setup = () => {
  const clock = { now: 1_000, live: true };
  const snapshots = new LineOrderSnapshots({ isLive: () => clock.live, largeList: 2, ttlMs: 15_000, now: () => clock.now });
  return { clock, snapshots };
};

describe('LineOrderSnapshots', () => {
  it('keeps an order for its time to live, then forgets it', async () => {
    const { clock, snapshots } = setup();
    await snapshots.keep('k', async () => [3, 1, 2]);
    clock.now += 14_999;
    expect(snapshots.get('k')).toEqual([3, 1, 2]);
    clock.now += 1;
    expect(snapshots.get('k')).toBeUndefined();
  });

  it('calls a list large only above its threshold', () => {
    const { snapshots } = setup();
    expect([snapshots.isLarge(2), snapshots.isLarge(3)]).toEqual([false, true]);
  });

  it('drops every order when user_ancestors changes or the feed is lost, not for other tables', async () => {
    const { snapshots } = setup();
    await snapshots.keep('a', async () => [1]);
    snapshots.changed('games');
    expect(snapshots.get('a')).toEqual([1]);
    snapshots.changed('user_ancestors');
    expect(snapshots.get('a')).toBeUndefined();
    await snapshots.keep('a', async () => [1]);
    snapshots.lost();
    expect(snapshots.get('a')).toBeUndefined();
  });

  it('neither keeps nor gives an order while the feed is not heard', async () => {
    const { clock, snapshots } = setup();
    await snapshots.keep('a', async () => [1]);
    clock.live = false;
    expect(snapshots.get('a')).toBeUndefined();
    await snapshots.keep('b', async () => [2]);
    clock.live = true;
    expect(snapshots.get('b')).toBeUndefined();
  });

  it('does not keep an order whose build began before a drop', async () => {
    const { snapshots } = setup();
    let finish: (ids: number[]) => void = () => undefined;
    const building = snapshots.keep('a', () => new Promise<number[]>((resolve) => (finish = resolve)));
    snapshots.changed('user_ancestors');
    finish([1, 2]);
    await building;
    expect(snapshots.get('a')).toBeUndefined();
  });

  it('builds one order per key at a time, and a failed build keeps nothing', async () => {
    const { snapshots } = setup();
    let loads = 0;
    const load = async () => {
      loads++;
      return [1];
    };
    await Promise.all([snapshots.keep('a', load), snapshots.keep('a', load)]);
    expect(loads).toBe(1);
    await snapshots.keep('b', async () => Promise.reject(new Error('database gone')));
    expect(snapshots.get('b')).toBeUndefined();
  });

  it('builds at most two orders at once: a third list is not kept', async () => {
    const { snapshots } = setup();
    const finishers: (() => void)[] = [];
    const slow = () => new Promise<number[]>((resolve) => finishers.push(() => resolve([1])));
    const builds = ['a', 'b', 'c'].map((key) => snapshots.keep(key, slow));
    expect(finishers).toHaveLength(2);
    finishers.forEach((finish) => finish());
    await Promise.all(builds);
    expect([snapshots.get('a'), snapshots.get('b'), snapshots.get('c')]).toEqual([[1], [1], undefined]);
  });

  it('keeps at most 16 orders, the oldest going first', async () => {
    const { snapshots } = setup();
    for (let i = 0; i < 17; i++) await snapshots.keep(`k${i}`, async () => [i]);
    expect([snapshots.get('k0'), snapshots.get('k1'), snapshots.get('k16')]).toEqual([undefined, [1], [16]]);
  });
});
