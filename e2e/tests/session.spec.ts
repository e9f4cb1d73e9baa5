import { expect, test } from '@playwright/test';
import { SitePage } from '../pages/site-page';
import { AGENCY, DEMO_PASSWORD, MEMBER } from '../support/demo';
import { callsFrom, liveGreeting } from '../support/live-channel';
import { registerMember } from '../support/register-member';
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

test('a connection reset from the back-office signs the member out at once, over the live channel, with no call of its own', async ({ page, request }) => {
  const site = new SitePage(page);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  // A member of its own: a reset ends every session of the account, and the demo members serve other tests at once.
  const { username, nickname } = await registerMember(request, 'live');
  const token = await signInByApi(page, username);
  const greeted = liveGreeting(page);
  await site.open('/');
  await site.expectSignedIn(nickname);
  await greeted;

  const memberId = ((await (await request.get('/api/v1/core/user/info', { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { account: { id: number } } }).data.account.id;
  const agency = await request.post('/api/v1/core/auth/login', { headers: { origin }, data: { username: AGENCY.username, password: DEMO_PASSWORD } });
  const agencyToken = ((await agency.json()) as { data: { token: string } }).data.token;
  const calls = callsFrom(page);
  const reset = await request.post(`/api/v1/core/user/connection-reset/${memberId}`, { headers: { Authorization: `Bearer ${agencyToken}` } });
  expect(reset.ok()).toBe(true);

  await expect(site.header().getByRole('button', { name: '로그인' }).first()).toBeVisible();
  await expect(page.getByText('로그인이 종료되었습니다. 다시 로그인해 주세요.')).toBeVisible();
  // The page learned it from the channel: its first call after the reset is reading the member again, which met the 401.
  expect(['/api/v1/core/user/info', '/api/v1/wallet/balance']).toContain(calls.find((path) => path.startsWith('/api/')));
  expect(await site.sessionCookie()).toBeUndefined();
});
