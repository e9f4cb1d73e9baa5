import { expect, test, type Page, type Route } from '@playwright/test';
import { SitePage } from '../pages/site-page';
import { MEMBER } from '../support/demo';
import { signInByApi } from '../support/sign-in';
import { requestsSoFar } from '../support/requests-so-far';

const UNAVAILABLE = '이 영역을 일시적으로 사용할 수 없습니다.';

/**
 * A remote whose entry script answers only when the test says so: the first held request
 * arrives in `held`, and `release` answers every held request (now and later) with `answer`.
 */
function holdRemoteEntry(page: Page, remote: string) {
  let answer: ((route: Route) => Promise<void>) | null = null;
  const waiting: Route[] = [];
  let arrived: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (arrived = resolve));
  const pattern = `**/remotes/${remote}/*/remoteEntry.js*`;
  void page.route(pattern, async (route) => {
    if (answer) return answer(route);
    waiting.push(route);
    arrived();
  });
  return {
    held,
    release: async (how: (route: Route) => Promise<void>) => {
      answer = how;
      await Promise.all(waiting.splice(0).map(how));
    },
    unroute: () => page.unroute(pattern),
  };
}

/** Settles when the page reports `remote` failed: its loader's last try is over. */
function loaderGaveUp(page: Page, remote: string) {
  return page.waitForRequest((request) => {
    if (!request.url().endsWith('/api/v1/release/health')) return false;
    const report = request.postDataJSON() as { remote?: string; outcome?: string } | null;
    return report?.remote === remote && report.outcome === 'failed';
  });
}

/** Counts the page's loads: a reload loop shows up here. */
function countLoads(page: Page) {
  const counter = { loads: 0 };
  page.on('load', () => (counter.loads += 1));
  return counter;
}

test('a remote that answers slowly and then fails (504) shows its fallback and never reloads the page', async ({ page }) => {
  const counter = countLoads(page);
  const entry = holdRemoteEntry(page, 'games');
  await new SitePage(page).open('/');
  await entry.held;
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();

  // The failure arrives after the slot gave up: the box stays while the remote is down, and the
  // page is not reloaded. The loader tries once more when the served page's preload of the entry
  // failed too; its failure report says it gave up, so the remote comes back only after that.
  const gaveUp = loaderGaveUp(page, 'games');
  await entry.release((route) => route.fulfill({ status: 504, body: 'gateway time-out' }));
  await gaveUp;
  await requestsSoFar(page);
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  expect(counter.loads).toBe(1);
  await entry.unroute();
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByTestId('entry-casino')).toBeVisible();
  expect(counter.loads).toBe(1);
});

test('the deposit dialog whose remote answers slowly and then refuses the connection never reloads the page', async ({ page }) => {
  await page.goto('/api/v1/core/ping');
  await signInByApi(page, MEMBER.username);
  const counter = countLoads(page);
  const entry = holdRemoteEntry(page, 'wallet');
  await new SitePage(page).open('/?modal=deposit');
  await entry.held;
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(UNAVAILABLE)).toBeVisible();

  await entry.release((route) => route.abort('connectionrefused'));
  await entry.unroute();
  await dialog.getByRole('button', { name: '다시 시도' }).click();
  await expect(dialog.getByRole('textbox', { name: '금액' })).toBeVisible();
  expect(counter.loads).toBe(1);
});

// How soon the box shows (the slot's 2.5 s) is a figure of `pnpm bench:page`, not a timed test.
test('a slow remote shows its fallback while it waits, then takes its place by itself when it arrives', async ({ page }) => {
  const entry = holdRemoteEntry(page, 'games');
  await new SitePage(page).open('/');
  await entry.held;
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();

  await entry.release((route) => route.continue());
  await expect(page.getByTestId('entry-casino')).toBeVisible();
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
});

test('a first lobby visit from home shows the lobby without ever showing the loading spinner', async ({ page }) => {
  // Home preloads the pages its links lead to while the browser is idle.
  const lobbyPreloaded = page.waitForResponse((response) => response.url().includes('__federation_expose_GameTypePage'));
  await new SitePage(page).open('/');
  await expect(page.getByTestId('entry-casino')).toBeVisible();
  await lobbyPreloaded;
  await page.evaluate(() => {
    const seen = { spinner: false };
    (window as unknown as { spinnerSeen: typeof seen }).spinnerSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('main .slot-spinner')) seen.spinner = true;
    }).observe(document.body, { childList: true, subtree: true });
  });

  await page.getByRole('navigation').getByRole('link', { name: '카지노' }).click();
  await expect(page.getByRole('heading', { name: '카지노', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { spinnerSeen: { spinner: boolean } }).spinnerSeen.spinner)).toBe(false);
});
