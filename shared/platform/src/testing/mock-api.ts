import type { Endpoint } from '@casino/contract';
import { matchEndpoint, type EndpointRoute } from './endpoint-routes';
import { jsonResponse, mockFetch } from './fetch-mock';

/**
 * Stubs `fetch` (the boundary every remote's tests stub) with `routes`, a list of `on(endpoint,
 * ...)` typed by the contract; anything else is 404. Returns what was sent.
 */
export function mockApi(routes: readonly EndpointRoute[]) {
  return mockFetch(async (request) => {
    const url = new URL(request.url);
    for (const { endpoint, handle } of routes) {
      const params = matchEndpoint(endpoint, request.method, url.pathname);
      const answer = params && (await handle(request, url, params));
      if (answer) return answer;
    }
    return jsonResponse(404, { message: 'not found', code: 'NOT_FOUND' });
  });
}

/** The requests sent to `endpoint` (its method and path). */
export const sentTo = (requests: Request[], endpoint: Endpoint) => requests.filter((r) => matchEndpoint(endpoint, r.method, new URL(r.url).pathname) !== null);

/** The JSON body a request carried. */
export const bodyOf = async (request: Request): Promise<unknown> => JSON.parse(await request.clone().text());

/** The query a request carried, as an object (repeated keys: the last). */
export const queryOf = (request: Request): Record<string, string> => Object.fromEntries(new URL(request.url).searchParams);
