import { expect, type Locator, type Page } from '@playwright/test';
import { AWAITING_APP_ATTRIBUTE } from '@casino/contract';

/** The composed site as a member sees it: header, modals and the page area. */
export class SitePage {
  constructor(readonly page: Page) {}

  /**
   * Opens a path; popups are suppressed with the spec's `hide_popup` flag unless asked for. Waits
   * until the app has taken the server's markup over: before that a key press on a button, or a
   * session ended elsewhere, meets markup that nothing answers yet (a click waits by itself).
   */
  async open(path = '/', { popups = false } = {}) {
    const url = new URL(path, 'http://x');
    if (!popups) url.searchParams.set('hide_popup', '1');
    await this.page.goto(url.pathname + url.search);
    await expect(this.page.locator(`#root[${AWAITING_APP_ATTRIBUTE}]`)).toHaveCount(0);
  }

  header(): Locator {
    return this.page.locator('header').first();
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  figure(key: 'balance' | 'credit' | 'rolling'): Locator {
    return this.page.getByTestId(`figure-${key}`).first();
  }

  async switchLanguage(label: '한국어' | 'English') {
    await this.header().getByText(label, { exact: true }).click();
  }

  async login(username: string, password: string) {
    await this.header().getByRole('button', { name: /^(로그인|Log in)$/ }).first().click();
    const dialog = this.dialog();
    await dialog.getByLabel(/^(아이디|Username)$/).fill(username);
    await dialog.getByLabel(/^(비밀번호|Password)$/).fill(password);
    await dialog.getByRole('button', { name: /^(로그인|Log in)$/ }).click();
  }

  async expectSignedIn(nickname: string) {
    await expect(this.page.getByTestId('nickname').first()).toHaveText(nickname);
  }

  /** The session cookie as the browser holds it (scripts cannot see it: HttpOnly). */
  async sessionCookie() {
    const cookies = await this.page.context().cookies();
    return cookies.find((c) => c.name === 'token');
  }
}
