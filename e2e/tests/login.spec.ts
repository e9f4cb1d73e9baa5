import { expect, test } from '@playwright/test';
import { SitePage } from '../pages/site-page';
import { DEMO_PASSWORD, MEMBER } from '../support/demo';

test('a member logs in from the header modal and sees their balances', async ({ page }) => {
  const site = new SitePage(page);
  await site.open('/');
  await site.login(MEMBER.username, DEMO_PASSWORD);
  await expect(page.getByText('로그인 성공')).toBeVisible();
  await site.expectSignedIn(MEMBER.nickname);
  await expect(site.figure('balance')).toContainText(/[0-9],[0-9]{3}/);
  await expect(site.dialog()).toHaveCount(0);
  // The session is an HttpOnly, SameSite=Strict cookie: no script on the page can read it.
  expect(await site.sessionCookie()).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('token=');
  expect(await page.evaluate(() => document.cookie)).toContain('signed_in=1');
});

test('a wrong password says the username or password is incorrect', async ({ page }) => {
  const site = new SitePage(page);
  await site.open('/');
  await site.switchLanguage('English');
  await site.login(MEMBER.username, 'wrong999');
  await expect(site.dialog().getByText('Username or password is incorrect')).toBeVisible();
  expect(await site.sessionCookie()).toBeUndefined();
});

test('the login modal is in the URL: it can be linked and Back closes it', async ({ page }) => {
  const site = new SitePage(page);
  await site.open('/');
  await page.goto('/?hide_popup=1&modal=login');
  await expect(site.dialog().getByLabel('아이디')).toBeVisible();
  await page.goBack();
  await expect(site.dialog()).toHaveCount(0);
});
