import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks `option` from an antd Select's open list. The option gets its own click event, wherever
 * the list is drawn: on a loaded machine antd's list was still moving (opening, or re-aligned
 * after Playwright scrolled it into view) between Playwright's aim and its click, the click fell
 * beside it, and the Select kept its old value.
 */
export async function chooseOption(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  const item = page.getByTitle(option, { exact: true });
  await expect(item).toBeVisible();
  await item.dispatchEvent('click');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
}
