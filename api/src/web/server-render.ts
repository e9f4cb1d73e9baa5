import { Value } from '@sinclair/typebox/value';
import type { FastifyBaseLogger } from 'fastify';
import { RENDER_PATH, RenderResult, type RenderRequest } from '../render/render-protocol';

/**
 * Asks the render service for a page within the time budget. Whatever goes wrong (no service, a
 * render that throws, hangs or answers nonsense, a budget run out) the answer is null and the
 * page is served as the browser renders it, at once: a failed render never fails a page.
 */
export class ServerRenderer {
  constructor(
    private readonly serviceUrl: string,
    private readonly budgetMs: number,
  ) {}

  async render(request: RenderRequest, log: FastifyBaseLogger): Promise<RenderResult | null> {
    try {
      const response = await fetch(`${this.serviceUrl}${RENDER_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(this.budgetMs),
      });
      const body: unknown = await response.json();
      if (response.ok && Value.Check(RenderResult, body)) return body;
      log.warn({ path: request.path, status: response.status, answer: body }, 'server render failed: the browser renders the page');
    } catch (error) {
      log.warn({ path: request.path, err: error }, 'server render unavailable: the browser renders the page');
    }
    return null;
  }
}
