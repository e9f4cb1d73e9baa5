import { expect, test } from '@playwright/test';
import { AWAITING_APP_ATTRIBUTE } from '@casino/contract';
import { SitePage } from '../pages/site-page';
import { DEMO_PASSWORD, MEMBER } from '../support/demo';
import { requestsSoFar } from '../support/requests-so-far';

const UNAVAILABLE = '이 영역을 일시적으로 사용할 수 없습니다.';

test('remote-games blocked: its area shows the fallback and the header still works', async ({ page }) => {
  // As below: the clock stands still so the failure is never 'late', and the guard's one reload
  // always comes. The member then works on the page it opened: a dialog opened before it would go.
  await page.clock.setFixedTime(Date.now());
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.route('**/remotes/games/**', (route) => route.abort());
  const site = new SitePage(page);
  await site.open('/');
  await expect.poll(() => loads).toBe(2);
  await expect(page.locator(`#root[${AWAITING_APP_ATTRIBUTE}]`)).toHaveCount(0);
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();

  await site.login(MEMBER.username, DEMO_PASSWORD);
  await site.expectSignedIn(MEMBER.nickname);

  // Retry once the remote is back.
  await page.unroute('**/remotes/games/**');
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByTestId('entry-casino')).toBeVisible();
});

test('a chunk that keeps failing reloads the page once, never in a loop', async ({ page }) => {
  // Date.now stands still (timers still run): the slot measures how long its download took
  // with it, and a failure after its 2.5 s box is 'late' and must not reload (remote-slow's
  // tests). On a busy machine the failure here can come that late; the clock keeps this test
  // about the fast failure it is meant to prove.
  await page.clock.setFixedTime(Date.now());
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.route('**/remotes/games/*/__federation_expose_*', (route) => route.fulfill({ status: 500, body: 'broken' }));
  await new SitePage(page).open('/');

  // The guard reloads once; the page it opened shows the fallback and stays.
  await expect.poll(() => loads).toBe(2);
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  await requestsSoFar(page);
  expect(loads).toBe(2);
});

test('a dialog whose remote cannot load shows the same fallback inside the dialog', async ({ page }) => {
  await page.route('**/remotes/support/**', (route) => route.abort());
  await new SitePage(page).open('/?modal=notice');
  await expect(page.getByRole('dialog').getByText(UNAVAILABLE)).toBeVisible();
});
