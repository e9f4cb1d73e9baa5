import { jsonResponse, mockFetch } from './fetch-mock';

type Answer = Response | Promise<Response> | undefined;
type Handler = (request: Request, url: URL) => Answer;

/**
 * Stubs `fetch` (the boundary every remote's tests stub): `routes` answers by `METHOD path` or by
 * path alone, with a handler, a Response, or the `data` of a 200; the rest is 404. Returns what was sent.
 */
export function mockApi(routes: Record<string, Handler | unknown>) {
  return mockFetch(async (request) => {
    const url = new URL(request.url);
    const route = routes[`${request.method} ${url.pathname}`] ?? routes[url.pathname];
    if (route !== undefined) {
      const answer =
        typeof route === 'function' ? await (route as Handler)(request, url) : route instanceof Response ? route.clone() : jsonResponse(200, { data: route });
      if (answer) return answer;
    }
    return jsonResponse(404, { message: 'not found', code: 'NOT_FOUND' });
  });
}

/** The requests sent to `path`. */
export const sentTo = (requests: Request[], path: string) => requests.filter((r) => new URL(r.url).pathname === path);

/** The JSON body a request carried. */
export const bodyOf = async (request: Request): Promise<unknown> => JSON.parse(await request.clone().text());

/** The query a request carried, as an object (repeated keys: the last). */
export const queryOf = (request: Request): Record<string, string> => Object.fromEntries(new URL(request.url).searchParams);
