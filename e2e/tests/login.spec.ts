import { expect, test } from '@playwright/test';
import { SitePage } from '../pages/site-page';
import { DEMO_PASSWORD, MEMBER, STOPPED } from '../support/demo';

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

test('a stopped account is told it is suspended and whom to contact, whatever the password, in Korean and English', async ({ page }) => {
  const site = new SitePage(page);
  await site.open('/');
  await site.login(STOPPED.username, 'wrong999');
  const notice = site.dialog().getByRole('alert');
  await expect(notice).toContainText('이용이 정지된 아이디입니다');
  await expect(notice).toContainText('정지 사유나 해제는 고객센터에 문의해 주세요.');
  // The site's own contact, from its settings.
  await expect(notice).toContainText('고객센터 텔레그램 @lucky_cs');

  await site.open('/');
  await site.switchLanguage('English');
  await site.login(STOPPED.username, DEMO_PASSWORD);
  await expect(notice).toContainText('This ID is suspended');
  await expect(notice).toContainText('To learn why or to have it restored, contact customer service.');
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
