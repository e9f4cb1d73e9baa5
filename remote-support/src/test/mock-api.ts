import { jsonResponse, mockFetch } from '@casino/platform/testing';

type Route = (request: Request, url: URL) => Response | Promise<Response | undefined> | undefined;

/** The API as `route` answers it; anything else is 404. */
export function mockApi(route: Route) {
  return mockFetch(async (request) => {
    const url = new URL(request.url);
    return (await route(request, url)) ?? jsonResponse(404, { message: 'not found', code: 'NOT_FOUND' });
  });
}

/** The JSON body a request carried. */
export const bodyOf = async (request: Request): Promise<unknown> => JSON.parse(await request.clone().text());

export const ok = (data: unknown) => jsonResponse(200, { data });

/** The requests sent to `path` (with `method`, when given). */
export const sentTo = (requests: Request[], path: string, method?: string) =>
  requests.filter((request) => new URL(request.url).pathname === path && (method === undefined || request.method === method));
