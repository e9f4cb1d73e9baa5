import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/demo';
import { OwnSite } from '../support/own-site';

// A site of this test's own, beside the suite's (which Playwright runs and no test may stop).
const site = new OwnSite({
  name: `${process.env.E2E_NAME ?? 'e2e'}-restart`,
  port: Number(process.env.E2E_PORT ?? 4100) + 7,
  pgPort: Number(process.env.E2E_PG_PORT ?? 54331) + 7,
});

const OFFLINE = '서버에 연결할 수 없습니다. 다시 연결하는 중입니다...';
const ROUTE_FAILED = '이 화면을 표시하지 못했습니다.';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await site.start();
});

test.afterAll(async () => {
  await site.stop();
});

test('an open page rides out a restart of the server: an offline notice meanwhile, then back by itself with its dialog, no reload', async ({ page }) => {
  test.setTimeout(120_000);
  // member6 is no other suite's, and this site is this test's alone.
  const login = await page.request.post(`${site.url}/api/v1/core/auth/login`, { data: { username: 'member6', password: DEMO_PASSWORD }, headers: { origin: site.url } });
  expect(login.status()).toBe(200);
  await page.goto(`${site.url}/?hide_popup=1`);
  const header = page.locator('header').first();
  const deposit = header.getByRole('button', { name: '입금' });
  await expect(deposit).toBeVisible();
  // Gone after a reload: proves the page that comes back is the same page.
  await page.evaluate(() => Object.assign(window, { beforeRestart: true }));

  await site.stop();
  // The member opens the deposit dialog while the server is away: its code cannot be had.
  await deposit.click();
  const notice = page.getByRole('status').filter({ hasText: OFFLINE });
  await expect(notice).toBeVisible();
  await expect(header).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.getByText(ROUTE_FAILED)).toHaveCount(0);

  await site.start();
  const back = Date.now();
  // Within 10 s of the server's return: the notice goes and the dialog shows its form.
  await expect(notice).toBeHidden({ timeout: 10_000 });
  const dialog = page.getByRole('dialog', { name: '입금 신청' });
  await expect(dialog.getByRole('textbox', { name: '금액' })).toBeVisible({ timeout: Math.max(1_000, 10_000 - (Date.now() - back)) });
  // The same page: not the browser's error page, not a reload.
  expect(new URL(page.url()).origin).toBe(site.url);
  expect(new URL(page.url()).searchParams.get('modal')).toBe('deposit');
  expect(await page.evaluate(() => 'beforeRestart' in window)).toBe(true);
  await expect(header).toBeVisible();
  await expect(page.getByText(ROUTE_FAILED)).toHaveCount(0);

  // The site still works: a page of another remote, reached in the app.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await header.getByRole('link', { name: '카지노', exact: true }).click();
  await expect(page).toHaveURL(`${site.url}/game/casino`);
  await expect(page.getByRole('link', { name: /Lucky Live/ })).toBeVisible();
  expect(await page.evaluate(() => 'beforeRestart' in window)).toBe(true);
});
