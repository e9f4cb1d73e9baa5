import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInByApi } from '../support/sign-in';

// The member pages as the server renders them (issue 29), seen with JavaScript off: what a
// member on a slow phone sees before any script has run, and what a search engine reads.

const RENDERED = /<body><noscript><(?!\/noscript)/;

/** The server renders a page once its workers have loaded the remote's code (at start-up): until then, wait. */
async function untilRendered(request: APIRequestContext, url: string) {
  await expect.poll(async () => RENDERED.test(await (await request.get(url)).text()), { timeout: 30_000 }).toBe(true);
}

/**
 * Opens a page the server renders for this request alone (a member's, a not-found page): one that
 * missed its time budget on a busy machine went out as the browser renders it, so open it again.
 */
async function openRendered(page: Page, url: string) {
  await expect
    .poll(async () => {
      const response = await page.goto(url);
      return RENDERED.test((await response?.text()) ?? '');
    }, { timeout: 30_000 })
    .toBe(true);
}

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
    // The start-up spinner is for browsers that will run the app.
    await expect(page.locator('.boot')).toBeHidden();
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
    // (Text inside <noscript> is found by role, not by getByText, which skips it.)
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
