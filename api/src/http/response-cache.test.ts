import { ResponseCache } from './response-cache';

let live = true;
const newCache = (maxBytes = 1024 * 1024) => new ResponseCache({ maxBytes, isLive: () => live });
beforeEach(() => {
  live = true;
});

/** A build that counts its calls and finishes when told to. */
function gate(body: string) {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  const build = jest.fn(async () => {
    await opened;
    return body;
  });
  return { build, open };
}

const text = async (cache: ResponseCache, key: string, tables: readonly string[], body: string) => (await cache.get(key, tables, async () => body)).body.toString();

describe('ResponseCache', () => {
  it('keeps an answer with its hash and builds it once', async () => {
    const cache = newCache();
    const build = jest.fn(async () => '{"data":1}');
    const first = await cache.get('k', ['games'], build);
    const again = await cache.get('k', ['games'], build);
    expect(again).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    expect(first.hash).toMatch(/^[\w-]{22}$/);
    expect((await newCache().get('other', [], async () => '{"data":1}')).hash).toBe(first.hash);
  });

  it('keeps a value read from tables, each caller getting its own copy, until one of them changes', async () => {
    const cache = newCache();
    const read = jest.fn(async () => [{ remote: 'games', percent: 10 }]);
    const first = await cache.value('deployed', ['remote_channels'], read);
    first[0]!.percent = 99;
    expect(await cache.value('deployed', ['remote_channels'], read)).toEqual([{ remote: 'games', percent: 10 }]);
    expect(read).toHaveBeenCalledTimes(1);
    cache.changed('remote_channels');
    read.mockResolvedValueOnce([{ remote: 'games', percent: 50 }]);
    expect(await cache.value('deployed', ['remote_channels'], read)).toEqual([{ remote: 'games', percent: 50 }]);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('drops the answers read from a changed table, and only those', async () => {
    const cache = newCache();
    await text(cache, 'brands', ['game_brands', 'games'], 'old brands');
    await text(cache, 'settings', ['site_settings'], 'old settings');
    cache.changed('games');
    expect(await text(cache, 'brands', ['game_brands', 'games'], 'new brands')).toBe('new brands');
    expect(await text(cache, 'settings', ['site_settings'], 'new settings')).toBe('old settings');
  });

  it('does not keep an answer whose table changed while it was being built', async () => {
    const cache = newCache();
    const slow = gate('read before the change');
    const building = cache.get('k', ['popups'], slow.build);
    cache.changed('popups');
    slow.open();
    expect((await building).body.toString()).toBe('read before the change');
    expect(await text(cache, 'k', ['popups'], 'read after')).toBe('read after');
  });

  it('shares one build among requests that come while it runs, but not with those after a change', async () => {
    const cache = newCache();
    const first = gate('first');
    const a = cache.get('k', ['popups'], first.build);
    const b = cache.get('k', ['popups'], async () => 'never built');
    cache.changed('popups');
    const c = cache.get('k', ['popups'], async () => 'after the change');
    first.open();
    expect((await Promise.all([a, b, c])).map((x) => x.body.toString())).toEqual(['first', 'first', 'after the change']);
    expect(first.build).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing while changes are not heard, and forgets everything when they were lost', async () => {
    const cache = newCache();
    await text(cache, 'k', ['games'], 'kept');
    const slow = gate('begun before the loss');
    const building = cache.get('slow', ['games'], slow.build);
    live = false;
    cache.lost();
    expect(cache.size).toBe(0);
    expect(await text(cache, 'k', ['games'], 'not kept')).toBe('not kept');
    expect(await text(cache, 'k', ['games'], 'built again')).toBe('built again');
    live = true;
    slow.open();
    await building;
    expect(await text(cache, 'slow', ['games'], 'fresh')).toBe('fresh');
  });

  it('names the version of tables as far as it has heard: moved on by a change to one of them or a lost feed, none while not live', () => {
    const cache = newCache();
    const version = cache.versionOf(['games', 'popups']);
    expect(cache.versionOf(['games', 'popups'])).toBe(version);
    cache.changed('marquee_items');
    expect(cache.versionOf(['games', 'popups'])).toBe(version);
    cache.changed('popups');
    const afterChange = cache.versionOf(['games', 'popups']);
    expect(afterChange).not.toBe(version);
    cache.lost();
    expect(cache.versionOf(['games', 'popups'])).not.toBe(afterChange);
    // Another process (or this one restarted) counts its own changes: its versions are never this one's.
    expect(newCache().versionOf(['games'])).not.toBe(newCache().versionOf(['games']));
    live = false;
    expect(cache.versionOf(['games'])).toBeNull();
  });

  it('does not keep a failed build', async () => {
    const cache = newCache();
    await expect(cache.get('k', [], async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await text(cache, 'k', [], 'recovered')).toBe('recovered');
  });

  it('lets the least recently used answers go beyond its memory budget', async () => {
    const body = 'x'.repeat(100);
    const cache = newCache(3 * (2 * 100 + 1));
    for (const key of ['a', 'b', 'c']) await text(cache, key, [], body);
    await text(cache, 'a', [], 'unused');
    await text(cache, 'd', [], body);
    expect(cache.size).toBe(3);
    expect(await text(cache, 'b', [], 'built again')).toBe('built again');
    expect(await text(cache, 'a', [], 'unused')).toBe(body);
  });
});
