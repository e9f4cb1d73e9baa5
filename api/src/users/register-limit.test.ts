import { sql } from 'kysely';
import * as passwords from '../auth/passwords';
import { registration } from '../../test/registration';
import { EN, startTestApp, type TestApp } from '../../test/test-app';

jest.mock('../auth/passwords', () => {
  const actual = jest.requireActual<typeof passwords>('../auth/passwords');
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});
const hashPassword = passwords.hashPassword as jest.MockedFunction<typeof passwords.hashPassword>;

const LIMITS = { windowMinutes: 60, perIp: 3 };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ registerLimits: LIMITS });
});
afterAll(() => t.close());
beforeEach(() => hashPassword.mockClear());

let serial = 0;
const signUp = (remoteAddress: string, over: Record<string, unknown> = {}, headers: Record<string, string> = EN) => {
  serial += 1;
  const payload = registration({ referral_code: 'AGENCY1', username: `limit${serial}`, nickname: `가입${serial}`, ...over });
  return t.app.inject({ method: 'POST', url: '/api/v1/core/register', payload, headers, remoteAddress });
};

const memberCount = async () => (await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

describe('sign-up rate limit', () => {
  it('refuses the try after the limit from one address with 429, Retry-After and a localized message, before hashing anything', async () => {
    expect((await signUp('10.9.0.1')).statusCode).toBe(200);
    expect((await signUp('10.9.0.1', { referral_code: 'NOPE' })).statusCode).toBe(400);
    expect((await signUp('10.9.0.1', { username: 'member1' })).statusCode).toBe(409);
    hashPassword.mockClear();
    const members = await memberCount();

    const res = await signUp('10.9.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many sign-ups from your network. Try again in 60 minutes' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
    const korean = await signUp('10.9.0.1', {}, {});
    expect(korean.json()).toEqual({ code: 'RATE_LIMITED', message: '현재 네트워크의 가입 시도가 너무 많습니다. 60분 후에 다시 시도해 주세요' });
    expect(hashPassword).not.toHaveBeenCalled();
    expect(await memberCount()).toBe(members);
  });

  it('does not hold back other addresses', async () => {
    expect((await signUp('10.9.0.2')).statusCode).toBe(200);
  });

  it('lets the address sign up again once the window has passed', async () => {
    await sql`UPDATE register_attempts SET created_at = created_at - make_interval(mins => ${LIMITS.windowMinutes + 1})`.execute(t.db);
    expect((await signUp('10.9.0.1')).statusCode).toBe(200);
    const rows = await t.db.selectFrom('register_attempts').select('id').where('ip', '=', '10.9.0.1').execute();
    expect(rows).toHaveLength(1);
  });

  it('lets exactly the limit through when a burst arrives at once, and hashes only for those', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => signUp('10.9.0.3')));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(LIMITS.perIp).fill(200), ...Array<number>(12 - LIMITS.perIp).fill(429)]);
    expect(hashPassword).toHaveBeenCalledTimes(2 * LIMITS.perIp);
  });
});
