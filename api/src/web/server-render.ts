import { Agent, request as httpRequest } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { readRenderAnswer } from '../render/render-answer';
import { epochNow, RENDER_PATH, type RenderedPage, type RenderRequest } from '../render/render-protocol';

/** How long a render that will be kept may go on after its page stopped waiting (a worker's first page). */
export const KEPT_RENDER_LIMIT_MS = 5000;

/**
 * The share of a render's time its remote page (server code and data) may take: past it, that
 * area is left to the browser and the rest of the page, drawn in the time left, still arrives.
 */
export const AREA_SHARE_OF_LIMIT = 2 / 3;

/**
 * Asks the render service for a page within the time budget. Whatever goes wrong (no service, a
 * render that throws, hangs or answers nonsense, a budget run out) the answer is null and the
 * page is served as the browser renders it, at once: a failed render never fails a page.
 */
export class ServerRenderer {
  private readonly endpoint: URL;
  /**
   * Plain `node:http` with connections kept between renders: under load `fetch` (undici and its
   * web streams) cost the API about a sixth of its time.
   */
  private readonly agent = new Agent({ keepAlive: true });

  constructor(
    serviceUrl: string,
    readonly budgetMs: number,
  ) {
    this.endpoint = new URL(RENDER_PATH, serviceUrl);
  }

  /** `limitMs`: how long the render may take; the budget unless the render is kept for later pages. */
  async render(request: RenderRequest, log: FastifyBaseLogger, limitMs = this.budgetMs): Promise<RenderedPage | null> {
    try {
      const body = JSON.stringify({ ...request, areaBudgetMs: Math.max(1, Math.floor(limitMs * AREA_SHARE_OF_LIMIT)), notAfter: Math.floor(epochNow() + limitMs) } satisfies RenderRequest);
      const answer = await this.post(body, limitMs);
      const page = answer.status === 200 ? readRenderAnswer(answer.text) : null;
      if (page) {
        if (page.leftToBrowser !== undefined) log.warn({ path: request.path, reason: page.leftToBrowser }, 'server render left the page area to the browser');
        return page;
      }
      log.warn({ path: request.path, status: answer.status, answer: answer.text.slice(0, ANSWER_LOGGED_CHARS) }, 'server render failed: the browser renders the page');
    } catch (error) {
      log.warn({ path: request.path, reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }, 'server render unavailable: the browser renders the page');
    }
    return null;
  }

  /**
   * The service's answer (status and text), or a rejection when it fails or takes longer
   * than `limitMs`. A late render is stopped by its worker at that same moment (`notAfter`),
   * which then answers at once: its connection is kept for the next render. One whose worker
   * does not answer soon after (its thread taken) is closed.
   */
  private post(body: string, limitMs: number): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const sent = httpRequest(this.endpoint, { method: 'POST', agent: this.agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', fail);
        response.on('end', () => {
          clearTimeout(limit);
          clearTimeout(closing);
          // A late answer settles nothing (the promise was rejected at the limit).
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        });
      });
      function fail(error: Error) {
        clearTimeout(limit);
        clearTimeout(closing);
        reject(error);
      }
      let closing: NodeJS.Timeout | undefined;
      const limit = setTimeout(() => {
        reject(new RenderTimeout(limitMs));
        closing = setTimeout(() => sent.destroy(), LATE_ANSWER_GRACE_MS);
      }, limitMs);
      sent.on('error', fail);
      sent.end(body);
    });
  }
}

/** How much of an answer that is not a render goes into the log (a refusal's JSON fits). */
const ANSWER_LOGGED_CHARS = 500;

/** How long a worker has to answer a render past its limit before its connection is closed. */
const LATE_ANSWER_GRACE_MS = 1000;

class RenderTimeout extends Error {
  override readonly name = 'TimeoutError';
  constructor(ms: number) {
    super(`no render within ${ms} ms`);
  }
}
