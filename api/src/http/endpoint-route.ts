import { Envelope, ErrorBody, type BodyOf, type DataOf, type Endpoint, type ParamsOf, type QueryOf } from '@casino/contract';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { forbidden, masterOnly, rightMissing, unauthorized } from './app-error';
import { type Authenticator, type AuthUser } from './request-context';
import { sessionTokenOf } from './session-token';

export interface HandlerContext<E extends Endpoint> {
  body: BodyOf<E>;
  query: QueryOf<E>;
  params: ParamsOf<E>;
  /** The caller; always set on `user`/`partner`/`master` endpoints, null on public ones. */
  auth: E['access'] extends 'public' ? null : AuthUser;
  /** For public endpoints that behave differently for a signed-in caller. */
  optionalAuth(): Promise<AuthUser | null>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E extends Endpoint> = (ctx: HandlerContext<E>) => Promise<DataOf<E>>;

/** Success, plus `ErrorBody` for every status the endpoint can fail with. */
export function responseSchemas(endpoint: Endpoint): Record<number, TSchema> {
  const statuses = new Set<number>(endpoint.errors ?? []);
  if (endpoint.params || endpoint.query || endpoint.body) statuses.add(400);
  if (endpoint.access !== 'public') statuses.add(401);
  if (endpoint.access === 'partner' || endpoint.access === 'master') statuses.add(403);
  statuses.add(500);
  const schemas: Record<number, TSchema> = { 200: Envelope(endpoint.data) };
  for (const status of [...statuses].sort()) schemas[status] = ErrorBody;
  return schemas;
}

function accessDescription(endpoint: Endpoint): string {
  const right = endpoint.right ? ` holding the \`${endpoint.right}\` right` : '';
  return `Master level only (access \`master\`)${right}: any other caller gets 403.`;
}

/**
 * Registers one contract endpoint: the contract supplies method, path and every schema (so
 * validation and the OpenAPI document cannot drift from it); the handler returns `data` only.
 */
export function addEndpoint<E extends Endpoint>(app: FastifyInstance, authenticator: Authenticator, tag: string, endpoint: E, handler: Handler<E>) {
  app.route(endpointRoute(authenticator, tag, endpoint, async (ctx) => ({ data: await handler(ctx) })));
}

/** The caller of `request` by its bearer token or session cookie, kept on the request; a refused cookie is marked for clearing. */
export async function resolveAuth(request: FastifyRequest, authenticator: Authenticator): Promise<AuthUser | null> {
  if (request.auth) return request.auth;
  const session = sessionTokenOf(request);
  request.auth = session ? await authenticator.authenticate(session.token) : null;
  request.sessionRefused = session?.from === 'cookie' && request.auth === null;
  return request.auth;
}

/** The route of one contract endpoint, access check included; `answer` makes what is sent (or sends it). */
export function endpointRoute<E extends Endpoint>(authenticator: Authenticator, tag: string, endpoint: E, answer: (ctx: HandlerContext<E>) => Promise<unknown>): RouteOptions {
  const resolve = (request: FastifyRequest) => resolveAuth(request, authenticator);

  return {
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.maxBodyBytes ? { bodyLimit: endpoint.maxBodyBytes } : {}),
    schema: {
      summary: endpoint.summary,
      ...(endpoint.access === 'master' ? { description: accessDescription(endpoint) } : {}),
      tags: [tag],
      ...(endpoint.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: responseSchemas(endpoint),
    },
    // Before the body is read or validated: an anonymous caller learns nothing about the input rules.
    onRequest: async (request) => {
      if (endpoint.access === 'public') return;
      const auth = await resolve(request);
      if (!auth) throw unauthorized();
      if (endpoint.access === 'partner' && auth.role !== 'partner') throw forbidden();
      if (endpoint.access === 'master' && !(auth.role === 'partner' && auth.level === 'master')) throw masterOnly();
      if (endpoint.right && !auth.rights.includes(endpoint.right)) throw rightMissing();
    },
    handler: async (request, reply) => {
      // The one narrowing of request parts in the API: they were validated against these very
      // schemas above, and a type provider cannot resolve them for a generic endpoint `E`.
      return answer({
        body: request.body as BodyOf<E>,
        query: request.query as QueryOf<E>,
        params: request.params as ParamsOf<E>,
        auth: request.auth as HandlerContext<E>['auth'],
        optionalAuth: () => resolve(request),
        request,
        reply,
      });
    },
  };
}
