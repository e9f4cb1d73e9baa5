import type { BrowserContext, Page } from 'playwright-core';

export interface Transfer {
  /** Bytes on the wire (headers and body as served, compressed where the server compressed). */
  total: number;
  /** JavaScript among them requested before the window's load event. */
  jsBeforeLoad: number;
  requests: number;
}

/** Opens `path` in a fresh page and counts what crossed the network until `ready` resolves and the network is idle. */
export async function measureTransfer(context: BrowserContext, path: string, ready: (page: Page) => Promise<unknown>): Promise<Transfer> {
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const result: Transfer = { total: 0, jsBeforeLoad: 0, requests: 0 };
  let loaded = false;
  page.on('load', () => {
    loaded = true;
  });
  page.on('requestfinished', (request) => {
    const beforeLoad = !loaded;
    pending.push(
      request.sizes().then((sizes) => {
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        result.total += bytes;
        result.requests += 1;
        if (beforeLoad && request.resourceType() === 'script') result.jsBeforeLoad += bytes;
      }),
    );
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await page.close();
  return result;
}
