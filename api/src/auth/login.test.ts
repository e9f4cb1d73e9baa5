import { createHash } from 'node:crypto';
import { EN, injectEn, startTestApp, type TestApp } from '../../test/test-app';
import { snapshot } from '../../test/row-counts';
import { realNow } from '../../test/real-now';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LOGIN = '/api/v1/core/auth/login';
const login = (payload: unknown, headers: Record<string, string> = EN, remoteAddress = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: LOGIN, payload: payload as object, headers, remoteAddress });

describe('POST /api/v1/core/auth/login', () => {
  it('answers a 256-bit opaque token, its expiry and the account', async () => {
    const res = await login({ username: 'member1', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    const { token, expires_at, account } = res.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Written by the database, whose clock runs on.
    expect(Date.parse(expires_at) - realNow()).toBeGreaterThan(11.9 * 3600_000);
    expect(Date.parse(expires_at) - realNow()).toBeLessThanOrEqual(12 * 3600_000);
    expect(account).toEqual({ id: expect.any(Number), username: 'member1', nickname: '행운의별', role: 'member', level: 'member', state: 'normal', referral_code: null, rights: [] });
  });

  it('stores only the sha256 of the token, with the caller ip and user agent', async () => {
    const res = await login({ username: 'member2', password: 'demo1234' }, { ...EN, 'user-agent': 'jest-agent' }, '10.1.0.2');
    const { token, account } = res.json().data;
    const sessions = await t.db.selectFrom('sessions').selectAll().where('user_id', '=', account.id).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.token_hash.equals(createHash('sha256').update(token).digest())).toBe(true);
    expect(sessions[0]).toMatchObject({ ip: '10.1.0.2', user_agent: 'jest-agent', revoked_at: null });
    const stored = JSON.stringify(await t.db.selectFrom('sessions').selectAll().execute());
    expect(stored).not.toContain(token);
  });

  it('records login history and last_login_at', async () => {
    const before = await t.db.selectFrom('users').select(['id', 'last_login_at']).where('username', '=', 'member3').executeTakeFirstOrThrow();
    expect(before.last_login_at).toBeNull();
    await login({ username: 'member3', password: 'demo1234' }, { ...EN, 'user-agent': 'ua-3' }, '10.1.0.3');
    const after = await t.db.selectFrom('users').select('last_login_at').where('id', '=', before.id).executeTakeFirstOrThrow();
    expect(after.last_login_at).toBeInstanceOf(Date);
    const history = await t.db.selectFrom('login_history').selectAll().where('user_id', '=', before.id).execute();
    expect(history).toEqual([expect.objectContaining({ ip: '10.1.0.3', user_agent: 'ua-3' })]);
  });

  it('lets partners sign in and ignores the case of the ID', async () => {
    const res = await login({ username: 'Agency1', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.account).toMatchObject({ username: 'agency1', role: 'partner', level: 'agency', referral_code: 'AGENCY1' });
  });

  it('gives the same 401 for a wrong password and for an unknown ID', async () => {
    const wrong = await login({ username: 'member4', password: 'nope1234' });
    const unknown = await login({ username: 'nobody99', password: 'demo1234' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Username or password is incorrect' });
    }
  });

  it('answers in Korean by default', async () => {
    const res = await login({ username: 'member4', password: 'nope1234' }, {});
    expect(res.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: '아이디 또는 비밀번호가 올바르지 않습니다' });
  });

  // A stopped account (stopped1) is answered alike whatever the password: stopped-account.test.ts.

  it.each([
    ['no body', undefined, 'The request body must be a JSON object'],
    ['a missing password', { username: 'member1' }, 'Please fill in all fields'],
    ['an empty username', { username: '', password: 'demo1234' }, 'Please fill in all fields'],
    ['a number as username', { username: 5, password: 'demo1234' }, 'ID is invalid'],
    ['an unknown field', { username: 'member1', password: 'demo1234', remember: true }, 'Unknown field: remember'],
    ['an overlong password', { username: 'member1', password: 'x'.repeat(65) }, 'Password must be at most 64 characters'],
  ])('rejects %s with 400 and writes nothing', async (_case, payload, message) => {
    const before = await snapshot(t.db);
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION', message });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('rejects malformed JSON with 400', async () => {
    const before = await snapshot(t.db);
    const res = await injectEn(t.app, { method: 'POST', url: LOGIN, headers: { 'content-type': 'application/json' }, payload: '{"username": "member1",' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION', message: 'The request body is not valid JSON' });
    expect(await snapshot(t.db)).toEqual(before);
  });
});
