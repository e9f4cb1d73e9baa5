import type { DataOf, Endpoint, ErrorBody } from '@casino/contract';
import { jsonResponse } from './fetch-mock';

type Answer = Response | Promise<Response> | undefined;

/** What a fake endpoint is given: the request, its URL and the path's `:name` parameters. */
export type EndpointHandler = (request: Request, url: URL, params: Record<string, string>) => Answer;

/** One endpoint of the contract as a test fakes it (see `on`). */
export interface EndpointRoute {
  readonly endpoint: Endpoint;
  readonly handle: EndpointHandler;
}

/**
 * A fake answer for `endpoint`, checked against the contract by the type-checker: `reply` is the
 * `data` of its 200 (typed `DataOf<E>`), or a handler that answers with `okFor`, `failWith` or
 * undefined (then 404). A renamed or retyped response field fails the test's build, not silently.
 */
export function on<E extends Endpoint>(endpoint: E, reply: DataOf<E> | EndpointHandler): EndpointRoute {
  const handle: EndpointHandler = typeof reply === 'function' ? (reply as EndpointHandler) : () => okFor(endpoint, reply);
  return { endpoint, handle };
}

/** The 200 `{ data }` answer of `endpoint`, typed by the contract. */
export function okFor<E extends Endpoint>(_endpoint: E, data: DataOf<E>): Response {
  return jsonResponse(200, { data });
}

/** An error answer as the API gives it (`{ message, code }`). */
export function failWith(status: number, body: ErrorBody): Response {
  return jsonResponse(status, body);
}

/** The endpoint's parameters if `method` and `pathname` are its call, else null. */
export function matchEndpoint(endpoint: Endpoint, method: string, pathname: string): Record<string, string> | null {
  if (endpoint.method !== method) return null;
  const pattern = endpoint.path.split('/');
  const path = pathname.split('/');
  if (pattern.length !== path.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(path[i]!);
    else if (part !== path[i]) return null;
  }
  return params;
}
