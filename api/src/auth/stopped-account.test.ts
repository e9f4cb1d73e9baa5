import { sql } from 'kysely';
import { EN, startTestApp, type TestApp } from '../../test/test-app';
import type * as passwords from './passwords';
import { verifyDummy, verifyPassword } from './passwords';

// The real checks, watched: a stopped account's answer must cost the same work whatever the password.
jest.mock('./passwords', () => {
  const actual = jest.requireActual<typeof passwords>('./passwords');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword), verifyDummy: jest.fn(actual.verifyDummy) };
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(() => jest.clearAllMocks());

const login = (password: string, remoteAddress: string, headers: Record<string, string> = EN) =>
  t.app.inject({ method: 'POST', url: '/api/v1/core/auth/login', payload: { username: 'stopped1', password }, headers, remoteAddress });

const outcomesFrom = async (ip: string) =>
  (await t.db.selectFrom('login_attempts').select('outcome').where('username_key', '=', 'stopped1').where('ip', '=', ip).orderBy('id').execute()).map((r) => r.outcome);

/** What a client sees of an answer: status, body and every header but the date. */
const seen = (res: Awaited<ReturnType<typeof login>>) => {
  const { date: _date, ...headers } = res.headers;
  return { status: res.statusCode, body: res.body, headers };
};

describe('a stopped account (stopped1) at the login', () => {
  it('answers 403 ACCOUNT_STOPPED for the right password and for a wrong one alike, after the same password check', async () => {
    const right = await login('demo1234', '10.60.0.1');
    const rightChecks = jest.mocked(verifyPassword).mock.calls.length;
    const wrong = await login('wrong123', '10.60.0.2');
    expect(seen(wrong)).toEqual(seen(right));
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ code: 'ACCOUNT_STOPPED', message: 'This account is suspended. Please contact customer service' });
    // One argon2 check of the account's own hash each, never the shortcut of an unknown ID.
    expect(rightChecks).toBe(1);
    expect(verifyPassword).toHaveBeenCalledTimes(2);
    expect(verifyDummy).not.toHaveBeenCalled();
    expect(await outcomesFrom('10.60.0.1')).toEqual(['stopped']);
    expect(await outcomesFrom('10.60.0.2')).toEqual(['stopped']);
  });

  it('says so in Korean by default', async () => {
    const res = await login('wrong123', '10.60.0.3', {});
    expect(res.json()).toEqual({ code: 'ACCOUNT_STOPPED', message: '정지된 계정입니다. 고객센터에 문의해 주세요' });
  });

  it('counts every try against the limits, so the lock-out does not tell either whether one of them was right', async () => {
    await sql`UPDATE login_attempts SET created_at = created_at - interval '1 hour'`.execute(t.db);
    // Five wrong passwords from one address, and four wrong plus the right one from another:
    // both addresses are locked out for the ID alike.
    for (let i = 0; i < 5; i++) expect((await login('wrong123', '10.60.1.1')).statusCode).toBe(403);
    for (const password of ['wrong123', 'wrong123', 'demo1234', 'wrong123', 'wrong123']) expect((await login(password, '10.60.1.2')).statusCode).toBe(403);
    const [first, second] = [await login('demo1234', '10.60.1.1'), await login('demo1234', '10.60.1.2')];
    expect(first.statusCode).toBe(429);
    expect([second.statusCode, second.body]).toEqual([first.statusCode, first.body]);
  });

  it('opens no session, whatever the password', async () => {
    const user = await t.db.selectFrom('users').select('id').where('username', '=', 'stopped1').executeTakeFirstOrThrow();
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});
