import { expect, test } from '@playwright/test';
import { SitePage } from '../pages/site-page';
import { AGENCY, DEMO_PASSWORD, MEMBER } from '../support/demo';
import { signInByApi } from '../support/sign-in';

test('a member is refused at /partner/statement with a clear no-permission page', async ({ page }) => {
  await signInByApi(page, MEMBER.username);
  await new SitePage(page).open('/partner/statement');
  await expect(page.getByText('접근 권한이 없습니다')).toBeVisible();
  await expect(page.getByText('이 페이지는 파트너 계정만 이용할 수 있습니다.')).toBeVisible();
});

test('signed out, /partner shows the partner login; a member is told they have no partner permission', async ({ page }) => {
  await page.goto('/partner');
  await expect(page.getByText('파트너 로그인')).toBeVisible();
  await page.getByLabel('아이디').fill(MEMBER.username);
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByText('파트너 권한이 없는 계정입니다')).toBeVisible();
});

test('a partner signs in at /partner and lands on the page it asked for, from the reports remote', async ({ page }) => {
  await page.goto('/partner/betting-history');
  await page.getByLabel('아이디').fill(AGENCY.username);
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  // The partner layout with its menu, and the page of the reports remote in its area.
  await expect(page.getByRole('menuitem', { name: '입출금 내역' })).toBeVisible();
  await expect(page.getByRole('link', { name: '베팅 내역', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '베팅 내역' })).toBeVisible();
  // No popups in the partner area.
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
