import { expect, test } from '@playwright/test';
import { SitePage } from '../pages/site-page';
import { watchCspViolations } from '../support/csp-violations';
import { MEMBER } from '../support/demo';
import { signInByApi } from '../support/sign-in';

const MEMBER_PAGES = ['/', '/game/casino', '/game/slot', '/game/lotto', '/game/slot/neon-reels', '/game/casino/no-such-brand'];
const MEMBER_MODALS = ['deposit', 'withdraw', 'convert', 'notice', 'inbox', 'customer-service'];

test.describe('every member page and dialog runs under the strict policy without tripping it', () => {
  for (const path of MEMBER_PAGES) {
    test(path, async ({ page }) => {
      const violations = await watchCspViolations(page);
      const site = new SitePage(page);
      await signInByApi(page, MEMBER.username);
      await site.open(path);
      await expect(site.header()).toBeVisible();
      await expect(page.locator('main')).not.toContainText('이 영역을 일시적으로 사용할 수 없습니다');
      expect(await violations()).toEqual([]);
    });
  }

  for (const modal of MEMBER_MODALS) {
    test(`the ${modal} dialog`, async ({ page }) => {
      const violations = await watchCspViolations(page);
      const site = new SitePage(page);
      await signInByApi(page, MEMBER.username);
      await site.open(`/?modal=${modal}`);
      // A remote dialog has loaded once its own content (not the shell's spinner) is in it.
      await expect(site.dialog().locator('.ant-spin-spinning')).toHaveCount(0);
      await expect(site.dialog()).not.toContainText('이 영역을 일시적으로 사용할 수 없습니다');
      expect(await violations()).toEqual([]);
    });
  }

  test('the popups (announcements, images) and the partner login', async ({ page }) => {
    const violations = await watchCspViolations(page);
    const site = new SitePage(page);
    await signInByApi(page, MEMBER.username);
    await site.open('/', { popups: true });
    await expect(site.dialog()).toBeVisible();
    await page.context().clearCookies();
    await page.goto('/partner');
    await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

test('the site page carries its security headers, and an unknown path answers 404', async ({ page }) => {
  const home = await page.goto('/');
  const headers = home!.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self'(;| )/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  const unknown = await page.goto('/no/such/page');
  expect(unknown!.status()).toBe(404);
  await expect(page.getByText('Page not found: /no/such/page').or(page.getByText('페이지를 찾을 수 없습니다: /no/such/page'))).toBeVisible();
});

test('no other page can frame the site', async ({ page, baseURL }) => {
  const requested = page.waitForResponse((response) => response.url() === `${baseURL}/`);
  await page.setContent(`<iframe title="site" src="${baseURL}/"></iframe>`);
  await requested;
  const frame = page.frames().find((f) => f !== page.mainFrame())!;
  // The browser refused to render it: the frame holds its error page, not the site.
  await expect.poll(() => frame.url()).not.toBe(`${baseURL}/`);
  await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0);
});

test('/redirect is a small page of its own: no site scripts, titled and not indexed', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const response = await page.goto('/redirect');
  expect(response!.headers()['x-robots-tag']).toBe('noindex');
  await expect(page).toHaveTitle('리디렉션 중...');
  expect(scripts).toEqual([]);
  await page.goto('/redirect?to=/game/slot');
  await expect(page).toHaveURL(/\/game\/slot$/);
  // Dot segments that normalise into `//host` do not lead off the site.
  await page.goto('/redirect?to=/..//evil.test');
  expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL!).origin);
});

test('the game window loads all it asks for and cannot be framed', async ({ page, request }) => {
  const login = await request.post('/api/v1/core/auth/login', { data: { username: 'member5', password: 'demo1234' } });
  const { token } = (await login.json()).data as { token: string };
  const games = await request.get('/api/v1/game/public/brand?game_type=slot');
  const brand = (await games.json()).data.items[0] as { id: number };
  const list = await request.get(`/api/v1/game/brand/${brand.id}`);
  const game = (await list.json()).data.games.items[0] as { id: number };
  const launch = await request.post('/api/v1/game/playgame', { data: { game_id: game.id }, headers: { Authorization: `Bearer ${token}` } });
  const { url } = (await launch.json()).data as { url: string };

  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  const window = await page.goto(url);
  expect(window!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.locator('#credit')).toHaveAttribute('data-value', /^\d+$/);
  expect(missing).toEqual([]);
});
