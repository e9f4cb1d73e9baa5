import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

/** How React marks a Suspense boundary whose content it left to the browser (it waited, failed, or asked for it). */
const BOUNDARY_LEFT_TO_BROWSER = '<!--$!-->';

export interface RenderToHtmlOptions {
  /** Stops the render. */
  signal?: AbortSignal;
  /** The tree holds an area left to the browser on purpose: a first pass would always be thrown away. */
  leftToBrowser?: boolean;
}

/**
 * The whole tree as HTML once everything suspended has arrived (lazy parts, the remote page). Any
 * error rejects (the server has no error boundaries, and half a layout in place of what failed
 * is not a page to send); an area left to the browser on purpose (`browser()`) is not an error:
 * its fallback is sent, marked for the browser to render.
 *
 * `tree` is called for each pass, so that what a pass collects (the CSS-in-JS cache) is its own.
 */
export function renderToHtml(tree: () => ReactNode, { signal, leftToBrowser = false }: RenderToHtmlOptions = {}): Promise<string> {
  const whole = signal?.aborted || leftToBrowser ? null : renderedAtOnce(tree());
  return whole === null ? renderStreamed(tree(), signal) : Promise.resolve(whole);
}

/**
 * The tree in one synchronous pass, or null when a part of it would have waited or failed. Most
 * renders have nothing left to wait for (the remote page's module and data are read first, and a
 * worker's lazy parts load once), and this pass builds its HTML as a string where the stream
 * encodes every piece into bytes: about a fifth of a render's time (bench/README 'The render in
 * one pass, its stores plain'). Its output is the stream's, byte for byte, for a tree that does
 * not wait.
 */
function renderedAtOnce(element: ReactNode): string | null {
  try {
    const html = renderToString(element);
    return html.includes(BOUNDARY_LEFT_TO_BROWSER) ? null : html;
  } catch {
    // A part outside every boundary waited or failed: the stream says which, and waits.
    return null;
  }
}

function renderStreamed(element: ReactNode, signal?: AbortSignal): Promise<string> {
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
