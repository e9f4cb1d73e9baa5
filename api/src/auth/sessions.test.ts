import { sql } from 'kysely';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { setUserState } from '../users/user-service';
import { realNow } from '../../test/real-now';
import { findLiveSession, findLiveSessionWithProfile } from './sessions';
import { hashToken } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { sessionTtlHours: 2 } });
});
afterAll(() => t.close());

const info = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/core/user/info', headers: { ...EN, ...headers } });
const logout = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/v1/core/auth/logout', headers: { ...EN, ...headers } });

describe('sessions', () => {
  it.each([
    ['no Authorization header', {}],
    ['a non-bearer scheme', { authorization: 'Basic bWVtYmVyMTpkZW1vMTIzNA==' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['an unknown token', { authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
  ])('answers 401 "Please log in" for %s', async (_case, headers) => {
    const res = await info(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Please log in' });
  });

  it('expires a session after the configured lifetime (fixed, not sliding)', async () => {
    // The expiry is written by the database, whose clock runs on.
    const before = realNow();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/core/auth/login', payload: { username: 'member1', password: 'demo1234' } });
    const { token, expires_at } = res.json().data;
    expect(Date.parse(expires_at) - before).toBeGreaterThan(2 * 3600_000 - 5000);
    expect(Date.parse(expires_at) - before).toBeLessThan(2 * 3600_000 + 5000);
    expect((await info(bearer(token))).statusCode).toBe(200);
    // Use does not extend it.
    const row = await t.db.selectFrom('sessions').select('expires_at').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.expires_at.toISOString()).toBe(expires_at);

    await sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = (SELECT max(id) FROM sessions)`.execute(t.db);
    expect((await info(bearer(token))).statusCode).toBe(401);
  });

  it('revokes the current session on logout, leaving the user\'s other sessions alive', async () => {
    const first = await loginAs(t.app, 'member2');
    const second = await loginAs(t.app, 'member2');
    const res = await logout(bearer(first));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect((await info(bearer(first))).statusCode).toBe(401);
    expect((await logout(bearer(first))).statusCode).toBe(401);
    expect((await info(bearer(second))).statusCode).toBe(200);
    const revoked = await t.db.selectFrom('sessions').select('revoked_at').where('revoked_at', 'is not', null).execute();
    expect(revoked).toHaveLength(1);
  });

  it('accepts logout with an empty JSON body', async () => {
    const token = await loginAs(t.app, 'member2');
    const res = await logout({ ...bearer(token), 'content-type': 'application/json' });
    expect(res.statusCode).toBe(200);
  });

  it('ends every session of an account that is stopped, and refuses its next login', async () => {
    const a = await loginAs(t.app, 'member3');
    const b = await loginAs(t.app, 'member3');
    const user = await t.db.selectFrom('users').select('id').where('username', '=', 'member3').executeTakeFirstOrThrow();
    await setUserState(t.db, user.id, 'stop');
    expect((await info(bearer(a))).statusCode).toBe(401);
    expect((await info(bearer(b))).statusCode).toBe(401);
    const live = await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/core/auth/login', payload: { username: 'member3', password: 'demo1234' }, headers: EN });
    expect(res.statusCode).toBe(403);
    await setUserState(t.db, user.id, 'normal');
    expect((await loginAs(t.app, 'member3')).length).toBe(43);
  });

  it('refuses a session whose account was stopped without revoking it (defence in depth)', async () => {
    const token = await loginAs(t.app, 'member4');
    await t.db.updateTable('users').set({ state: 'stop' }).where('username', '=', 'member4').execute();
    expect((await info(bearer(token))).statusCode).toBe(401);
    await t.db.updateTable('users').set({ state: 'normal' }).where('username', '=', 'member4').execute();
  });
});

describe('a session read with its profile (a signed-in page)', () => {
  const tokenHashOf = (token: string) => t.db.selectFrom('sessions').select('id').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();

  it('finds exactly the sessions findLiveSession finds, with the account they belong to', async () => {
    const live = await loginAs(t.app, 'member5');
    const expired = await loginAs(t.app, 'member5');
    await t.db.updateTable('sessions').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('id', '=', (await tokenHashOf(expired)).id).execute();
    const revoked = await loginAs(t.app, 'member5');
    await logout(bearer(revoked));
    const stopped = await loginAs(t.app, 'member6');
    await t.db.updateTable('users').set({ state: 'stop' }).where('username', '=', 'member6').execute();
    try {
      for (const token of [live, expired, revoked, stopped, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
        const found = await findLiveSessionWithProfile(t.db, token);
        expect(found?.auth ?? null).toEqual(await findLiveSession(t.db, token));
      }
      const found = await findLiveSessionWithProfile(t.db, live);
      expect(found?.auth).toMatchObject({ sessionId: (await tokenHashOf(live)).id, username: 'member5', role: 'member', level: 'member' });
      expect(found?.profile).toMatchObject({ id: found?.auth.userId, username: 'member5' });
    } finally {
      await t.db.updateTable('users').set({ state: 'normal' }).where('username', '=', 'member6').execute();
    }
  });

  it('marks a session seen at most once a minute, as findLiveSession does', async () => {
    const token = await loginAs(t.app, 'member5');
    const { id } = await tokenHashOf(token);
    const seen = async () => (await t.db.selectFrom('sessions').select('last_seen_at').where('id', '=', id).executeTakeFirstOrThrow()).last_seen_at.getTime();
    await t.db.updateTable('sessions').set({ last_seen_at: sql<Date>`now() - interval '5 minutes'` }).where('id', '=', id).execute();
    const before = await seen();
    await findLiveSessionWithProfile(t.db, token);
    const after = await seen();
    expect(after - before).toBeGreaterThan(4 * 60_000);
    await findLiveSessionWithProfile(t.db, token);
    expect(await seen()).toBe(after);
  });
});
