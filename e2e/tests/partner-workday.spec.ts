import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { signInByApi } from '../support/sign-in';

/*
 * Issue 26, items 10 and 13, at a laptop's 1366 px and a phone's 390 px, in Korean and English,
 * as master2 (its line's three open requests all wait below its agencies: member9's deposit
 * under agency3, member10's deposit and member11's withdrawal under agency4). Nothing here
 * changes them: the windows' refusals are the point, and nothing is sent.
 * - Its waiting requests are found from the dashboard's count and from the menu's badge.
 * - The rolling-setting window refuses -1 and a rate above master2's own, and the refund window an
 *   amount above the child's balance: kept as typed, an inline message, and no way on.
 */

const LABELS = {
  ko: {
    waitingDeposits: '입금 신청 대기 2건',
    statementWaiting: '입출금 내역, 대기 3건',
    subsTab: /^하위 파트너 회원/,
    menu: '메뉴',
    casino: '카지노',
    slot: '슬롯',
    save: '저장',
    belowZero: '0% 이상으로 입력해 주세요',
    aboveOwn: '내 요율(2.8%)보다 높을 수 없습니다',
    amount: '금액',
    next: '확인',
    aboveBalance: (balance: string) => `회수 금액은 보유금 ${balance}원을 넘을 수 없습니다`,
  },
  en: {
    waitingDeposits: 'Deposit requests waiting: 2',
    statementWaiting: 'Statement, 3 waiting',
    subsTab: /^Sub-partners' members/,
    menu: 'Menu',
    casino: 'Casino',
    slot: 'Slot',
    save: 'Save',
    belowZero: 'Enter 0% or more',
    aboveOwn: 'Cannot be above your own rate (2.8%)',
    amount: 'Amount',
    next: 'Confirm',
    aboveBalance: (balance: string) => `A refund cannot be above the account's balance (₩${balance})`,
  },
};

const VIEWPORTS = [
  { name: '1366 px', width: 1366, height: 900 },
  { name: '390 px', width: 390, height: 844 },
] as const;

/** A table's row, or on a phone the card that stands for it. */
const rowOf = (page: Page, text: string) => page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: text }).first();

async function signInAs(page: Page, lang: 'ko' | 'en', path: string) {
  await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
  await signInByApi(page, 'master2');
  await page.goto(path);
}

/** agency3, master2's direct child, as the management list has it. */
async function agency3(page: Page) {
  const answer = await page.request.get('/api/v1/core/user/child-list?pageSize=100');
  expect(answer.status()).toBe(200);
  const { items } = ((await answer.json()) as { data: { items: { id: number; username: string; balance: number }[] } }).data;
  return items.find((child) => child.username === 'agency3')!;
}

for (const viewport of VIEWPORTS) {
  for (const lang of ['ko', 'en'] as const) {
    const L = LABELS[lang];

    test.describe(`${viewport.name}, ${lang}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: 'reduce' });
      // Two or three screens with axe each, beside another worker on two cores (up to 80 s measured).
      test.setTimeout(180_000);

      test("master2 finds its line's waiting requests from the dashboard's count and the menu's badge", async ({ page }) => {
        await signInAs(page, lang, '/partner');
        const deposits = page.getByRole('link', { name: L.waitingDeposits });
        await expect(deposits).toBeVisible();
        await expectAccessible(page, `dashboard (${viewport.name}, ${lang})`);

        // The count opens the list it counts: the deposits still waiting, on the tab where they wait.
        await deposits.click();
        await expect(page).toHaveURL(/\/partner\/statement\?tab=subs&type=deposit&status=open$/);
        await expect(page.getByRole('tab', { name: L.subsTab })).toHaveAttribute('aria-selected', 'true');
        await expect(rowOf(page, 'member9')).toBeVisible();
        await expect(rowOf(page, 'member10')).toBeVisible();
        await expect(rowOf(page, 'member11')).toHaveCount(0);
        await expectAccessible(page, `statement, waiting deposits (${viewport.name}, ${lang})`);

        // The menu's badge counts all three, and its entry opens where they wait, unfiltered.
        const drawerButton = page.getByRole('banner').getByRole('button', { name: L.menu });
        if (await drawerButton.isVisible()) await drawerButton.click();
        await page.getByRole('link', { name: L.statementWaiting }).click();
        await expect(page).toHaveURL(/\/partner\/statement\?tab=subs$/);
        await expect(rowOf(page, 'member11')).toBeVisible();
        await expect(rowOf(page, 'member9')).toBeVisible();
        // A reload keeps the tab the address names.
        await page.reload();
        await expect(page.getByRole('tab', { name: L.subsTab })).toHaveAttribute('aria-selected', 'true');
        await expect(rowOf(page, 'member11')).toBeVisible();
      });

      test('the rolling-setting and refund windows refuse what is out of range, as typed, with Save disabled', async ({ page }) => {
        await signInAs(page, lang, '/partner');
        const child = await agency3(page);

        await page.goto(`/windows/rolling-setting?id=${child.id}&username=agency3`);
        const casino = page.getByRole('textbox', { name: L.casino });
        const save = page.getByRole('button', { name: L.save });
        await expect(casino).toBeVisible();
        await casino.fill('-1');
        await casino.blur();
        await expect(casino).toHaveValue('-1');
        await expect(page.getByText(L.belowZero)).toBeVisible();
        await expect(save).toBeDisabled();
        const slot = page.getByRole('textbox', { name: L.slot });
        // master2's own slot rate is 2.8%.
        await slot.fill('3');
        await slot.blur();
        await expect(slot).toHaveValue('3');
        await expect(page.getByText(L.aboveOwn)).toBeVisible();
        await expect(save).toBeDisabled();
        await expectAccessible(page, `rolling setting refusing (${viewport.name}, ${lang})`);

        await page.goto(`/windows/withdraw?id=${child.id}&username=agency3`);
        const amount = page.getByRole('textbox', { name: L.amount });
        await amount.fill(String(child.balance + 1));
        await amount.blur();
        const grouped = (n: number) => n.toLocaleString('en-US');
        await expect(amount).toHaveValue(grouped(child.balance + 1));
        await expect(page.getByText(L.aboveBalance(grouped(child.balance)))).toBeVisible();
        await expect(page.getByRole('button', { name: L.next, exact: true })).toBeDisabled();
        await expectAccessible(page, `refund refusing (${viewport.name}, ${lang})`);
      });
    });
  }
}
