import type { FastifyRequest } from 'fastify';
import type { AuthUser, Authenticator } from './request-context';
import { sessionTokenOf } from './session-token';

/**
 * Who a page request is signed in as, looked up once per request: the canary assignment and
 * the server render's member both ask.
 */
export async function requestAuth(authenticator: Authenticator, request: FastifyRequest): Promise<AuthUser | null> {
  if (request.auth) return request.auth;
  const session = sessionTokenOf(request);
  request.auth = session ? await authenticator.authenticate(session.token) : null;
  return request.auth;
}
