import { expect, test } from '@playwright/test';
import { SitePage } from '../pages/site-page';
import { DEMO_PASSWORD, MEMBER } from '../support/demo';
import { signInByApi } from '../support/sign-in';

test('a dialog opened from the keyboard gives the focus back to its button when it closes', async ({ page }) => {
  const site = new SitePage(page);
  await signInByApi(page, MEMBER.username);
  await site.open('/');
  const deposit = site.header().getByRole('button', { name: '입금' });
  await deposit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: '입금 신청' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(site.dialog()).toHaveCount(0);
  await expect(deposit).toBeFocused();
});

test('a visitor following a link to the withdrawal dialog signs in and lands in it', async ({ page }) => {
  const site = new SitePage(page);
  await site.open('/?modal=withdraw&modal.tab=details');
  await expect(page.getByText('로그인해 주세요')).toBeVisible();
  const login = page.getByRole('dialog', { name: '로그인' });
  await login.getByLabel('아이디').fill(MEMBER.username);
  await login.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: '로그인' }).click();

  const withdraw = page.getByRole('dialog', { name: '출금 신청' });
  await expect(withdraw).toBeVisible();
  await expect(withdraw.getByRole('tab', { name: '내역' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]modal=withdraw&modal\.tab=details$/);
});

test('a session that ends while a list loads says so, instead of silently closing everything', async ({ page, request }) => {
  const site = new SitePage(page);
  // Without the live channel (refused here, as a network may), which would sign the page out at
  // once: the page learns of the ended session at its next call.
  await page.routeWebSocket(/\/api\/v1\/live$/, (socket) => socket.close());
  const token = await signInByApi(page, MEMBER.username);
  // Once the browser is idle the page reads when its sign-in ends: a session ended before that
  // read lets the read meet the 401 first (on a loaded machine it did), not the inbox's list.
  const endRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/core/user/session');
  await site.open('/game/slot');
  await site.expectSignedIn(MEMBER.nickname);
  expect((await endRead).ok()).toBe(true);
  // The session ends on the server (a connection reset, an expiry), from another client: the
  // browser still holds its cookie...
  const revoked = await request.post('/api/v1/core/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);
  // ...and the member opens the inbox, whose list load is answered 401.
  await site.header().getByRole('button', { name: /^쪽지함/ }).click();

  await expect(page.getByText('로그인이 종료되었습니다. 다시 로그인해 주세요.')).toBeVisible();
  await expect(site.dialog()).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(site.header().getByRole('button', { name: '로그인' }).first()).toBeVisible();
});
