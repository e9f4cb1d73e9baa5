import { expect, test } from '@playwright/test';
import { GameWindow } from '../pages/game-window';
import { SitePage } from '../pages/site-page';
import { signInByApi } from '../support/sign-in';
import { withSiteDb } from '../support/site-db';

/** The header's credit figure, e.g. '게임 크레딧 100,000원'. */
const creditText = (n: number) => new RegExp(`\\s${n.toLocaleString('en-US')}원$`);

test('a member funds credit, plays the demo slot from the lobby; the header follows each spin and the game window the site', async ({ page }) => {
  const site = new SitePage(page);
  await site.open('/');
  // member2 starts with cash and no game credit: it moves 100,000 to game credit itself.
  await signInByApi(page, 'member2');
  await site.open('/');
  await site.header().getByRole('button', { name: '전환' }).click();
  const toCredit = site.dialog().locator('.ant-card').filter({ has: page.getByRole('heading', { name: '보유금 → 게임 크레딧' }) });
  await toCredit.getByRole('textbox', { name: '금액' }).fill('100000');
  await toCredit.getByRole('button', { name: '게임 크레딧으로 전환' }).click();
  await expect(page.getByText('전환되었습니다')).toBeVisible();
  await expect(site.figure('credit')).toHaveText(creditText(100_000));

  await site.open('/game/slot/neon-reels');
  await expect(site.figure('credit')).toHaveText(creditText(100_000));
  const game = await GameWindow.launchFrom(page, 'Neon Nights');
  expect(await game.creditValue()).toBe(100_000);
  // The game window names the balance as the site does.
  await expect(game.page.locator('.game__credit')).toContainText('게임 크레딧');

  await game.page.getByRole('radio', { name: /5,000/ }).click();
  await game.page.getByRole('button', { name: '스핀' }).click();
  // Every spin moves the credit: the stake is taken and no prize equals it exactly (0x, 3x, 6x...).
  await expect(game.credit()).not.toHaveAttribute('data-value', '100000');
  await expect(game.result()).toHaveText(/당첨|아쉽게도/);
  const after = await game.creditValue();
  expect((after - 100_000 + 5_000) % 5_000).toBe(0);
  // The site's header follows the spin while the game is still open: the live channel told it.
  await expect(site.figure('credit')).toHaveText(creditText(after));

  // Credit the member moves on the site meanwhile shows in the game window when it is looked at again.
  const origin = new URL(page.url()).origin;
  const converted = await page.request.post('/api/v1/wallet/convert/credit', { data: { amount: 1_000 }, headers: { origin } });
  expect(converted.status()).toBe(200);
  await expect(site.figure('credit')).toHaveText(creditText(after + 1_000));
  await game.page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(game.credit()).toHaveAttribute('data-value', String(after + 1_000));

  await game.close();
  await expect(site.figure('credit')).toHaveText(creditText(after + 1_000));
});

test('a baccarat table deals a coup and settles it in the same credit', async ({ page }) => {
  const site = new SitePage(page);
  await site.open('/');
  await signInByApi(page, 'member3'); // 1,000,000 credit
  await site.open('/game/casino/royal-table');
  const game = await GameWindow.launchFrom(page, 'Royal Baccarat');
  const before = await game.creditValue();
  await game.page.getByRole('button', { name: /^플레이어/ }).click();
  await game.page.getByRole('button', { name: '딜' }).click();
  await expect(game.result()).toHaveText(/플레이어|뱅커|타이/);
  const after = await game.creditValue();
  // A 1,000 stake on player returns 0 (banker wins), 1,000 (tie) or 2,000 (player wins).
  expect([before - 1_000, before, before + 1_000]).toContain(after);
});

test('a game the member may not play shows the permission message and leaves no game window', async ({ page }) => {
  const site = new SitePage(page);
  await site.open('/');
  await signInByApi(page, 'member3'); // denied the Pearl Casino brand
  await site.open('/game/casino/pearl-casino');
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pearl Baccarat', exact: true }).click();
  const waitingWindow = await opened;
  await expect(page.getByText('이 게임에 접근할 권한이 없습니다')).toBeVisible();
  // The waiting window may close before a 'close' listener could be attached.
  await expect.poll(() => waitingWindow.isClosed()).toBe(true);
});

test('signed out, a game card asks to log in and opens no window', async ({ page }) => {
  const site = new SitePage(page);
  await site.open('/game/slot/neon-reels');
  let popups = 0;
  page.on('popup', () => popups++);
  await page.getByRole('button', { name: 'Neon Nights', exact: true }).click();
  await expect(page.getByText('로그인해 주세요').first()).toBeVisible();
  await expect(site.dialog()).toBeVisible();
  expect(popups).toBe(0);
});

test('a game withdrawn after the list loaded answers game not found', async ({ page }) => {
  const site = new SitePage(page);
  await site.open('/');
  await signInByApi(page, 'member1');
  await site.open('/game/slot/star-spin');
  await expect(page.getByRole('button', { name: 'Galaxy Gems', exact: true })).toBeVisible();
  await withSiteDb((db) => db.query("UPDATE games SET active = false WHERE code = 'galaxy-gems'"));
  try {
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Galaxy Gems', exact: true }).click();
    const waitingWindow = await opened;
    await expect(page.getByText('게임을 찾을 수 없습니다')).toBeVisible();
    // The waiting window may close before a 'close' listener could be attached.
  await expect.poll(() => waitingWindow.isClosed()).toBe(true);
  } finally {
    await withSiteDb((db) => db.query("UPDATE games SET active = true WHERE code = 'galaxy-gems'"));
  }
});
