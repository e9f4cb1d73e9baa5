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
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}
