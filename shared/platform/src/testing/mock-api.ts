import type { Endpoint } from '@casino/contract';
import { matchEndpoint, type EndpointRoute } from './endpoint-routes';
import { jsonResponse, mockFetch } from './fetch-mock';

type Answer = Response | Promise<Response> | undefined;
type Handler = (request: Request, url: URL) => Answer;

/**
 * Stubs `fetch` (the boundary every remote's tests stub); the rest is 404. Returns what was sent.
 * `routes` is a list of `on(endpoint, ...)`, typed by the contract (the way to write new tests),
 * or, untyped, a record by `METHOD path` or path alone of a handler, a Response or a 200's `data`.
 */
export function mockApi(routes: readonly EndpointRoute[] | Record<string, Handler | unknown>) {
  return mockFetch(async (request) => {
    const url = new URL(request.url);
    if (Array.isArray(routes)) {
      for (const { endpoint, handle } of routes as readonly EndpointRoute[]) {
        const params = matchEndpoint(endpoint, request.method, url.pathname);
        const answer = params && (await handle(request, url, params));
        if (answer) return answer;
      }
      return jsonResponse(404, { message: 'not found', code: 'NOT_FOUND' });
    }
    const record = routes as Record<string, Handler | unknown>;
    const route = record[`${request.method} ${url.pathname}`] ?? record[url.pathname];
    if (route !== undefined) {
      const answer =
        typeof route === 'function' ? await (route as Handler)(request, url) : route instanceof Response ? route.clone() : jsonResponse(200, { data: route });
      if (answer) return answer;
    }
    return jsonResponse(404, { message: 'not found', code: 'NOT_FOUND' });
  });
}

/** The requests sent to `target`: a path, or an endpoint of the contract (its method and path). */
export const sentTo = (requests: Request[], target: string | Endpoint) =>
  requests.filter((r) => (typeof target === 'string' ? new URL(r.url).pathname === target : matchEndpoint(target, r.method, new URL(r.url).pathname) !== null));

/** The JSON body a request carried. */
export const bodyOf = async (request: Request): Promise<unknown> => JSON.parse(await request.clone().text());

/** The query a request carried, as an object (repeated keys: the last). */
export const queryOf = (request: Request): Record<string, string> => Object.fromEntries(new URL(request.url).searchParams);
