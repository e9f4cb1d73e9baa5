import { randomBytes } from 'node:crypto';
import type { RemotesRegistry } from '@casino/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/pool';
import type { Authenticator } from '../http/request-context';
import { sessionTokenOf } from '../http/session-token';
import { deployedManifests, deployedRemotes, registryFor } from './deployed-registry';

/** A guest browser's random id, only for drawing it into or out of a canary's share. */
export const COHORT_COOKIE = 'cohort';
const COHORT_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const COHORT_MAX_AGE_SECONDS = 365 * 24 * 3600;

export interface ServedRegistry {
  /** What this person's page loads. */
  registry: RemotesRegistry;
  /** Every manifest anyone may be given now (the page's content policy allows their origins). */
  manifests: string[];
}

export interface RegistryServerDeps {
  db: Db;
  authenticator: Authenticator;
  secure: boolean;
}

/**
 * Who a request is for the canaries: the signed-in account (the same on every device), else the
 * browser's cohort cookie, set here on its first visit.
 */
async function identityOf(deps: RegistryServerDeps, request: FastifyRequest, reply: FastifyReply): Promise<string> {
  const session = sessionTokenOf(request);
  const auth = request.auth ?? (session ? await deps.authenticator.authenticate(session.token) : null);
  if (auth) return `account:${auth.userId}`;
  const known = request.cookies[COHORT_COOKIE];
  if (known && COHORT_PATTERN.test(known)) return `device:${known}`;
  const cohort = randomBytes(16).toString('base64url');
  // Lax: the page itself is a top-level navigation, often from a link on another site.
  reply.setCookie(COHORT_COOKIE, cohort, { path: '/', httpOnly: true, sameSite: 'lax', secure: deps.secure, maxAge: COHORT_MAX_AGE_SECONDS });
  return `device:${cohort}`;
}

/** The registry for the person behind `request`, read from the database on every call (one small query). */
export async function servedRegistry(deps: RegistryServerDeps, request: FastifyRequest, reply: FastifyReply): Promise<ServedRegistry> {
  const [deployed, identity] = await Promise.all([deployedRemotes(deps.db), identityOf(deps, request, reply)]);
  return { registry: registryFor(deployed, identity), manifests: deployedManifests(deployed) };
}
