import { Value } from '@sinclair/typebox/value';
import type { FastifyBaseLogger } from 'fastify';
import { epochNow, RENDER_PATH, RenderResult, type RenderRequest } from '../render/render-protocol';

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
  constructor(
    private readonly serviceUrl: string,
    readonly budgetMs: number,
  ) {}

  /** `limitMs`: how long the render may take; the budget unless the render is kept for later pages. */
  async render(request: RenderRequest, log: FastifyBaseLogger, limitMs = this.budgetMs): Promise<RenderResult | null> {
    try {
      const response = await fetch(`${this.serviceUrl}${RENDER_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...request, areaBudgetMs: Math.max(1, Math.floor(limitMs * AREA_SHARE_OF_LIMIT)), notAfter: Math.floor(epochNow() + limitMs) } satisfies RenderRequest),
        signal: AbortSignal.timeout(limitMs),
      });
      const body: unknown = await response.json();
      if (response.ok && Value.Check(RenderResult, body)) {
        if (body.leftToBrowser !== undefined) log.warn({ path: request.path, reason: body.leftToBrowser }, 'server render left the page area to the browser');
        return body;
      }
      log.warn({ path: request.path, status: response.status, answer: body }, 'server render failed: the browser renders the page');
    } catch (error) {
      // The reason alone: a timeout's DOMException would log its whole table of legacy codes.
      log.warn({ path: request.path, reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }, 'server render unavailable: the browser renders the page');
    }
    return null;
  }
}
