import { randomBytes } from 'node:crypto';
import type { RemotesRegistry } from '@casino/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/pool';
import type { Authenticator } from '../http/request-context';
import { requestAuth } from '../http/request-auth';
import type { ResponseCache } from '../http/response-cache';
import { deployedManifests, deployedRemotes, registryFor } from './deployed-registry';
import { issueReportToken, type ReportKey } from './report-tokens';

/** A guest browser's random id, only for drawing it into or out of a canary's share. */
export const COHORT_COOKIE = 'cohort';
const COHORT_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const COHORT_MAX_AGE_SECONDS = 365 * 24 * 3600;

export interface ServedRegistry {
  /** What this person's page loads, each entry with its report token. */
  registry: RemotesRegistry;
  /** Every manifest anyone may be given now (the page's content policy allows their origins). */
  manifests: string[];
}

export interface RegistryServerDeps {
  db: Db;
  /** Keeps the deployed versions between pages until a release, a promotion or a canary changes them. */
  cache: ResponseCache;
  authenticator: Authenticator;
  secure: boolean;
  reportKey: ReportKey;
}

/** Who sends a request: the signed-in account, and the browser's cohort when it has one. */
export interface CallerIdentities {
  account: string | null;
  device: string | null;
}

export async function callerIdentities(authenticator: Authenticator, request: FastifyRequest): Promise<CallerIdentities> {
  const auth = await requestAuth(authenticator, request);
  const cohort = request.cookies[COHORT_COOKIE];
  return { account: auth ? `account:${auth.userId}` : null, device: cohort && COHORT_PATTERN.test(cohort) ? `device:${cohort}` : null };
}

/**
 * Who a request is for the canaries: the signed-in account (the same on every device), else the
 * browser's cohort cookie, set here on its first visit.
 */
async function identityOf(deps: RegistryServerDeps, request: FastifyRequest, reply: FastifyReply): Promise<string> {
  const { account, device } = await callerIdentities(deps.authenticator, request);
  if (account) return account;
  if (device) return device;
  const cohort = randomBytes(16).toString('base64url');
  // Lax: the page itself is a top-level navigation, often from a link on another site.
  reply.setCookie(COHORT_COOKIE, cohort, { path: '/', httpOnly: true, sameSite: 'lax', secure: deps.secure, maxAge: COHORT_MAX_AGE_SECONDS });
  return `device:${cohort}`;
}

/** The tables the deployed versions are read from: a change to either drops the kept read. */
const DEPLOYED_TABLES = ['remote_channels', 'remote_releases'] as const;

/** The registry for the person behind `request`, from the deployed versions (kept between pages while the change feed is heard). */
export async function servedRegistry(deps: RegistryServerDeps, request: FastifyRequest, reply: FastifyReply): Promise<ServedRegistry> {
  const [deployed, identity, key] = await Promise.all([
    deps.cache.value('registry:deployed', DEPLOYED_TABLES, () => deployedRemotes(deps.db)),
    identityOf(deps, request, reply),
    deps.reportKey.get(),
  ]);
  const registry = registryFor(deployed, identity);
  for (const [remote, entry] of Object.entries(registry.remotes)) entry.report = issueReportToken(key, { remote, version: entry.version, visitor: identity });
  return { registry, manifests: deployedManifests(deployed) };
}
