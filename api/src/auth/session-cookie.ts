import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../http/session-token';

/**
 * Readable by the page, holding no secret: it only tells the front end that a session cookie is
 * set, so a guest's page does not ask the API who it is on every load. Ends with the session.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

export interface CookieOptions {
  /** Secure cookies when the site is served over https. */
  secure: boolean;
}

export function setSessionCookies(reply: FastifyReply, token: string, expiresAt: Date, { secure }: CookieOptions): void {
  // Strict: a page of another site can neither send the session along nor see it.
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'strict', secure, expires: expiresAt });
  reply.setCookie(SIGNED_IN_COOKIE, '1', { path: '/', sameSite: 'strict', secure, expires: expiresAt });
}

export function clearSessionCookies(reply: FastifyReply, { secure }: CookieOptions): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict', secure });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/', sameSite: 'strict', secure });
}

/**
 * A session cookie the API refused (expired, revoked, stopped account) is cleared with the answer.
 * Only then: a mistyped password at a login form must not end the session the browser holds.
 * (An answer to a call sent with the old cookie that lands after a new login clears the new
 * cookie too; the next call then asks the member to log in again. Rare, and never a session
 * kept alive.)
 */
export function expireRefusedSessionCookies(app: FastifyInstance, options: CookieOptions): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.sessionRefused) clearSessionCookies(reply, options);
    return payload;
  });
}

/**
 * Browsers send Sec-Fetch-* on every request and scripts cannot forge them: a browser gets its
 * session as the HttpOnly cookie only, never as text a script could read.
 */
export function isBrowserRequest(request: FastifyRequest): boolean {
  return request.headers['sec-fetch-mode'] !== undefined;
}
