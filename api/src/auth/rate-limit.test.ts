import { sql } from 'kysely';
import { EN, startTestApp, type TestApp } from '../../test/test-app';
import { DEFAULT_LOGIN_LIMITS } from './login-attempts';

let t: TestApp;
beforeAll(async () => {
  // The ID's slow-down of strangers waits 10 s and more (1 s by default): a test that expects a
  // stranger held right after a burst must not see the wait pass on a loaded machine.
  t = await startTestApp({ loginLimits: { ...DEFAULT_LOGIN_LIMITS, accountThrottleBaseSeconds: 10 } });
});
afterAll(() => t.close());

const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/core/auth/login', payload: { username, password }, headers: EN, remoteAddress });

async function fail(username: string, times: number, ip: string) {
  for (let i = 0; i < times; i++) expect((await login(username, 'wrong000', ip)).statusCode).toBe(401);
}

/** Moves every recorded attempt back in time, as if `minutes` had passed. */
const age = (minutes: number) => sql`UPDATE login_attempts SET created_at = created_at - make_interval(mins => ${minutes})`.execute(t.db);

describe('login rate limit', () => {
  it('locks an ID for the IP after 5 failures from it within 15 minutes, even for the right password, and says for how long', async () => {
    await fail('member1', 5, '10.2.0.1');
    const res = await login('member1', 'demo1234', '10.2.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many failed login attempts for this ID. Try again in 15 minutes' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('does not lock the member out elsewhere: the right password from another IP still signs in', async () => {
    expect((await login('member1', 'demo1234', '10.2.0.99')).statusCode).toBe(200);
    expect((await login('member1', 'demo1234', '10.2.0.1')).statusCode).toBe(429);
  });

  it('counts IDs case-insensitively and does not lock other IDs from the same IP', async () => {
    expect((await login('MEMBER1', 'demo1234', '10.2.0.1')).statusCode).toBe(429);
    expect((await login('member2', 'demo1234', '10.2.0.1')).statusCode).toBe(200);
  });

  it('does not record the refused tries, and lifts the lock once the window has passed', async () => {
    const before = await t.db.selectFrom('login_attempts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect((await login('member1', 'demo1234', '10.2.0.1')).statusCode).toBe(429);
    const after = await t.db.selectFrom('login_attempts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    await age(16);
    expect((await login('member1', 'demo1234', '10.2.0.1')).statusCode).toBe(200);
  });

  it('starts counting an ID and IP afresh after a successful login from that IP', async () => {
    await age(60);
    await fail('member3', 4, '10.2.1.1');
    expect((await login('member3', 'demo1234', '10.2.1.1')).statusCode).toBe(200);
    await fail('member3', 4, '10.2.1.1');
    expect((await login('member3', 'demo1234', '10.2.1.1')).statusCode).toBe(200);
  });

  it('does not let a success from another IP reset the count of an IP that is guessing', async () => {
    await age(60);
    await fail('member3', 4, '10.2.1.2');
    expect((await login('member3', 'demo1234', '10.2.1.3')).statusCode).toBe(200);
    await fail('member3', 1, '10.2.1.2');
    expect((await login('member3', 'demo1234', '10.2.1.2')).statusCode).toBe(429);
  });

  it('locks an IP after 20 failures across IDs, for every ID, while other IPs still sign in', async () => {
    await age(60);
    const ip = '10.3.0.1';
    for (let i = 0; i < 20; i++) expect((await login(`guess${i}`, 'wrong000', ip)).statusCode).toBe(401);
    const blocked = await login('member4', 'demo1234', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many failed login attempts from your network. Try again in 15 minutes' });
    expect((await login('member4', 'demo1234', '10.3.0.2')).statusCode).toBe(200);
  });

  it('does not let a valid login from the IP reset the IP counter', async () => {
    expect((await login('member4', 'demo1234', '10.3.0.1')).statusCode).toBe(429);
  });

  it('answers the lock in Korean by default', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/core/auth/login', payload: { username: 'member5', password: 'demo1234' }, remoteAddress: '10.3.0.1' });
    expect(res.json().message).toBe('현재 네트워크의 로그인 실패가 너무 많습니다. 15분 후에 다시 시도해 주세요');
  });

  it('holds under concurrent guessing from one IP: at most 5 wrong passwords are checked per ID and IP', async () => {
    await age(60);
    const results = await Promise.all(Array.from({ length: 12 }, () => login('member6', 'wrong000', '10.4.0.1')));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

});

describe('distributed guessing at one ID', () => {
  // Waits of 10 s and more, so the machine's own speed cannot let a try slip through.
  const limits = { ...DEFAULT_LOGIN_LIMITS, accountThrottleBaseSeconds: 10 };
  let slow: TestApp;
  beforeAll(async () => {
    slow = await startTestApp({ loginLimits: limits });
  });
  afterAll(() => slow.close());
  const tryLogin = (username: string, password: string, remoteAddress: string) =>
    slow.app.inject({ method: 'POST', url: '/api/v1/core/auth/login', payload: { username, password }, headers: EN, remoteAddress });
  const ageSeconds = (seconds: number) => sql`UPDATE login_attempts SET created_at = created_at - make_interval(secs => ${seconds})`.execute(slow.db);

  it('is slowed, not locked: 10 tries are checked, then each try waits, and the member still signs in', async () => {
    // 15 IPs x 4 tries: no pair reaches 5 and no IP reaches 20, yet only 10 passwords are checked.
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => tryLogin('member2', 'wrong000', `10.5.0.${i % 15}`)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    const slowed = results.find((r) => r.statusCode === 429)!;
    expect(slowed.json().message).toMatch(/^This ID has had many failed logins, so tries are slowed down. Try again in (9|10) seconds$/);
    // The member on a new browser is slowed too, never shut out: after the wait, the right password signs in.
    const fresh = await tryLogin('member2', 'demo1234', '10.5.1.1');
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeLessThanOrEqual(10);
    await ageSeconds(10);
    expect((await tryLogin('member2', 'demo1234', '10.5.1.1')).statusCode).toBe(200);
  });

  it('waits twice as long after each further failure, up to a minute', async () => {
    for (let i = 0; i < 10; i++) expect((await tryLogin('member5', 'wrong000', `10.6.0.${i}`)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const refused = await tryLogin('member5', 'wrong000', `10.6.1.${i}`);
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
      await ageSeconds(60);
      expect((await tryLogin('member5', 'wrong000', `10.6.2.${i}`)).statusCode).toBe(401);
    }
    expect(waits.map((w) => Math.round(w / 10) * 10)).toEqual([10, 20, 40, 60, 60]);
  });
});

describe('a browser that signed in before', () => {
  /** What a browser sends (Fetch Metadata): only browsers become trusted devices. */
  const BROWSER = { ...EN, 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' };
  const device = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === 'device');
  const browserLogin = (username: string, password: string, remoteAddress: string, deviceToken?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/core/auth/login',
      payload: { username, password },
      headers: deviceToken ? { ...BROWSER, cookie: `device=${deviceToken}` } : BROWSER,
      remoteAddress,
    });
  const trustedRows = async (username: string) =>
    (await t.db.selectFrom('trusted_devices as d').innerJoin('users as u', 'u.id', 'd.user_id').select('d.id').where('u.username', '=', username).execute()).length;

  it('is given a long-lived HttpOnly device cookie, sent only to the login calls', async () => {
    await age(60);
    const res = await browserLogin('member6', 'demo1234', '10.7.0.1');
    expect(device(res)).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/core/auth', maxAge: 365 * 24 * 3600 });
    expect(device(res)!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Signing in again keeps the same id.
    expect(device(await browserLogin('member6', 'demo1234', '10.7.0.1', device(res)!.value))!.value).toBe(device(res)!.value);
  });

  it('keeps signing in at once, from anywhere, while strangers are slowed down', async () => {
    await age(60);
    const known = device(await browserLogin('member6', 'demo1234', '10.7.0.2'))!.value;
    await Promise.all(Array.from({ length: 40 }, (_, i) => login('member6', 'wrong000', `10.7.1.${i % 10}`)));
    expect((await login('member6', 'demo1234', '10.7.2.1')).statusCode).toBe(429);
    // Even from an IP that is itself locked out for this ID.
    expect((await browserLogin('member6', 'demo1234', '10.7.1.0', known)).statusCode).toBe(200);
    expect((await browserLogin('member6', 'demo1234', '10.7.3.1', known)).statusCode).toBe(200);
  });

  it('is not needed on a network the ID signed in from before: a new phone at home is not slowed', async () => {
    await age(60);
    expect((await login('member6', 'demo1234', '10.7.4.1')).statusCode).toBe(200);
    await Promise.all(Array.from({ length: 40 }, (_, i) => login('member6', 'wrong000', `10.7.5.${i % 10}`)));
    expect((await login('member6', 'demo1234', '10.7.6.1')).statusCode).toBe(429);
    expect((await browserLogin('member6', 'demo1234', '10.7.4.1')).statusCode).toBe(200);
  });

  it('is not a key for guessing: after 5 failures through it, it is a stranger again', async () => {
    await age(60);
    const known = device(await browserLogin('member6', 'demo1234', '10.8.0.1'))!.value;
    for (let i = 0; i < 5; i++) expect((await browserLogin('member6', 'wrong000', `10.8.1.${i}`, known)).statusCode).toBe(401);
    // As a stranger it now counts toward the ID's throttle: 10 failures, then slowed.
    for (let i = 0; i < 10; i++) expect((await browserLogin('member6', 'wrong000', `10.8.2.${i}`, known)).statusCode).toBe(401);
    expect((await browserLogin('member6', 'wrong000', '10.8.3.1', known)).statusCode).toBe(429);
  });

  it('is trusted only by the IDs it signed in to', async () => {
    await age(60);
    const known = device(await browserLogin('member6', 'demo1234', '10.9.0.1'))!.value;
    await Promise.all(Array.from({ length: 20 }, (_, i) => login('member4', 'wrong000', `10.9.1.${i % 10}`)));
    expect((await browserLogin('member4', 'demo1234', '10.9.2.1', known)).statusCode).toBe(429);
  });

  it('is never one someone else chose: a planted device cookie is replaced at sign-in, not trusted', async () => {
    await age(60);
    // The attacker's own trusted device, and a made-up one, planted in the member's browser.
    const attackers = device(await browserLogin('member5', 'demo1234', '10.10.0.1'))!.value;
    for (const planted of [attackers, 'made-up-device-id']) {
      const signedIn = await browserLogin('member3', 'demo1234', '10.10.1.1', planted);
      expect(signedIn.statusCode).toBe(200);
      expect(device(signedIn)!.value).not.toBe(planted);
      // The planted value gives no standing with the member's ID.
      await Promise.all(Array.from({ length: 20 }, (_, i) => login('member3', 'wrong000', `10.10.2.${i % 10}`)));
      expect((await browserLogin('member3', 'demo1234', '10.10.3.1', planted)).statusCode).toBe(429);
      await age(60);
    }
  });

  it('is only for browsers: an API client signing in gets no device and leaves no row', async () => {
    await age(60);
    const before = await trustedRows('member1');
    const res = await login('member1', 'demo1234', '10.11.0.1');
    expect(res.statusCode).toBe(200);
    expect(device(res)).toBeUndefined();
    expect(await trustedRows('member1')).toBe(before);
  });
});
