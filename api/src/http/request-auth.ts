import type { FastifyRequest } from 'fastify';
import type { AuthUser, Authenticator } from './request-context';
import { sessionTokenOf } from './session-token';

const lookups = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

/**
 * Who a page request is signed in as, looked up once per request, a session that is not live
 * included: the canary assignment and the server render's member both ask.
 */
export function requestAuth(authenticator: Authenticator, request: FastifyRequest): Promise<AuthUser | null> {
  let lookup = lookups.get(request);
  if (!lookup) {
    const session = sessionTokenOf(request);
    lookup = request.auth ? Promise.resolve(request.auth) : session ? authenticator.authenticate(session.token) : Promise.resolve(null);
    lookups.set(request, lookup);
  }
  return lookup.then((auth) => (request.auth = auth));
}
