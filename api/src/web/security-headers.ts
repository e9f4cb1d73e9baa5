import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isHttpsSite, type Config } from '../config/env';
import { LOCKED_DOWN_POLICY } from './content-security-policy';

/** The same on every answer; routes that need another CSP or referrer policy set their own first. */
export function securityHeaders(app: FastifyInstance, config: Pick<Config, 'publicOrigin'>) {
  const https = isHttpsSite(config);
  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(request, reply, https);
    return payload;
  });
}

/** The headers of every answer; also called where Fastify answers before any hook runs (an undecodable path). */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, https: boolean) {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('x-frame-options', 'DENY');
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
  if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', LOCKED_DOWN_POLICY);
  if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  if (request.url.startsWith('/api/')) {
    // API answers are for this site's scripts; no other page may embed them as a resource.
    reply.header('cross-origin-resource-policy', 'same-origin');
    // They carry balances, account numbers and sign-in history: no cache keeps them, unless the
    // route says how it may be kept (the catalog's and the site content's ETag answers). Only
    // reads: no cache keeps a POST's answer anyway, and under Playwright, Chromium never reports a
    // keepalive POST (the shell's load report) finished when its answer says no-store, so an e2e
    // test waiting for the network to go idle waited for ever.
    if (!reply.hasHeader('cache-control') && (request.method === 'GET' || request.method === 'HEAD')) reply.header('cache-control', 'no-store');
  }
}
