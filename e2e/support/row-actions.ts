import { expect, type Page } from '@playwright/test';

/** The menu button of a row's actions: "⋯" beside the main ones, or the one menu of a narrow table. */
const actionsMenu = (name: string) => {
  const literal = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(${literal} 작업( 더보기)?|(More actions|Actions) for ${literal})$`);
};

/**
 * Uses a row's action as the table shows it at this width (BackOfficeTable): its own button
 * (`<action> <name>`) on a wide table or a card, or the item of the row's actions menu.
 */
export async function clickRowAction(page: Page, name: string, action: string) {
  const button = page.getByRole('button', { name: `${action} ${name}`, exact: true });
  const menu = page.getByRole('button', { name: actionsMenu(name) });
  await expect(button.or(menu).first()).toBeVisible();
  if (await button.isVisible()) {
    await button.click();
    return;
  }
  await menu.click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}
