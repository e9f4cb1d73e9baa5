import type { FastifyRequest } from 'fastify';
import type { AuthUser, Authenticator } from './request-context';
import { requestAuth } from './request-auth';

const pageRequest = (token?: string) => ({ auth: null, headers: {}, cookies: token ? { token } : {} }) as unknown as FastifyRequest;
const member: AuthUser = { sessionId: 1, userId: 4, username: 'member1', role: 'member', level: 'member', rights: [] };

test('looks a page request`s session up once, a session that is not live included', async () => {
  const authenticate = jest.fn(async (token: string) => (token === 'live' ? member : null));
  const authenticator: Authenticator = { authenticate };

  const live = pageRequest('live');
  expect(await requestAuth(authenticator, live)).toEqual(member);
  expect(await requestAuth(authenticator, live)).toEqual(member);
  expect(live.auth).toEqual(member);

  const dead = pageRequest('ended');
  expect(await requestAuth(authenticator, dead)).toBeNull();
  expect(await requestAuth(authenticator, dead)).toBeNull();
  expect(authenticate.mock.calls).toEqual([['live'], ['ended']]);

  expect(await requestAuth(authenticator, pageRequest())).toBeNull();
  expect(authenticate).toHaveBeenCalledTimes(2);
});
