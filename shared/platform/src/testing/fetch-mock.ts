/** A JSON answer as the API gives it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Route = (request: Request) => Response | Promise<Response>;

/**
 * Replaces `fetch`; `route` answers each request with a fresh Response. `requests` keeps what
 * was sent, bodies included. Restore with `jest.restoreAllMocks()`.
 */
export function mockFetch(route: Route) {
  const requests: Request[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const received = new Request(input, init);
    // Read the body as a real fetch would: ky waits until its stream is consumed.
    const body = received.body ? await received.arrayBuffer() : undefined;
    const sent = new Request(received.url, { method: received.method, headers: received.headers, body });
    requests.push(sent);
    return route(sent.clone());
  });
  return { spy, requests };
}
