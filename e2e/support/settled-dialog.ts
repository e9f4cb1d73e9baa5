import { expect, type Locator } from '@playwright/test';

/**
 * A dialog once antd's opening zoom is over, for a click right after it opens. Playwright takes a
 * button as still when its box holds for two frames, which the zoom's first frame can do on a
 * loaded machine; the click then lands where the button was at a fifth of its size, beside it
 * once the zoom runs (CI saw a confirm's OK miss, so the change was never asked for).
 */
export async function settledDialog(dialog: Locator): Promise<Locator> {
  await expect(dialog).not.toHaveClass(/\bant-zoom-(appear|enter)\b/);
  return dialog;
}
