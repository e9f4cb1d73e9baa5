import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { signInByApi } from '../support/sign-in';

/**
 * axe (WCAG 2.1 AA) over every page and window of the partner back-office, signed in as master2
 * (the demo line with played rounds, open requests and sign-ins, so every screen has rows), on a
 * phone and a desktop: no serious or critical finding.
 */
const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** The last 30 Seoul days, as a window's address carries them: the seeded deposits are a few days old. */
const LAST_30_DAYS = `from=${new Date(Date.now() + 9 * 3_600_000 - 29 * 86_400_000).toISOString().slice(0, 10)}&to=${new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10)}`;

const heading = (page: Page, name: RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/** Each page with something that shows its data has loaded. */
const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/partner', ready: (page) => expect(page.getByRole('row', { name: /^슬롯/ }).first()).toBeVisible() },
  { path: '/partner/partner-management', ready: (page) => expect(page.getByRole('row').filter({ hasText: 'agency3' }).first()).toBeVisible() },
  { path: '/partner/partner-management?tab=members', ready: (page) => expect(page.getByRole('row').filter({ hasText: 'member7' }).first()).toBeVisible() },
  { path: '/partner/partner-structure', ready: (page) => expect(page.getByRole('tree')).toBeVisible() },
  { path: '/partner/current-user', ready: (page) => heading(page, /현재 접속자/) },
  { path: '/partner/statement', ready: (page) => heading(page, /입출금 신청 관리/) },
  { path: '/partner/trade', ready: (page) => expect(page.getByRole('row').filter({ hasText: 'agency3' }).first()).toBeVisible() },
  { path: '/partner/betting-history', ready: (page) => expect(page.getByRole('row').filter({ hasText: 'member7' }).first()).toBeVisible() },
  { path: '/partner/statistice-by-day', ready: (page) => heading(page, /일별 통계/) },
  { path: '/partner/statistice-by-game', ready: (page) => heading(page, /게임별 통계/) },
  { path: '/partner/statistice-by-user', ready: (page) => expect(page.getByRole('row').filter({ hasText: 'member7' }).first()).toBeVisible() },
  { path: '/partner/adjsutment', ready: (page) => expect(page.getByRole('table', { name: /루징 계산/ }).first()).toBeVisible() },
  { path: '/windows/bet-rank', ready: (page) => expect(page.getByRole('row').filter({ hasText: 'member7' }).first()).toBeVisible() },
  { path: '/windows/rolling-rank', ready: (page) => expect(page.getByRole('row').filter({ hasText: 'member7' }).first()).toBeVisible() },
  { path: '/windows/losing-rank', ready: (page) => expect(page.getByRole('row').filter({ hasText: 'member7' }).first()).toBeVisible() },
  { path: `/windows/deposit-rank?${LAST_30_DAYS}`, ready: (page) => expect(page.getByRole('row').filter({ hasText: 'member8' }).first()).toBeVisible() },
  { path: `/windows/withdraw-rank?${LAST_30_DAYS}`, ready: (page) => expect(page.getByRole('row').filter({ hasText: 'member8' }).first()).toBeVisible() },
  { path: '/windows/rolling-list', ready: (page) => expect(page.getByRole('row').filter({ hasText: 'member7' }).first()).toBeVisible() },
  { path: '/windows/register', ready: (page) => expect(page.getByRole('button', { name: '등록', exact: true })).toBeVisible() },
  { path: '/windows/test', ready: (page) => heading(page, /팝업 점검/) },
];

for (const viewport of VIEWPORTS) {
  test.describe(`partner back-office on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: 'reduce' });
    test.setTimeout(180_000);

    test('every page and window', async ({ page }) => {
      await signInByApi(page, 'master2');
      for (const { path, ready } of PAGES) {
        await page.goto(path);
        await ready(page);
        await expectAccessible(page, path);
      }
      // The windows about one account, opened as the management page opens them.
      const agency3 = await page.request.get('/api/v1/core/user/child-list?pageSize=100');
      const id = ((await agency3.json()) as { data: { items: { id: number; username: string }[] } }).data.items.find((c) => c.username === 'agency3')!.id;
      for (const kind of ['deposit', 'withdraw', 'rolling-setting', 'login-history']) {
        await page.goto(`/windows/${kind}?id=${id}&username=agency3`);
        await expect(page.getByText('agency3').first()).toBeVisible();
        await expectAccessible(page, `/windows/${kind}`);
      }
    });
  });
}
