import { expect, type Locator, type Page } from '@playwright/test';

/** The demo provider's game window, opened from a lobby game card. */
export class GameWindow {
  constructor(readonly page: Page) {}

  /** Clicks a game card and follows the window it opens through /redirect to the game. */
  static async launchFrom(lobby: Page, gameName: string): Promise<GameWindow> {
    const opened = lobby.waitForEvent('popup');
    await lobby.getByRole('button', { name: gameName, exact: true }).click();
    const page = await opened;
    await page.waitForURL(/\/demo-provider\/play\?t=/);
    return new GameWindow(page);
  }

  credit(): Locator {
    return this.page.locator('#credit');
  }

  /** The credit the window shows, once it has loaded it. */
  async creditValue(): Promise<number> {
    await expect(this.credit()).toHaveAttribute('data-value', /^\d+$/);
    return Number(await this.credit().getAttribute('data-value'));
  }

  result(): Locator {
    return this.page.locator('#result');
  }

  async close() {
    const closed = this.page.waitForEvent('close');
    // The window may close while Playwright still finishes the click: that is the click working.
    await this.page
      .getByRole('button', { name: /^(닫기|Close)$/ })
      .click()
      .catch((error: unknown) => {
        if (!this.page.isClosed()) throw error;
      });
    await closed;
  }
}
