import type { BrowserContext, Page, Request } from 'playwright-core';
import type { ServedScript } from './script-packages';

export interface Transfer {
  /** Bytes on the wire (headers and body as served, compressed where the server compressed). */
  total: number;
  /**
   * JavaScript among them finished before the page started: its load event, and the app live on
   * the server's markup (the root no longer awaiting it). The load event alone no longer covers
   * the start-up: the page runs its entry after it (decision 066), its scripts preloaded.
   */
  jsBeforeLoad: number;
  /** Those scripts one by one, for their breakdown by package. */
  scriptsBeforeLoad: ServedScript[];
  requests: number;
}

/** Opens `path` in a fresh page and counts what crossed the network until `ready` resolves and the network is idle. */
export async function measureTransfer(context: BrowserContext, path: string, ready: (page: Page) => Promise<unknown>): Promise<Transfer> {
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const result: Transfer = { total: 0, jsBeforeLoad: 0, scriptsBeforeLoad: [], requests: 0 };
  let started = false;
  const onFinished = (request: Request) => {
    const beforeLoad = !started;
    const counted = request.sizes().then((sizes) => {
      const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
      result.total += bytes;
      result.requests += 1;
      if (beforeLoad && request.resourceType() === 'script') {
        result.jsBeforeLoad += bytes;
        result.scriptsBeforeLoad.push({ url: request.url(), bytes });
      }
    });
    // Handled here so that a failure while the page is still loading cannot end the process;
    // it is thrown below, where the figures are read.
    counted.catch(() => undefined);
    pending.push(counted);
  };
  page.on('requestfinished', onFinished);
  try {
    await page.goto(path);
    await page.waitForFunction(() => !document.querySelector('[data-awaiting-app]'), undefined, { timeout: 30_000 });
    started = true;
    await ready(page);
    await page.waitForLoadState('networkidle');
    // Stop counting before reading the sizes: a request that finishes while the page closes
    // would otherwise ask a closed page for its sizes, after nobody waits for the answer.
    page.off('requestfinished', onFinished);
    await Promise.all(pending);
    return result;
  } finally {
    page.off('requestfinished', onFinished);
    await Promise.allSettled(pending);
    await page.close();
  }
}
