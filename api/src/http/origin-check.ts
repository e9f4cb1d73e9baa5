import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { bearerToken } from './request-context';
import { SESSION_COOKIE } from './session-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface OriginCheckOptions {
  publicOrigin: string;
  trustedOrigins: readonly string[];
}

/**
 * Cross-site request forgery: a state-changing call from a browser must come from this site's
 * own pages. The session cookie is SameSite=Strict already; this is the second lock, for
 * browsers or set-ups where SameSite does not hold (a sibling subdomain counts as same-site).
 * Clients that are not browsers send no Origin and authenticate with a bearer header.
 */
export function refuseCrossSiteWrites(app: FastifyInstance, options: OriginCheckOptions) {
  const refuse = crossSiteRefusal(options);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    refuse(request);
  });
}

/** Throws the 403 for a request another site's page sent; for a GET that acts too (the live channel's upgrade). */
export function crossSiteRefusal(options: OriginCheckOptions): (request: FastifyRequest) => void {
  const trusted = new Set([options.publicOrigin, ...options.trustedOrigins]);
  return (request) => {
    if (isCrossSite(request, trusted)) throw new AppError(403, 'CROSS_SITE', 'error.cross_site');
  };
}

function isCrossSite(request: FastifyRequest, trusted: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return !trusted.has(origin) && !isSameHost(origin, request.headers.host);
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  // No Origin and no Fetch Metadata: not a modern browser. Only a cookie could make it a forgery.
  return request.cookies[SESSION_COOKIE] !== undefined && !bearerToken(request.headers.authorization);
}

/** The page's origin is the address the request was sent to (Origin is set by the browser, never by a page). */
function isSameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
