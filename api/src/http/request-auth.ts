import type { FastifyRequest } from 'fastify';
import type { AuthUser, Authenticator } from './request-context';
import { sessionTokenOf } from './session-token';

const lookups = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

/**
 * Who a page request is signed in as, looked up once per request, a session that is not live
 * included: the canary assignment and the server render's member both ask.
 */
export function requestAuth(authenticator: Authenticator, request: FastifyRequest): Promise<AuthUser | null> {
  return requestAuthBy(request, (token) => authenticator.authenticate(token));
}

/**
 * The same, looked up by `lookup` if nothing has looked it up yet: for a reader that gets the
 * session along with more in one statement (a page's member).
 */
export function requestAuthBy(request: FastifyRequest, lookup: (token: string) => Promise<AuthUser | null>): Promise<AuthUser | null> {
  let found = lookups.get(request);
  if (!found) {
    const session = sessionTokenOf(request);
    found = request.auth ? Promise.resolve(request.auth) : session ? lookup(session.token) : Promise.resolve(null);
    lookups.set(request, found);
  }
  return found.then((auth) => (request.auth = auth));
}
