import type { FastifyRequest } from 'fastify';
import { bearerToken } from './request-context';

/** The session token's cookie (spec 3: a cookie named token at path /), HttpOnly. */
export const SESSION_COOKIE = 'token';

/** How a request carries its session: an explicit bearer header wins over the cookie. */
export function sessionTokenOf(request: FastifyRequest): { token: string; from: 'bearer' | 'cookie' } | null {
  const bearer = bearerToken(request.headers.authorization);
  if (bearer) return { token: bearer, from: 'bearer' };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, from: 'cookie' } : null;
}
