import { expect, test, type Page } from '@playwright/test';
import { watchCspViolations } from '../support/csp-violations';
import { openRendered, untilRendered, watchHydration } from '../support/server-rendered';
import { signInByApi } from '../support/sign-in';

// The member pages as the server renders them (issue 29), seen with JavaScript off: what a
// member on a slow phone sees before any script has run, and what a search engine reads.

const won = (amount: number) => `${amount.toLocaleString('en-US')}원`;

async function cashOf(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/wallet/balance');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { balance: number } }).data.balance;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the header, the banners, the marquee and the game entries, in Korean', async ({ page }) => {
    await untilRendered(page.request, '/');
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page).toHaveTitle('럭키 카지노');
    await expect(page.getByRole('link', { name: '럭키 카지노' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: '로그인' }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: '이벤트 배너' })).toBeVisible();
    // The first banner is in view, not placed off screen until a script measures the page.
    await expect(page.getByRole('img', { name: '라이브 카지노' })).toBeInViewport();
    await expect(page.getByRole('marquee')).toContainText('럭키 카지노에 오신 것을 환영합니다!');
    await expect(page.getByTestId('entry-casino')).toContainText('카지노');
    await expect(page.getByTestId('entry-slot')).toContainText('슬롯');
    // The render stands where the start-up spinner was.
    await expect(page.locator('.boot')).toHaveCount(0);
  });

  // Read as sent: Chromium with scripts turned off by the test still parses <noscript> as text.
  test('a page the server does not render (the back-office) asks for JavaScript in both languages and hides its spinner; a rendered page does not', async ({ page }) => {
    const partner = await (await page.request.get('/partner')).text();
    expect(partner).toMatch(/<noscript><style nonce=[^>]+>\.boot\s*\{\s*display:\s*none;?\s*\}<\/style>/);
    expect(partner).toMatch(/<noscript>[\s\S]*이 페이지를 보려면 브라우저에서 JavaScript를 켜 주세요\.[\s\S]*Please turn on JavaScript in your browser to see this page\.[\s\S]*<\/noscript>/);
    const home = await untilRendered(page.request, '/');
    expect(home).toContain('럭키 카지노');
    expect(home).not.toContain('JavaScript를 켜 주세요');
  });

  test('the header fits the screen without a script: the nav row on a desktop, the menu button on a phone', async ({ page }) => {
    await untilRendered(page.request, '/');
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation')).toBeVisible();
    await expect(header.getByRole('button', { name: '메뉴' })).toBeHidden();
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(header.getByRole('navigation')).toBeHidden();
    await expect(header.getByRole('button', { name: '메뉴' })).toBeVisible();
    await expect(header.getByRole('button', { name: '로그인' })).toBeVisible();
  });

  test('the slot lobby shows its brands, in the language the address asks for, with its addresses per language', async ({ page }) => {
    await untilRendered(page.request, '/game/slot?lang=en');
    const response = await page.goto('/game/slot?lang=en');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Slot', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Neon Reels/ })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/game\/slot\?lang=en$/);
    await expect(page.locator('link[rel="alternate"][hreflang="ko"]')).toHaveAttribute('href', /\/game\/slot\?lang=ko$/);
  });

  test('an unknown path shows the not-found page with its 404', async ({ page }) => {
    await openRendered(page, '/no/such/page');
    expect((await page.request.get('/no/such/page')).status()).toBe(404);
    await expect(page.getByRole('main')).toContainText('페이지를 찾을 수 없습니다: /no/such/page');
  });

  test("a signed-in member's page shows that member's balance, never another's", async ({ page, browser }) => {
    await signInByApi(page, 'member1');
    const other = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    try {
      const otherPage = await other.newPage();
      await signInByApi(otherPage, 'member2');
      const [mine, theirs] = [await cashOf(page), await cashOf(otherPage)];
      expect(mine).not.toBe(theirs);
      await openRendered(page, '/');
      await openRendered(otherPage, '/');
      await expect(page.getByRole('banner')).toContainText(won(mine));
      await expect(page.getByRole('banner').getByRole('button', { name: '로그인' })).toHaveCount(0);
      await expect(otherPage.getByRole('banner')).toContainText(won(theirs));
      await expect(otherPage.getByRole('banner')).not.toContainText(won(mine));
    } finally {
      await other.close();
    }
  });
});

test.describe('with JavaScript on', () => {
  test('the home page takes the server markup over: no hydration error, no console error, and it answers clicks', async ({ page }) => {
    const violations = await watchCspViolations(page);
    const watch = await watchHydration(page);
    await untilRendered(page.request, '/');
    // The site's popups (they would cover the header) are for another test.
    await page.goto('/?hide_popup=1');
    await page.getByRole('banner').getByRole('button', { name: '로그인' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect((await watch.seen()).sameHeader).toBe(true);
    expect(watch.errors).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  test("the page's code starts once the page has loaded and its first screen's pictures are decoded, not before the first paint", async ({ page }) => {
    await page.addInitScript(() => {
      const seen = window as unknown as { entryStart?: { afterLoad: boolean; bannerDecoded: boolean } };
      new MutationObserver((_, observer) => {
        if (!document.querySelector('body > script[src="/main.js"]')) return;
        const banner = document.querySelector<HTMLImageElement>('[data-testid="home-carousel"] img');
        seen.entryStart = { afterLoad: performance.getEntriesByType('navigation')[0]!.toJSON().loadEventStart > 0, bannerDecoded: !!banner?.complete };
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await untilRendered(page.request, '/');
    const response = await page.goto('/?hide_popup=1');
    // One script on the page, the small one; the entry is preloaded with the start-up's code, held until the first paint.
    const html = await response!.text();
    expect(html.match(/<script[^>]* src=/g)).toEqual(['<script defer src=']);
    expect(html).toMatch(/<script defer src=\/paint-first\.[0-9a-f]{8}\.js data-entry=\/main\.js>/);
    expect(html).toMatch(/<template data-start-code><link rel=preload as=script fetchpriority=low href=\/main\.js>/);
    await page.getByRole('banner').getByRole('button', { name: '로그인' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { entryStart?: unknown }).entryStart)).toEqual({ afterLoad: true, bannerDecoded: true });
  });

  test('the slot lobby in English hydrates in English and its brand links go to their lobbies', async ({ page }) => {
    const watch = await watchHydration(page);
    await untilRendered(page.request, '/game/slot?lang=en');
    await page.goto('/game/slot?lang=en&hide_popup=1');
    await expect(page.getByRole('heading', { name: 'Slot', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: /^Neon Reels/ }).click();
    await expect(page).toHaveURL(/\/game\/slot\/neon-reels$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Neon Reels');
    expect(watch.errors).toEqual([]);
  });

  test("a signed-in member's balance is in the header from the first paint: never a guest's header in between", async ({ page }) => {
    await signInByApi(page, 'member1');
    const watch = await watchHydration(page);
    const cash = await cashOf(page);
    await openRendered(page, '/?hide_popup=1');
    await expect(page.getByRole('banner')).toContainText(won(cash));
    // Interactive (its deposit window opens), and the page was taken over, not drawn again.
    await page.getByRole('banner').getByRole('button', { name: /^입금/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await watch.seen()).toEqual({ logInShown: false, sameHeader: true });
    expect(watch.errors).toEqual([]);
  });
});
