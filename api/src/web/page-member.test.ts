import type { FastifyRequest } from 'fastify';
import { createSessionAuthenticator } from '../auth/session-authenticator';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { pageMember } from './page-member';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A page request as the render's member read sees it: the session's token, by cookie or bearer header. */
const pageRequest = (headers: Record<string, string>, cookies: Record<string, string> = {}) => ({ headers, cookies }) as unknown as FastifyRequest;

const answerOf = async (url: string, token: string) => ((await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json() as { data: unknown }).data;

test("a page's member is what user/info and wallet/balance answer for its session: cash, credit and rolling points", async () => {
  const token = await loginAs(t.app, 'member1');
  const member = await pageMember(t.db, createSessionAuthenticator(t.db), pageRequest({}, { token }));
  expect(member).toEqual({ info: await answerOf('/api/v1/core/user/info', token), wallet: await answerOf('/api/v1/wallet/balance', token) });
  // The seeded member1 holds all three.
  expect(member?.wallet).toEqual({ balance: 1_250_000, credit: 300_000, rolling_point: 12_500 });
});

test('a partner`s is its settlement balance; no session, or one that is not live, is no member', async () => {
  const token = await loginAs(t.app, 'agency1');
  const partner = await pageMember(t.db, createSessionAuthenticator(t.db), pageRequest({ authorization: `Bearer ${token}` }));
  expect(partner?.wallet).toEqual(await answerOf('/api/v1/wallet/balance', token));
  expect(await pageMember(t.db, createSessionAuthenticator(t.db), pageRequest({}))).toBeNull();
  expect(await pageMember(t.db, createSessionAuthenticator(t.db), pageRequest({}, { token: 'not-a-session' }))).toBeNull();
});
