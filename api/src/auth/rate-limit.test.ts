import { sql } from 'kysely';
import { EN, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
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

  it('caps distributed guessing at 50 failures per ID across all IPs, even when each IP stays under its limits', async () => {
    await age(60);
    // 15 IPs x 4 tries: no pair reaches 5 and no IP reaches 20, yet only 50 passwords are checked.
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => login('member2', 'wrong000', `10.5.0.${i % 15}`)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const fresh = await login('member2', 'demo1234', '10.5.1.1');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many failed login attempts for this ID. Try again in 15 minutes' });
    await age(16);
    expect((await login('member2', 'demo1234', '10.5.1.1')).statusCode).toBe(200);
  });
});
