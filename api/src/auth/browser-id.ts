import type { FastifyReply } from 'fastify';
import { newSessionToken } from './tokens';

/**
 * A browser's id for the risk page's "one browser, several accounts" (decision 071): random, kept
 * across the accounts it signs in to, sent only to the sign-in calls. It proves nothing and opens
 * nothing; a made-up one only names a browser that does not exist.
 */
export const BROWSER_COOKIE = 'browser';
const BROWSER_COOKIE_PATH = '/api/v1/core/auth';
const BROWSER_ID_DAYS = 365;
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

/** The browser's id from its cookie, or a new one when it has none (or a malformed one). */
export const browserIdOf = (cookie: string | undefined): string => (cookie && WELL_FORMED.test(cookie) ? cookie : newSessionToken().token);

export function setBrowserCookie(reply: FastifyReply, browserId: string, { secure }: { secure: boolean }): void {
  reply.setCookie(BROWSER_COOKIE, browserId, { path: BROWSER_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure, maxAge: BROWSER_ID_DAYS * 24 * 3600 });
}
