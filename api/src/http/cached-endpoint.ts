import type { DataOf, Endpoint, ParamsOf, QueryOf } from '@casino/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WatchedTable } from '../db/change-feed';
import { chooseEncoding, compress } from './compression';
import { endpointRoute } from './endpoint-route';
import type { Lang } from './i18n';
import type { Authenticator, AuthUser } from './request-context';
import type { CachedAnswer, ResponseCache } from './response-cache';

export interface CacheRule {
  /** Every table the answer is read from: a change to any of them drops it. */
  tables: readonly WatchedTable[];
  /** The answer depends on who asks (a line's content): kept per caller, and private in browsers. */
  perCaller?: boolean;
}

/** All a cached answer may depend on besides its tables; nothing else of the request is offered. */
export interface CachedInput<E extends Endpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  lang: Lang;
  /** The signed-in caller on a `perCaller` endpoint; always null on the others. */
  viewer: AuthUser | null;
}

/**
 * A contract endpoint whose answer is kept in memory (until one of its tables changes) as
 * the serialized JSON and its compressed copies, and sent with a strong ETag: a browser that holds
 * the same bytes gets 304 and no body.
 */
export function addCachedEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  deps: { authenticator: Authenticator; responseCache: ResponseCache },
  tag: string,
  endpoint: E,
  rule: CacheRule,
  handler: (input: CachedInput<E>) => Promise<DataOf<E>>,
) {
  const cacheControl = rule.perCaller ? 'private, no-cache' : 'no-cache';
  // Undeclared query parameters are let through unvalidated; they must not make new keys.
  const queryKeys = Object.keys(endpoint.query?.properties ?? {});
  const route = endpointRoute(deps.authenticator, tag, endpoint, async ({ params, query, optionalAuth, request, reply }) => {
    const viewer = rule.perCaller ? await optionalAuth() : null;
    const declared = queryKeys.map((name) => (query as Record<string, unknown>)[name]);
    const key = JSON.stringify([endpoint.path, params, declared, request.lang, viewer?.userId ?? null]);
    const answer = await deps.responseCache.get(key, rule.tables, async () => {
      const json = reply.serialize({ data: await handler({ params, query, lang: request.lang, viewer }) });
      if (typeof json !== 'string') throw new TypeError(`${endpoint.path}: the response schema's serializer gave no text`);
      return json;
    });
    return sendAnswer(request, reply, answer, cacheControl);
  });
  // Compressed here, once per answer, rather than by the compression plugin on every request.
  app.route({ ...route, compress: false });
}

function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, cacheControl: string) {
  const encoding = chooseEncoding(request.headers['accept-encoding'], answer.body.length);
  // Each encoding is its own representation, so its own strong validator.
  const etag = encoding ? `"${answer.hash}-${encoding}"` : `"${answer.hash}"`;
  reply.header('etag', etag).header('cache-control', cacheControl).header('vary', 'Accept-Encoding, Accept-Language');
  if (holds(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  if (!encoding) return reply.send(answer.body);
  let bytes = answer.compressed.get(encoding);
  if (!bytes) {
    bytes = compress(answer.body, encoding);
    answer.compressed.set(encoding, bytes);
  }
  return reply.header('content-encoding', encoding).send(bytes);
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): a `W/` prefix does not matter. */
function holds(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
