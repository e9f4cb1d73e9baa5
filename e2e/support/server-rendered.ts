import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A page with a server render in it (the render's state sits beside its markup). */
export const RENDERED = /<script type="application\/json" id="served-state">/;

/** The server renders a page once its workers have loaded the remote's code (at start-up): until then, wait. */
export async function untilRendered(request: APIRequestContext, url: string): Promise<string> {
  let html = '';
  await expect
    .poll(async () => {
      html = await (await request.get(url)).text();
      return RENDERED.test(html);
    }, { timeout: 30_000 })
    .toBe(true);
  return html;
}

/**
 * Opens a page the server renders for this request alone (a member's, a not-found page): one that
 * missed its time budget on a busy machine went out as the browser renders it, so open it again.
 */
export async function openRendered(page: Page, url: string): Promise<void> {
  await expect
    .poll(async () => {
      const response = await page.goto(url);
      return RENDERED.test((await response?.text()) ?? '');
    }, { timeout: 30_000 })
    .toBe(true);
}

/**
 * Watches what the page does to the server's markup: its console errors, whether a log-in button
 * ever shows, and (once asked) whether the header is still the element the server sent, i.e.
 * React took the markup over instead of drawing the page again.
 */
export async function watchHydration(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const seen = { logInShown: false, servedHeader: null as Element | null };
    (window as unknown as { __hydration: typeof seen }).__hydration = seen;
    const look = () => {
      seen.servedHeader ??= document.querySelector('header');
      if ([...document.querySelectorAll('header button')].some((button) => button.textContent?.includes('로그인'))) seen.logInShown = true;
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true });
  });
  return {
    errors,
    seen: () =>
      page.evaluate(() => {
        const seen = (window as unknown as { __hydration: { logInShown: boolean; servedHeader: Element | null } }).__hydration;
        return { logInShown: seen.logInShown, sameHeader: seen.servedHeader !== null && seen.servedHeader === document.querySelector('header') };
      }),
  };
}
