/**
 * The render's transport: each API call carries the visitor's own Cookie header (so the data is
 * theirs: signed in or not, their balance) and stops when the render's time is up.
 */
export function visitorFetch(cookie: string | undefined, signal: AbortSignal | undefined): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    if (cookie) headers.set('cookie', cookie);
    return globalThis.fetch(new Request(request, { headers, signal: signal ? AbortSignal.any([request.signal, signal]) : request.signal }));
  };
}

/** Whether the Cookie header holds the session's readable companion (`signed_in`, set beside the HttpOnly token). */
export function hasCookie(cookie: string | undefined, name: string): boolean {
  return (cookie ?? '').split(';').some((pair) => pair.trim().startsWith(`${name}=`));
}
