import { startFrontendFixture, type FrontendFixture } from '../../test/frontend-fixture';

let f: FrontendFixture;

beforeAll(async () => {
  f = await startFrontendFixture({ FIREBASE_DATABASE_URL: 'https://demo-rtdb.firebaseio.com' });
  await f.deploy('wallet', '2.0.0', 'https://cdn.example:8443/wallet/2.0.0/mf-manifest.json');
});
afterAll(() => f.close());

const get = (url: string, headers: Record<string, string> = {}) => f.t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });

/** `script-src 'self' x` -> { 'script-src': ["'self'", 'x'] } */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('the site page and its Content-Security-Policy', () => {
  it('allows scripts only from the site and the registry remote origins, with no inline script', async () => {
    const res = await get('/game/slot');
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example:8443']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-inline|unsafe-eval|report-only/i);
    expect(res.headers['content-security-policy-report-only']).toBeUndefined();
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://cdn.example:8443', 'https://demo-rtdb.firebaseio.com', 'wss://*.firebaseio.com']));
  });

  it('puts a fresh nonce in the page and in style-src, never the build placeholder', async () => {
    const [a, b] = [await get('/'), await get('/')];
    const nonceOf = (body: string) => /content="([^"]+)"/.exec(body)![1]!;
    expect(a.body).not.toContain('__CSP_NONCE__');
    expect(nonceOf(a.body)).not.toBe(nonceOf(b.body));
    expect(nonceOf(a.body)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(a.body).toContain(`<style nonce="${nonceOf(a.body)}">`);
    expect(directives(String(a.headers['content-security-policy']))['style-src']).toContain(`'nonce-${nonceOf(a.body)}'`);
  });

  it('follows the registry: a remote moved to another origin is allowed at once, a canary\'s origin too', async () => {
    const before = await get('/');
    expect(before.headers['content-security-policy']).not.toContain('https://remotes.example');
    await f.deploy('games', '3', 'https://remotes.example/games/3/mf-manifest.json');
    const after = directives(String((await get('/')).headers['content-security-policy']));
    expect(after['script-src']).toEqual(["'self'", 'https://cdn.example:8443', 'https://remotes.example']);
    await f.deploy('games', '0.1.0');
    await f.t.db.updateTable('remote_channels').set({ canary: '3', canary_percent: 1 }).where('remote', '=', 'games').execute();
    // Whoever asks (in the canary's 1 % or not), the page allows every version it may be given.
    expect(directives(String((await get('/')).headers['content-security-policy']))['script-src']).toEqual(["'self'", 'https://cdn.example:8443', 'https://remotes.example']);
    await f.deploy('games', '0.1.0');
  });

  it('sends the other security headers on pages, files and API answers alike', async () => {
    for (const url of ['/', '/main.js', '/remotes/games/0.1.0/remoteEntry.js', '/api/v1/core/ping', '/nope.js', '/runtime-config.json']) {
      const res = await get(url);
      expect([url, res.headers['x-content-type-options']]).toEqual([url, 'nosniff']);
      expect([url, res.headers['x-frame-options']]).toEqual([url, 'DENY']);
      expect([url, res.headers['referrer-policy']]).toEqual([url, 'strict-origin-when-cross-origin']);
      expect([url, String(res.headers['content-security-policy'])]).toEqual([url, expect.stringContaining("frame-ancestors 'none'")]);
    }
  });

  it('locks API answers down: nothing runs from them and other sites cannot embed them', async () => {
    const res = await get('/api/v1/core/ping');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('lets no cache keep an API answer, except one whose route says how it may be kept', async () => {
    for (const url of ['/api/v1/core/ping', '/api/v1/core/user/info', '/api/v1/nope']) expect([url, (await get(url)).headers['cache-control']]).toEqual([url, 'no-store']);
    expect((await get('/api/v1/core/site-setting/get')).headers['cache-control']).toBe('no-cache');
    // A POST's answer is never kept anyway; the shell's keepalive load report must not say no-store (see security-headers.ts).
    const page = await f.t.app.inject({ method: 'GET', url: '/remotes.json' });
    const cookie = `cohort=${page.cookies.find((c) => c.name === 'cohort')!.value}`;
    const payload = { remote: 'games', version: '0.1.0', outcome: 'loaded', token: page.json().remotes.games.report };
    const report = await f.t.app.inject({ method: 'POST', url: '/api/v1/release/health', payload, headers: { cookie } });
    expect([report.statusCode, report.headers['cache-control']]).toEqual([200, undefined]);
  });

  it('keeps the API docs working under their own strict policy', async () => {
    const res = await get('/docs');
    expect(res.statusCode).toBe(200);
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  });
});

describe('page status', () => {
  it.each(['/nope', '/game', '/game/slot/evolution/extra', '/partner/nope', '/windows/unknown'])('answers %s with the site page and 404', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>shell</title>');
    expect(res.headers['content-security-policy']).toContain("'nonce-");
  });
});

describe('/redirect', () => {
  it('sends a target on this site straight there, without booting the site', async () => {
    const res = await get('/redirect?to=%2Fgame%2Fslot%3Fx%3D1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/game/slot?x=1');
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });

  it.each(['https://evil.test', '//evil.test', '/%5Cevil.test', '/%09/evil.test', '/redirect', '/.//evil.test', '/..//evil.test', '/%252e//evil.test', '/a/..//evil.test'])('sends %s home instead', async (to) => {
    const res = await get(`/redirect?to=${to}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it('without a target, is a small waiting page titled in the language asked for, not indexed', async () => {
    const en = await get('/redirect');
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<title>Redirecting...</title>');
    expect(en.body).toContain('<meta name="robots" content="noindex">');
    expect(en.body).not.toContain('<script');
    expect(en.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'nonce-[^']+'/);
    expect(en.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const ko = await get('/redirect', { 'accept-language': 'ko' });
    expect(ko.body).toContain('<title>리디렉션 중...</title>');
  });
});
