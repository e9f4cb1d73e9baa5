import { expect, test, type Page } from '@playwright/test';
import { SitePage } from '../pages/site-page';
import { operatorApi } from '../support/operator';
import { signInByApi } from '../support/sign-in';
import { settledDialog } from '../support/settled-dialog';

/** The header's cash figure, e.g. '보유금 500,000원'. */
const cashText = (n: number) => new RegExp(`\\s${n.toLocaleString('en-US')}원$`);

/** The operator's side, through the API as the master account (the back-office screens come later). */
async function approveAsMaster(page: Page, username: string, type: 'deposit' | 'withdraw') {
  const operator = await operatorApi();
  const mine = (await operator.newStatements(type)).items.find((s) => s.username === username)!;
  // approveStatement expects the 200 itself.
  await operator.approveStatement(mine.id);
  return mine.amount;
}

test('a member requests a deposit with the quick buttons; once the master approves it the header balance rises', async ({ page }) => {
  const site = new SitePage(page);
  await site.open('/');
  // member5 is no other suite's: its balance moves only here (it starts with nothing).
  await signInByApi(page, 'member5');
  await site.open('/');
  await expect(site.figure('balance')).toHaveText(cashText(0));

  await site.header().getByRole('button', { name: '입금' }).click();
  const dialog = site.dialog();
  await dialog.getByRole('button', { name: '+10만' }).click();
  await dialog.getByRole('button', { name: '+10만' }).click();
  await dialog.getByRole('button', { name: '+5만' }).click();
  await expect(dialog.getByRole('textbox', { name: '금액' })).toHaveValue('250,000');
  await dialog.getByRole('button', { name: '입금 신청' }).last().click();
  await expect(page.getByText('입금 신청이 완료되었습니다')).toBeVisible();

  expect(await approveAsMaster(page, 'member5', 'deposit')).toBe(250_000);
  await page.reload();
  await expect(site.figure('balance')).toHaveText(cashText(250_000));
});

test('a withdrawal with a wrong exchange password is refused and holds nothing', async ({ page }) => {
  const site = new SitePage(page);
  await site.open('/');
  await signInByApi(page, 'member4');
  await site.open('/');
  const start = await site.figure('balance').textContent();
  await site.header().getByRole('button', { name: '출금' }).click();
  const dialog = site.dialog();
  await dialog.getByRole('textbox', { name: '금액' }).fill('10000');
  await dialog.getByLabel('출금 비밀번호', { exact: true }).fill('9999');
  await dialog.getByRole('button', { name: '출금 신청' }).last().click();
  await expect(page.getByText('출금 비밀번호가 올바르지 않습니다')).toBeVisible();
  await page.reload();
  await expect(site.figure('balance')).toHaveText(start!);
});

test('deleting a request asks for confirmation first, then says deleted', async ({ page }) => {
  const site = new SitePage(page);
  await site.open('/');
  const token = await signInByApi(page, 'member6');
  const created = await page.request.post('/api/v1/wallet/statement/member/create', { data: { type: 'deposit', amount: 30_000 }, headers: { authorization: `Bearer ${token}` } });
  expect(created.status()).toBe(200);
  await site.open('/');
  await site.header().getByRole('button', { name: '입금' }).click();
  const dialog = site.dialog();
  await dialog.getByRole('tab', { name: '내역' }).click();
  const row = dialog.getByRole('row').filter({ hasText: '30,000' });
  await expect(row).toContainText('신청');
  await row.getByRole('button', { name: '삭제' }).click();

  const confirm = page.getByRole('dialog').filter({ hasText: '이 입금 신청을 삭제하시겠습니까?' });
  await expect(confirm).toContainText('정말 삭제하시겠습니까? 삭제한 내역은 복구할 수 없습니다.');
  await (await settledDialog(confirm)).getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('삭제되었습니다')).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: '30,000' })).toContainText('삭제');
});
