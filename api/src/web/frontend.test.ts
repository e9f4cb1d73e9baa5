import path from 'node:path';
import { sql } from 'kysely';
import { startFrontendFixture, type FrontendFixture } from '../../test/frontend-fixture';
import { SESSION_COOKIE } from '../http/session-token';

let f: FrontendFixture;

beforeAll(async () => {
  f = await startFrontendFixture();
});
afterAll(() => f.close());

const get = (url: string) => f.t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });

describe('production front end', () => {
  it.each(['/', '/game/slot', '/game/lotto', '/partner/betting-history', '/windows/deposit', '/PARTNER/Betting-History/', '/index.html'])(
    'answers the shell index.html for the client route %s, uncached',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>shell</title>');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('private, no-cache');
    },
  );

  it.each([
    ['/remoteEntry.js', 'no-cache'],
    ['/build.json', 'no-cache'],
    ['/main.js', 'no-cache'],
    ['/512.3fa9c0de.js', 'public, max-age=31536000, immutable'],
    // A published version's folder never changes: all of it is cached for good.
    ['/remotes/games/0.1.0/remoteEntry.js', 'public, max-age=31536000, immutable'],
    ['/remotes/games/0.1.0/mf-manifest.json', 'public, max-age=31536000, immutable'],
    ['/remotes/games/0.1.0/__federation_expose_HomePage.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
  ])('serves %s with Cache-Control %s', async (url, cache) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(cache);
  });

  it.each(['/mf-stats.json', '/start-assets.json', '/remotes/games/0.1.0/mf-stats.json'])('never serves the builds\' own file %s (it names paths on the build machine)', async (url) => {
    f.write(path.join(url.startsWith('/remotes/') ? f.gamesDir : path.join(f.root, 'shell/dist'), path.basename(url)), '{"import":"/home/builder/app"}');
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('/home/builder');
  });

  it.each(['/server/render.cjs', '/remotes/games/0.1.0/server/remote.cjs', '/static/../server/render.cjs', '/remotes/games/0.1.0/x/..%2Fserver%2Fremote.cjs'])(
    'never serves a server build (%s): it is for the render service',
    async (url) => {
      f.write(path.join(f.root, 'shell/dist/server/render.cjs'), 'exports.render = () => null;');
      f.write(path.join(f.gamesDir, 'server/remote.cjs'), 'exports.get = () => null;');
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('exports');
    },
  );

  it.each([
    '/missing.js',
    '/remotes/games/0.1.0/missing.js',
    '/remotes/games/remoteEntry.js',
    '/remotes/games/0.2.0/remoteEntry.js',
    '/remotes/wallet/0.1.0/remoteEntry.js',
    '/remotes/Games/0.1.0/remoteEntry.js',
    '/remotes/games/0.1.0/..%2F..%2F..%2Fsecret.txt',
    '/remotes/games/..%2F..%2Fsecret.txt/x',
    '/..%2Fsecret.txt',
    '/api/v1/unknown',
    '/static/none.svg',
  ])(
    'answers 404 for %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      expect(res.body).not.toContain('outside');
    },
  );

  describe('precompressed files written by the build', () => {
    const chunk = '/512.3fa9c0de.js';
    beforeAll(() => {
      f.write(path.join(f.root, 'shell', 'dist', `${chunk}.br`), 'brotli bytes');
      f.write(path.join(f.root, 'shell', 'dist', `${chunk}.gz`), 'gzip bytes');
      f.write(path.join(f.gamesDir, 'remoteEntry.js.gz'), 'gzip entry');
    });
    const withEncoding = (url: string, encoding: string) => f.t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

    it('sends brotli to a browser that takes it, as JavaScript, cached as before', async () => {
      const res = await withEncoding(chunk, 'gzip, deflate, br, zstd');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toBe('brotli bytes');
    });

    it('sends gzip when brotli is not accepted, and for a remote file that has only gzip', async () => {
      expect((await withEncoding(chunk, 'gzip')).body).toBe('gzip bytes');
      const entry = await withEncoding('/remotes/games/0.1.0/remoteEntry.js', 'br, gzip');
      expect(entry.headers['content-encoding']).toBe('gzip');
      expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('sends the plain file, still varying on Accept-Encoding, to a client that takes no encoding', async () => {
      const res = await withEncoding(chunk, 'identity');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe('/* chunk */');
    });

    it('never serves a compressed copy whose plain file is missing', async () => {
      f.write(path.join(f.root, 'shell', 'dist', 'orphan.js.br'), 'x');
      expect((await withEncoding('/orphan.js', 'br')).statusCode).toBe(404);
    });
  });

  it('serves remotes.json from the registry in the database on every request, so a promotion or rollback is seen at once', async () => {
    const first = await get('/remotes.json');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.json()).toEqual({ remotes: { games: { manifest: '/remotes/games/0.1.0/mf-manifest.json', version: '0.1.0', report: expect.any(String) } } });
    await f.deploy('games', '0.2.0');
    expect((await get('/remotes.json')).json().remotes.games.version).toBe('0.2.0');
    await f.deploy('games', '0.1.0');
  });

  it('reads the deployed versions once and keeps them for every page until a change to them is heard', async () => {
    const served = async () => ((await get('/remotes.json')).json() as { remotes: { games: { version: string } } }).remotes.games.version;
    await f.deploy('games', '0.4.0');
    await f.deploy('games', '0.1.0');
    expect(await served()).toBe('0.1.0');
    // A write the change feed never hears of (its triggers off for the transaction): what was kept stands.
    await f.t.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await trx.updateTable('remote_channels').set({ promoted: '0.4.0' }).where('remote', '=', 'games').execute();
    });
    expect(await served()).toBe('0.1.0');
    // Any write to the table that is heard drops it, from whichever writer.
    await sql`UPDATE remote_channels SET updated_at = now() WHERE remote = 'games'`.execute(f.t.db);
    expect(await served()).toBe('0.4.0');
    await f.deploy('games', '0.1.0');
  });

  it("gives a guest's browser its cohort cookie once (HttpOnly), for the canaries", async () => {
    const first = await get('/remotes.json');
    const cookie = first.cookies.find((c) => c.name === 'cohort');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const again = await f.t.app.inject({ method: 'GET', url: '/remotes.json', cookies: { cohort: cookie!.value } });
    expect(again.cookies.find((c) => c.name === 'cohort')).toBeUndefined();
  });

  it('answers /favicon.ico with the site icon', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/static/favicon.svg');
    const icon = await get('/static/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
  });

  it('serves the runtime config from the environment', async () => {
    const res = await get('/runtime-config.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      apiBase: '',
      firebase: expect.objectContaining({ projectId: 'my-project', apiKey: 'demo-api-key', databaseURL: expect.stringMatching(/^https:/) }),
    });
  });

  describe("the page's start-up data", () => {
    const bootData = (html: string) => JSON.parse(/<script type="application\/json" id="boot-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;
    /** Each request is a new guest, given its own report tokens: the rest must match. */
    const withoutTokens = (data: unknown) => JSON.parse(JSON.stringify(data, (key, value: unknown) => (key === 'report' ? undefined : value))) as unknown;

    it('holds the runtime config and the registry, as their files serve them, on every page', async () => {
      await f.deploy('games', '0.3.0');
      const expected = { runtimeConfig: (await get('/runtime-config.json')).json(), registry: (await get('/remotes.json')).json() };
      expect(expected.registry.remotes.games.version).toBe('0.3.0');
      expect(expected.registry.remotes.games.report).toEqual(expect.any(String));
      expect(withoutTokens(bootData((await get('/')).body))).toEqual(withoutTokens(expected));
      expect(withoutTokens(bootData((await get('/no-such-page')).body))).toEqual(withoutTokens({ ...expected, notFound: true }));
      await f.deploy('games', '0.1.0');
    });

    // The shell shows no popups over an error page (issue 26), also where only a domain knows.
    it('says when the page is answered 404: an unknown path, game type or brand', async () => {
      for (const url of ['/no-such-page', '/game/poker', '/game/slot/no-such-brand', '//game/slot', '/game//slot', '/game/slot//neon-reels']) {
        const res = await get(url);
        expect([url, res.statusCode, bootData(res.body)]).toEqual([url, 404, expect.objectContaining({ notFound: true })]);
      }
      for (const url of ['/', '/game/slot', '/game/slot/', '/partner']) expect(bootData((await get(url)).body)).not.toHaveProperty('notFound');
      // An address with a dot: the site's not-found page for a person's browser, the API's 404 for a script or an image.
      for (const url of ['/no.such', '/game/slot/a.b']) {
        const opened = await f.t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
        expect([url, opened.statusCode, bootData(opened.body)]).toEqual([url, 404, expect.objectContaining({ notFound: true })]);
        expect((await f.t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } })).json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    });
  });

  it('keeps the API and the docs working beside the front end', async () => {
    expect((await get('/api/v1/core/ping')).statusCode).toBe(200);
    expect((await get('/docs/json')).statusCode).toBe(200);
  });

  it('answers HEAD for front-end files', async () => {
    const res = await f.t.app.inject({ method: 'HEAD', url: '/game/slot' });
    expect(res.statusCode).toBe(200);
  });

  describe("the home page's first banner", () => {
    afterEach(() => f.t.db.deleteFrom('carousel_slides').execute());

    it('is preloaded by the home page only: the first slide on show, its URL escaped', async () => {
      await f.t.db
        .insertInto('carousel_slides')
        .values([
          { image_url: '/static/second.png', title: 'second', sort: 2 },
          { image_url: '/static/"first".png?w=1&h=2', title: 'first', sort: 1 },
          { image_url: '/static/hidden.png', title: 'hidden', sort: 0, active: false },
        ])
        .execute();
      const home = await get('/');
      expect(home.body).toContain('<link rel="preload" as="image" fetchpriority="high" href="/static/&quot;first&quot;.png?w=1&amp;h=2">');
      expect(home.body.match(/as="image"/g)).toHaveLength(1);
      expect((await get('/game/slot')).body).not.toContain('as="image"');
      expect((await get('/no-such-page')).body).not.toContain('as="image"');
    });

    it('is not named when no slide is on show', async () => {
      expect((await get('/')).body).not.toContain('rel="preload"');
    });
  });

  describe("a remote page's own files", () => {
    const manifest = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { path: './HomePage', assets: { js: { sync: ['365.afaa579e.js', '__federation_expose_HomePage.ccc3c825.js'], async: ['9.1b2c3d4e.js'] } } },
        { path: './GameTypePage', assets: { js: { sync: ['../../secret.txt', '77.0a1b2c3d.js'], async: [] } } },
      ],
    };
    beforeAll(() => {
      const routes = path.join(f.root, 'shell', 'dist', 'routes.json');
      // `/windows/check`: a guarded page (the games remote's module stands in for a back-office one).
      f.write(
        routes,
        JSON.stringify({
          paths: ['/', '/game/:type', '/partner', '/windows/check'],
          modules: { '/': { remote: 'games', module: './HomePage' }, '/game/:type': { remote: 'games', module: './GameTypePage' }, '/windows/check': { remote: 'games', module: './GameTypePage' } },
          guarded: ['/windows/check'],
        }),
      );
      f.write(path.join(f.gamesDir, 'mf-manifest.json'), JSON.stringify(manifest));
    });

    const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)">/g)].map((m) => m[1]);

    it('are preloaded by the page: the remote entry, then the exposed module\'s own chunks, not its later ones', async () => {
      expect(preloads((await get('/')).body)).toEqual([
        '/remotes/games/0.1.0/remoteEntry.js',
        '/remotes/games/0.1.0/365.afaa579e.js',
        '/remotes/games/0.1.0/__federation_expose_HomePage.ccc3c825.js',
      ]);
    });

    it('leave out the manifest, which the shell never fetches (it loads the entry beside it)', async () => {
      expect((await get('/')).body).not.toContain('as="fetch"');
    });

    it('are live in a page the server did not render (no render service here), which paints nothing before its app', async () => {
      const body = (await get('/')).body;
      expect(preloads(body)).toHaveLength(3);
      expect(body).not.toContain('data-start-code');
    });

    it('never name a file outside the remote, and nothing for a page the shell renders or a 404', async () => {
      expect(preloads((await get('/game/slot')).body)).toEqual(['/remotes/games/0.1.0/remoteEntry.js', '/remotes/games/0.1.0/77.0a1b2c3d.js']);
      expect(preloads((await get('/partner')).body)).toEqual([]);
      expect(preloads((await get('/no-such-page')).body)).toEqual([]);
    });

    it("are not named on a guarded page for a visitor, who gets its sign-in page, and are for someone signed in", async () => {
      expect(preloads((await get('/windows/check')).body)).toEqual([]);
      const signedIn = await f.t.app.inject({ method: 'GET', url: '/windows/check', cookies: { [SESSION_COOKIE]: 'a-session' } });
      expect(preloads(signedIn.body)).toEqual(['/remotes/games/0.1.0/remoteEntry.js', '/remotes/games/0.1.0/77.0a1b2c3d.js']);
    });

    it('are not named when the registry points at a manifest this server does not serve', async () => {
      try {
        await f.deploy('games', '0.2.0-cdn', 'https://cdn.example.com/games/0.2.0-cdn/mf-manifest.json');
        expect(preloads((await get('/')).body)).toEqual([]);
      } finally {
        await f.deploy('games', '0.1.0');
      }
    });
  });
});
