import type { FastifyRequest } from 'fastify';
import { createSessionAuthenticator } from '../auth/session-authenticator';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { pageMember } from './page-member';
import { requestAuth } from '../http/request-auth';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A page request as the render's member read sees it: the session's token, by cookie or bearer header. */
const pageRequest = (headers: Record<string, string>, cookies: Record<string, string> = {}) => ({ auth: null, headers, cookies }) as unknown as FastifyRequest;

const answerOf = async (url: string, token: string) => ((await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json() as { data: unknown }).data;

test("a page's member is what user/info and wallet/balance answer for its session: cash, credit and rolling points", async () => {
  const token = await loginAs(t.app, 'member1');
  const member = await pageMember(t.db, pageRequest({}, { token }));
  expect(member).toEqual({ info: await answerOf('/api/v1/core/user/info', token), wallet: await answerOf('/api/v1/wallet/balance', token) });
  // The seeded member1 holds all three.
  expect(member?.wallet).toEqual({ balance: 1_250_000, credit: 300_000, rolling_point: 12_500, versions: expect.any(Object) });
});

test('a partner`s is its settlement balance; no session, or one that is not live, is no member', async () => {
  const token = await loginAs(t.app, 'agency1');
  const partner = await pageMember(t.db, pageRequest({ authorization: `Bearer ${token}` }));
  expect(partner?.wallet).toEqual(await answerOf('/api/v1/wallet/balance', token));
  expect(await pageMember(t.db, pageRequest({}))).toBeNull();
  expect(await pageMember(t.db, pageRequest({}, { token: 'not-a-session' }))).toBeNull();
});

test('read first, the member comes with its session in one statement, which also answers who the request is', async () => {
  const token = await loginAs(t.app, 'member1');
  const authenticate = jest.fn(createSessionAuthenticator(t.db).authenticate);
  const first = pageRequest({}, { token });
  const member = await pageMember(t.db, first);
  expect(await requestAuth({ authenticate }, first)).toMatchObject({ username: 'member1', role: 'member' });
  expect(authenticate).not.toHaveBeenCalled();
  expect(await pageMember(t.db, first)).toBe(member);

  // Asked after the session was looked up, it reads the same member.
  const after = pageRequest({}, { token });
  expect(await requestAuth({ authenticate }, after)).toEqual(await requestAuth({ authenticate }, first));
  expect(authenticate).toHaveBeenCalledTimes(1);
  expect(await pageMember(t.db, after)).toEqual(member);
});
