import { expect, test } from '@playwright/test';
import { SitePage } from '../pages/site-page';
import { MEMBER } from '../support/demo';
import { signInByApi } from '../support/sign-in';

test('a 401 mid-session clears the cookie, closes the modals and lands on /', async ({ page, request }) => {
  const site = new SitePage(page);
  const token = await signInByApi(page, MEMBER.username);
  await site.open('/game/casino?modal=deposit');
  await site.expectSignedIn(MEMBER.nickname);
  await expect(site.dialog()).toBeVisible();

  // The session ends on the server (as a connection reset or expiry would end it), from another
  // client: the browser still holds its cookie...
  const revoked = await request.post('/api/v1/core/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);
  // ...and the next call the page makes is answered 401.
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('casino:balance-changed')));

  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(site.dialog()).toHaveCount(0);
  await expect(site.header().getByRole('button', { name: '로그인' }).first()).toBeVisible();
  // ...until the API's 401 clears it.
  expect(await site.sessionCookie()).toBeUndefined();
});

test('logout from the header ends the session', async ({ page }) => {
  const site = new SitePage(page);
  const token = await signInByApi(page, MEMBER.username);
  await site.open('/');
  await site.expectSignedIn(MEMBER.nickname);
  await site.header().getByRole('button', { name: '로그아웃' }).first().click();
  await expect(site.header().getByRole('button', { name: '로그인' }).first()).toBeVisible();
  expect(await site.sessionCookie()).toBeUndefined();
  const info = await page.request.get('/api/v1/core/user/info', { headers: { Authorization: `Bearer ${token}` } });
  expect(info.status()).toBe(401);
});
