import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { DEMO_PASSWORD } from '../support/demo';
import { clickRowAction } from '../support/row-actions';
import { signInByApi } from '../support/sign-in';

/*
 * The sign-in allow-list (issue 31): master1 adds an agency of the test's own, limits its sign-in
 * to a range this machine is not in (every browser of the run signs in from its own loopback
 * address), and the agency's right password is refused with the reason; the refusal shows in the
 * agency's login history as master1 reads it.
 */
test("a master limits a line partner's sign-in to a range; a sign-in from outside is refused and shows in its login history", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, 'master1');
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const digits = Date.now().toString().slice(-8);
  const username = `al${digits}`;
  const created = await page.request.post('/api/v1/core/user/create-child', {
    headers: { origin },
    data: { partner_username: 'master1', level: 'agency', username, nickname: `허용${digits.slice(-4)}`, password: DEMO_PASSWORD, phone: `010-${digits.slice(0, 4)}-${digits.slice(4)}`, bank_name: '신한은행', account_number: `110-${digits}`, account_holder: '홍길동', withdraw_password: DEMO_PASSWORD },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()).data as { id: number };

  await page.goto('/partner/partner-management');
  await page.getByRole('searchbox').first().fill(username);
  await page.getByRole('button', { name: '검색' }).first().click();
  await clickRowAction(page, username, '로그인 허용 주소');
  const drawer = page.getByRole('dialog', { name: `${username} 로그인 허용 주소` });
  await expect(drawer.getByText('허용 주소가 없어 어디서나 로그인할 수 있습니다.')).toBeVisible();
  await drawer.getByRole('button', { name: '주소 추가' }).click();
  const dialog = page.getByRole('dialog', { name: `${username} 로그인 허용 주소 추가` });
  await dialog.getByLabel('IP 주소 또는 범위').fill('203.0.113.0/24');
  await expectAccessible(page, 'the add-address dialog');
  await dialog.getByRole('button', { name: '추가' }).click();
  await expect(drawer.getByRole('cell', { name: '203.0.113.0/24', exact: true })).toBeVisible();
  await expectAccessible(page, "a line partner's allow-list");

  const refused = await (await browser.newContext()).request.post(`${origin}/api/v1/core/auth/login`, { data: { username, password: DEMO_PASSWORD }, headers: { origin, 'accept-language': 'ko' } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'ADDRESS_REFUSED', message: '이 네트워크에서는 이 계정으로 로그인할 수 없습니다. 계정 관리자에게 문의해 주세요' });

  await page.goto(`/windows/login-history?id=${id}&username=${username}`);
  await expect(page.getByRole('row').filter({ hasText: '주소 거부' })).toBeVisible();
  await context.close();
});
