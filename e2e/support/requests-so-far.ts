import type { Page } from '@playwright/test';

/**
 * Resolves once the test has seen every request the page sent before this call (instead of
 * waiting for the network to be quiet for a while): the page fetches once more, and the browser
 * reports its requests in the order it sends them, so when that fetch is answered the earlier
 * ones have reached the test's `request` listeners. A reload meanwhile makes it throw.
 */
export async function requestsSoFar(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await fetch('/api/v1/core/ping', { cache: 'no-store' });
  });
}
