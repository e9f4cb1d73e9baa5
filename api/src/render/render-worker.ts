import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Value } from '@sinclair/typebox/value';
import { HostRenderEntry } from './host-render-module';
import { RENDER_ANSWER_TYPE, renderAnswer } from './render-answer';
import { epochNow, RENDER_PATH, RenderRequest } from './render-protocol';

export interface RenderWorkerOptions {
  /** The shell's server build. */
  entryFile: string;
  releasesDir: string;
  /** A render still running after this long is given up (its data calls aborted); the API gave up sooner. */
  hardLimitMs: number;
}

const MAX_BODY_BYTES = 64 * 1024;

/**
 * One render worker: `POST /render` with a `RenderRequest`, answered with the host's
 * `RenderResult` framed for the API (`render-answer.ts`); a refusal or failure as JSON. A render
 * that throws answers 500 and the worker goes on; a render past the hard limit answers 504. A
 * render that never yields the thread is the primary's to end.
 */
export function createRenderServer(options: RenderWorkerOptions, entry = new HostRenderEntry(options.entryFile)): Server {
  return createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== RENDER_PATH) return answer(response, 404, { error: 'not found' });
    readJson(request)
      .then(async (body) => {
        if (!Value.Check(RenderRequest, body)) return answer(response, 400, { error: 'not a render request' });
        // Under load a request can wait here behind other renders past the time its page waits for
        // it: rendering it would only take the thread from the renders that can still make it.
        const left = body.notAfter === undefined ? options.hardLimitMs : Math.min(options.hardLimitMs, body.notAfter - epochNow());
        if (left <= 0 || response.destroyed) return answer(response, 504, { error: 'the page stopped waiting before the render could start' });
        const controller = new AbortController();
        // The API stopped waiting (its budget ran out): nobody reads this render any more.
        const stopWaiting = () => controller.abort();
        response.on('close', stopWaiting);
        const timer = setTimeout(stopWaiting, left);
        const timeout = whenAborted(controller.signal);
        try {
          const rendered = entry.get().render({ ...body, releasesDir: options.releasesDir, signal: controller.signal });
          const result = await Promise.race([rendered, timeout.promise]);
          answerRendered(response, renderAnswer(result));
        } finally {
          clearTimeout(timer);
          response.off('close', stopWaiting);
          timeout.forget();
          // Its calls still running (an area it left to the browser) end with it. One reason for
          // every render: the abort that follows each answer builds no error of its own.
          controller.abort(RENDER_ENDED);
        }
      })
      .catch((error: unknown) => {
        if (response.headersSent || response.destroyed) return;
        if (error instanceof BodyError) return answer(response, 400, { error: error.message });
        if (error instanceof RenderTimeout) return answer(response, 504, { error: 'render took too long' });
        answer(response, 500, { error: error instanceof Error ? error.message : String(error) });
      });
  });
}

class BodyError extends Error {}
class RenderTimeout extends Error {}

/** What a render's signal says once it has been answered or failed. */
const RENDER_ENDED = new Error('the render has ended');

/** A rejection when the signal aborts (the render is late, or the API stopped waiting), until forgotten. */
function whenAborted(signal: AbortSignal): { promise: Promise<never>; forget: () => void } {
  let onAbort = () => {};
  const promise = new Promise<never>((_, reject) => {
    onAbort = () => reject(new RenderTimeout());
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return { promise, forget: () => signal.removeEventListener('abort', onAbort) };
}

/** The request's JSON body (read by its events: an async iterator over it cost a few per cent of a worker's time). */
function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('error', reject);
    request.on('end', () => {
      if (size > MAX_BODY_BYTES) return reject(new BodyError('request too large'));
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new BodyError('not JSON'));
      }
    });
  });
}

function answerRendered(response: ServerResponse, text: string) {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(200, { 'content-type': RENDER_ANSWER_TYPE }).end(text);
}

function answer(response: ServerResponse, status: number, body: unknown) {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
