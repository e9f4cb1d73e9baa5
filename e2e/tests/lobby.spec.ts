import { expect, test } from '@playwright/test';
import { SitePage } from '../pages/site-page';

test('the slot lobby lists brands from the API; a brand lists its games, with search', async ({ page }) => {
  const site = new SitePage(page);
  await site.open('/game/slot');
  await expect(page.getByRole('heading', { name: '슬롯' })).toBeVisible();
  await expect(page).toHaveTitle('슬롯 - 럭키 카지노');
  await page.getByRole('link', { name: /Neon Reels/ }).click();

  await expect(page).toHaveURL(/\/game\/slot\/neon-reels/);
  await expect(page.getByRole('heading', { name: 'Neon Reels' })).toBeVisible();
  await expect(page).toHaveTitle('Neon Reels - 럭키 카지노');
  await expect(page.getByText('Neon Nights', { exact: true })).toBeVisible();
  await page.getByPlaceholder('게임 이름 검색').fill('laser');
  await expect(page.getByText('Laser Lotus', { exact: true })).toBeVisible();
  await expect(page.getByText('Neon Nights', { exact: true })).toHaveCount(0);

  await page.getByPlaceholder('게임 이름 검색').fill('no such game at all');
  await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible();
});

test('an unknown brand shows the game-not-found page, and going back returns to the lobby', async ({ page }) => {
  const site = new SitePage(page);
  await site.open('/game/casino');
  await expect(page.getByRole('link', { name: /Lucky Live/ })).toBeVisible();
  await site.open('/game/casino/no-such-brand');
  await expect(page.getByText('게임을 찾을 수 없습니다.')).toBeVisible();
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).toHaveURL(/\/game\/casino(\?|$)/);
  await expect(page.getByRole('link', { name: /Lucky Live/ })).toBeVisible();
});

test('the lobby is usable on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await new SitePage(page).open('/game/slot');
  const card = page.getByRole('link', { name: /Pyramid Play/ });
  await expect(card).toBeVisible();
  const box = await card.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
