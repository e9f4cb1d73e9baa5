import { snapshot } from '../../test/row-counts';
import { EN, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { trustedOrigins: ['http://localhost:3000'] } });
});
afterAll(() => t.close());

const SITE = { host: 'casino.test', origin: 'http://casino.test' };
/** What a browser sends with a fetch from the site's own page. */
const BROWSER = { ...EN, host: SITE.host, origin: SITE.origin, 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' };
const LOGIN = '/api/v1/core/auth/login';

type Cookie = { name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string; expires?: Date; secure?: boolean; maxAge?: number };
const cookieOf = (cookies: Cookie[], name: string) => cookies.find((c) => c.name === name);

async function browserLogin(username = 'member1', app = t.app) {
  const res = await app.inject({ method: 'POST', url: LOGIN, headers: BROWSER, payload: { username, password: 'demo1234' } });
  expect(res.statusCode).toBe(200);
  return { res, token: cookieOf(res.cookies as Cookie[], 'token')!.value };
}

describe('the session cookie', () => {
  it('is set HttpOnly, SameSite=Strict, at path / and ending with the session; a browser never sees the token as text', async () => {
    const { res, token } = await browserLogin();
    const body = res.json().data;
    expect(body.token).toBeUndefined();
    expect(res.body).not.toContain(token);
    const cookie = cookieOf(res.cookies as Cookie[], 'token')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.expires!.toISOString()).toBe(new Date(body.expires_at).toISOString().replace(/\.\d{3}Z$/, '.000Z'));
    const hint = cookieOf(res.cookies as Cookie[], 'signed_in')!;
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Strict' });
    expect(hint.httpOnly).toBeFalsy();
  });

  it('still answers the token to clients that are not browsers, for the bearer header', async () => {
    const res = await t.app.inject({ method: 'POST', url: LOGIN, headers: EN, payload: { username: 'member2', password: 'demo1234' } });
    const { token } = res.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/core/user/info', headers: { authorization: `Bearer ${token}` } });
    expect(info.statusCode).toBe(200);
  });

  it('authenticates the browser’s calls by itself', async () => {
    const { token } = await browserLogin('member3');
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/core/user/info', headers: { ...BROWSER, cookie: `token=${token}` } });
    expect(info.statusCode).toBe(200);
    expect(info.json().data.account.username).toBe('member3');
  });

  it('is cleared by logout, and the old cookie is then refused and cleared again', async () => {
    const { token } = await browserLogin('member4');
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/core/auth/logout', headers: { ...BROWSER, cookie: `token=${token}` } });
    expect(out.statusCode).toBe(200);
    for (const name of ['token', 'signed_in']) {
      const cleared = cookieOf(out.cookies as Cookie[], name)!;
      expect(cleared.value).toBe('');
      expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
    }
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/wallet/balance', headers: { ...BROWSER, cookie: `token=${token}` } });
    expect(after.statusCode).toBe(401);
    expect(cookieOf(after.cookies as Cookie[], 'token')!.value).toBe('');
  });

  it('survives a mistyped password at a login form, and is cleared only when the session itself is refused', async () => {
    const { token } = await browserLogin('member5');
    const typo = await t.app.inject({ method: 'POST', url: LOGIN, headers: { ...BROWSER, cookie: `token=${token}` }, payload: { username: 'member5', password: 'wrong000' } });
    expect(typo.statusCode).toBe(401);
    expect(cookieOf(typo.cookies as Cookie[], 'token')).toBeUndefined();
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/core/user/info', headers: { ...BROWSER, cookie: `token=${token}` } });
    expect(info.statusCode).toBe(200);
    // A dead cookie on a public call that looks at the caller is cleared too.
    const dead = await t.app.inject({ method: 'GET', url: '/api/v1/core/board-message/list?type=notice', headers: { ...BROWSER, cookie: 'token=not-a-session' } });
    expect(dead.statusCode).toBe(200);
    expect(cookieOf(dead.cookies as Cookie[], 'token')!.value).toBe('');
  });

  it('is Secure when the site is served over https', async () => {
    const secure = await startTestApp({ config: { publicOrigin: 'https://casino.test' } });
    try {
      const res = await secure.app.inject({ method: 'POST', url: LOGIN, headers: { ...BROWSER, origin: 'https://casino.test' }, payload: { username: 'member5', password: 'demo1234' } });
      expect(res.statusCode).toBe(200);
      for (const name of ['token', 'signed_in']) expect(cookieOf(res.cookies as Cookie[], name)!.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

describe('writes from another site are refused and change nothing', () => {
  const ticket = { title: 'forged', content: 'forged' };

  it.each([
    ['another Origin', { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' }],
    ['Origin null (a sandboxed frame)', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['no Origin but cross-site fetch metadata', { origin: undefined, 'sec-fetch-site': 'cross-site' }],
    ['same-site but another origin (a sibling subdomain)', { origin: 'http://evil.casino.test', 'sec-fetch-site': 'same-site' }],
    ['the cookie with neither Origin nor fetch metadata', { origin: undefined, 'sec-fetch-site': undefined, 'sec-fetch-mode': undefined }],
  ])('%s', async (_case, forged) => {
    const { token } = await browserLogin('member1');
    const before = await snapshot(t.db);
    const headers = Object.fromEntries(Object.entries({ ...BROWSER, ...forged, cookie: `token=${token}` }).filter(([, v]) => v !== undefined)) as Record<string, string>;
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/core/ticket/create', headers, payload: ticket });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'CROSS_SITE', message: 'This request came from another site and was refused' });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('refuses a login posted from another site (no forced sign-in into an attacker’s account)', async () => {
    const before = await snapshot(t.db);
    const res = await t.app.inject({ method: 'POST', url: LOGIN, headers: { ...BROWSER, origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' }, payload: { username: 'member1', password: 'demo1234' } });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toEqual([]);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('lets the site’s own pages, trusted dev origins, bearer clients and reads through', async () => {
    const { token } = await browserLogin('member2');
    const own = await t.app.inject({ method: 'POST', url: '/api/v1/core/ticket/create', headers: { ...BROWSER, cookie: `token=${token}` }, payload: ticket });
    expect(own.statusCode).toBe(200);
    const dev = await t.app.inject({ method: 'POST', url: '/api/v1/core/ticket/create', headers: { ...BROWSER, origin: 'http://localhost:3000', cookie: `token=${token}` }, payload: ticket });
    expect(dev.statusCode).toBe(200);
    const bearer = await t.app.inject({ method: 'POST', url: '/api/v1/core/ticket/create', headers: { ...EN, authorization: `Bearer ${token}` }, payload: ticket });
    expect(bearer.statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/core/ticket/list', headers: { ...BROWSER, origin: 'https://evil.test', cookie: `token=${token}` } });
    expect(read.statusCode).toBe(200);
  });
});
