import { fetchRegistry, manifestEntry, pageThenNetworkRegistry, parseRegistry } from './registry';

describe('remote registry', () => {
  it('parses name -> manifest and version', () => {
    const registry = parseRegistry({ remotes: { games: { manifest: '/remotes/games/mf-manifest.json', version: '0.1.0' } } });
    expect(registry).toEqual({ games: { manifest: '/remotes/games/mf-manifest.json', version: '0.1.0' } });
  });

  it('accepts an empty registry', () => {
    expect(parseRegistry({ remotes: {} })).toEqual({});
  });

  it('fails naming the bad field', () => {
    expect(() => parseRegistry({ remotes: { games: { manifest: '/x.json' } } })).toThrow(/\/remotes\/games/);
    expect(() => parseRegistry({ remotes: { games: { manifest: '', version: '1' } } })).toThrow(/\/remotes\/games\/manifest/);
    expect(() => parseRegistry({ remotes: { games: { manifest: '/x.json', version: '1', report: 7 } } })).toThrow(/\/remotes\/games\/report/);
    expect(parseRegistry({ remotes: { games: { manifest: '/x.json', version: '1', report: 't' } } }).games?.report).toBe('t');
    expect(() => parseRegistry({})).toThrow(/remotes/);
    expect(() => parseRegistry(null)).toThrow(/Invalid remote registry/);
  });

  it('fetches without the cache', async () => {
    const fetchFn = jest.fn(async () => new Response(JSON.stringify({ remotes: {} }), { status: 200 }));
    await expect(fetchRegistry(fetchFn as unknown as typeof fetch)).resolves.toEqual({});
    expect(fetchFn).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('rejects on an HTTP error', async () => {
    const fetchFn = jest.fn(async () => new Response('nope', { status: 503 }));
    await expect(fetchRegistry(fetchFn as unknown as typeof fetch)).rejects.toThrow(/503/);
  });

  it('makes an absolute, versioned manifest URL', () => {
    expect(manifestEntry({ manifest: '/remotes/games/mf-manifest.json', version: '1.2.0' }, 'https://site.test/game/slot')).toBe(
      'https://site.test/remotes/games/mf-manifest.json?v=1.2.0',
    );
    expect(manifestEntry({ manifest: 'http://localhost:3001/mf-manifest.json', version: 'dev' }, 'http://localhost:3000/')).toBe(
      'http://localhost:3001/mf-manifest.json?v=dev',
    );
  });

  it('takes the registry the page carries first, then always the network', async () => {
    const fromNetwork = { remotes: { games: { manifest: '/g.json', version: '2' } } };
    const fetchFn = jest.fn(async () => new Response(JSON.stringify(fromNetwork)));
    const source = pageThenNetworkRegistry({ remotes: { games: { manifest: '/g.json', version: '1' } } }, fetchFn as unknown as typeof fetch);
    await expect(source()).resolves.toEqual({ games: { manifest: '/g.json', version: '1' } });
    expect(fetchFn).not.toHaveBeenCalled();
    await expect(source()).resolves.toEqual(fromNetwork.remotes);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['carries none', undefined],
    ['carries a broken one', { remotes: 3 }],
  ])('fetches at once when the page %s', async (_what, written) => {
    const fetchFn = jest.fn(async () => new Response(JSON.stringify({ remotes: {} })));
    await expect(pageThenNetworkRegistry(written, fetchFn as unknown as typeof fetch)()).resolves.toEqual({});
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});
