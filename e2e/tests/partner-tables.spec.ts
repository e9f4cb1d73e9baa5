import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { signInByApi } from '../support/sign-in';

/*
 * Issue 26, item 9: the back-office's tables at a laptop's 1366 px and a phone's 390 px, in Korean
 * and English, on agency2's partner management (its members member4-6; nothing here changes them):
 * the ID column stays in view while the table scrolls sideways, a row's actions are never cut,
 * the columns a partner hides stay hidden, and a phone gets a card per row.
 */

const LABELS = {
  ko: { table: '파트너', columns: /^표시할 열/, bank: '은행', balance: '보유금', state: '상태', topUp: '지급 member4', refund: '회수 member4', showAll: '모두 표시' },
  en: { table: 'Partners', columns: /^Columns/, bank: 'Bank', balance: 'Balance', state: 'State', topUp: 'Top up member4', refund: 'Refund member4', showAll: 'Show all' },
};

async function openManagement(page: Page, lang: 'ko' | 'en') {
  await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
  await signInByApi(page, 'agency2');
  await page.goto('/partner/partner-management');
}

/** Whether an element shows all of itself: no text cut inside it, and its box inside the area that scrolls it. */
const shownWhole = async (element: Locator, area: Locator) =>
  element.evaluate((el, scroller) => {
    const box = el.getBoundingClientRect();
    const frame = (scroller as HTMLElement).getBoundingClientRect();
    return el.scrollWidth <= el.clientWidth + 1 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
  }, await area.elementHandle());

for (const lang of ['ko', 'en'] as const) {
  const L = LABELS[lang];

  test(`at 1366 px (${lang}): the ID stays pinned, actions are whole, hidden columns stay hidden`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openManagement(page, lang);
    const table = page.getByRole('table', { name: L.table });
    const row = table.getByRole('row').filter({ hasText: 'member4' });
    await expect(row).toBeVisible();
    const scroller = page.locator('.ant-table-content').first();

    for (const name of [L.topUp, L.refund]) await expect.poll(() => shownWhole(row.getByRole('button', { name }), scroller)).toBe(true);

    const idCell = row.getByRole('cell').first();
    const before = await idCell.boundingBox();
    await scroller.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    await expect.poll(async () => (await idCell.boundingBox())?.x).toBe(before?.x);
    await expect(idCell).toContainText('member4');
    for (const name of [L.topUp, L.refund]) await expect.poll(() => shownWhole(row.getByRole('button', { name }), scroller)).toBe(true);

    await page.getByRole('button', { name: L.columns }).click();
    await page.getByRole('checkbox', { name: L.bank }).uncheck();
    await expect(table.getByRole('columnheader', { name: L.bank })).toHaveCount(0);
    await page.reload();
    await expect(table.getByRole('row').filter({ hasText: 'member4' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: L.bank })).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: L.balance })).toBeVisible();
    await expectAccessible(page, `partner management at 1366 px (${lang})`);
    await page.getByRole('button', { name: L.columns }).click();
    await page.getByRole('button', { name: L.showAll }).click();
    await expect(table.getByRole('columnheader', { name: L.bank })).toBeVisible();
  });

  test(`at 390 px (${lang}): a card per row with its key figures and actions`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openManagement(page, lang);
    const card = page.getByRole('list', { name: L.table }).getByRole('listitem').filter({ hasText: 'member4' });
    await expect(card).toBeVisible();
    await expect(page.getByRole('table', { name: L.table })).toHaveCount(0);
    await expect(card.getByRole('term').getByText(L.balance, { exact: true })).toBeVisible();
    await expect(card.getByRole('term').getByText(L.state, { exact: true })).toBeVisible();
    for (const name of [L.topUp, L.refund]) {
      const box = await card.getByRole('button', { name }).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    // Nothing on the page needs scrolling sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, `partner management at 390 px (${lang})`);
  });
}
