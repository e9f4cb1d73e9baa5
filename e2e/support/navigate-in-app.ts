import type { Page } from '@playwright/test';

/**
 * Moves the open site to another of its paths as its own links do (the router takes the new
 * address from the history; no reload), so a sweep over many screens loads the shell, the
 * framework and each remote once instead of once per screen.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const here = new URL(page.url());
  if (`${here.pathname}${here.search}` === path) return;
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  // A page may write its state into the address at once (the statement page adds its tab): a
  // path asked without a query is reached whatever query the page then gives it.
  const asked = new URL(path, here);
  await page.waitForURL((url) => url.pathname === asked.pathname && (asked.search === '' || url.search === asked.search));
}
