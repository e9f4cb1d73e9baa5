import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * The whole tree as HTML once everything suspended has arrived (lazy parts, the remote page). Any
 * error rejects (the server has no error boundaries, and half a layout in place of what failed
 * is not a page to send); an area left to the browser on purpose (`browser()`) is not an error:
 * its fallback is sent, marked for the browser to render. `signal` stops the render.
 */
export function renderToHtml(element: ReactNode, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      stream.abort(error);
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const stream = renderToPipeableStream(element, {
      // Every part in its place: React would otherwise move a large part to the end of the
      // stream, hidden, with a script that puts it back (nothing runs in <noscript>, nor under the CSP).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (settled) return;
        settled = true;
        stream.pipe(sink);
      },
      onShellError: fail,
      onError: fail,
    });
    if (signal?.aborted) fail(signal.reason);
    else signal?.addEventListener('abort', () => fail(signal.reason), { once: true });
  });
}
