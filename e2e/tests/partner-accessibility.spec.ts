import { expect, test, type Page } from '@playwright/test';
import { addDays, seoulToday } from '@casino/contract';
import { expectAccessibleAtEveryWidth, SWEEP_VIEWPORTS } from '../support/axe';
import { navigateInApp } from '../support/navigate-in-app';
import { signInByApi } from '../support/sign-in';

/**
 * axe (WCAG 2.1 AA) over every page and window of the partner back-office, signed in as master2
 * (the demo line with played rounds, open requests and sign-ins, so every screen has rows), on a
 * phone and a desktop: no serious or critical finding. Each check is soft, so a failure lists
 * every finding of the sweep, screen by screen.
 */
/** The last 30 Seoul days, as a window's address carries them: the seeded deposits are a few days old. */
const LAST_30_DAYS = `from=${addDays(seoulToday(), -29)}&to=${seoulToday()}`;

/** A table's row, or on a phone the card that stands for it (BackOfficeTable). */
const rowOf = (page: Page) => page.getByRole('row').or(page.getByRole('listitem'));

const heading = (page: Page, name: RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

interface Screen {
  path: string;
  /** Something that shows the screen's data has loaded. */
  ready: (page: Page) => Promise<void>;
}

const PARTNER_PAGES: Screen[] = [
  { path: '/partner', ready: (page) => expect(rowOf(page).filter({ hasText: /^슬롯/ }).first()).toBeVisible() },
  { path: '/partner/partner-management', ready: (page) => expect(rowOf(page).filter({ hasText: 'agency3' }).first()).toBeVisible() },
  { path: '/partner/partner-management?tab=members', ready: (page) => expect(rowOf(page).filter({ hasText: 'member7' }).first()).toBeVisible() },
  { path: '/partner/partner-structure', ready: (page) => expect(page.getByRole('tree')).toBeVisible() },
  { path: '/partner/current-user', ready: (page) => heading(page, /현재 접속자/) },
  { path: '/partner/statement', ready: (page) => heading(page, /입출금 신청 관리/) },
  { path: '/partner/trade', ready: (page) => expect(rowOf(page).filter({ hasText: 'agency3' }).first()).toBeVisible() },
  { path: '/partner/betting-history', ready: (page) => expect(rowOf(page).filter({ hasText: 'member7' }).first()).toBeVisible() },
  { path: '/partner/statistice-by-day', ready: (page) => heading(page, /일별 통계/) },
  { path: '/partner/statistice-by-game', ready: (page) => heading(page, /게임별 통계/) },
  { path: '/partner/statistice-by-user', ready: (page) => expect(rowOf(page).filter({ hasText: 'member7' }).first()).toBeVisible() },
  { path: '/partner/adjsutment', ready: (page) => expect(page.getByRole('table', { name: /루징 계산/ }).or(page.getByRole('list', { name: /루징 계산/ })).first()).toBeVisible() },
  // Loaded: its rows, or (no flag in this run yet) the words for none.
  { path: '/partner/risk', ready: (page) => expect(page.getByRole('table', { name: '위험 신호' }).or(page.getByRole('list', { name: '위험 신호' })).or(page.getByText('최근 30일 동안 신호가 없습니다.')).first()).toBeVisible() },
];

const WINDOWS: Screen[] = [
  { path: '/windows/bet-rank', ready: (page) => expect(rowOf(page).filter({ hasText: 'member7' }).first()).toBeVisible() },
  { path: '/windows/rolling-rank', ready: (page) => expect(rowOf(page).filter({ hasText: 'member7' }).first()).toBeVisible() },
  { path: '/windows/losing-rank', ready: (page) => expect(rowOf(page).filter({ hasText: 'member7' }).first()).toBeVisible() },
  { path: `/windows/deposit-rank?${LAST_30_DAYS}`, ready: (page) => expect(rowOf(page).filter({ hasText: 'member8' }).first()).toBeVisible() },
  { path: `/windows/withdraw-rank?${LAST_30_DAYS}`, ready: (page) => expect(rowOf(page).filter({ hasText: 'member8' }).first()).toBeVisible() },
  { path: '/windows/rolling-list', ready: (page) => expect(rowOf(page).filter({ hasText: 'member7' }).first()).toBeVisible() },
  { path: '/windows/register', ready: (page) => expect(page.getByRole('button', { name: '등록', exact: true })).toBeVisible() },
  { path: '/windows/test', ready: (page) => heading(page, /팝업 점검/) },
];

/** The operator console (issue 15): master2 holds the site right, so it sees every screen. */
const CONSOLE_PAGES: Screen[] = [
  { path: '/partner/inquiries', ready: (page) => heading(page, /1:1 문의/) },
  // Other suites publish announcements (the XSS boards, 120 of them): any row with its edit button.
  { path: '/partner/announcements', ready: (page) => expect(page.getByRole('table', { name: '공지·이벤트' }).or(page.getByRole('list', { name: '공지·이벤트' })).getByRole('button', { name: /수정$/ }).first()).toBeVisible() },
  { path: '/partner/announcements?tab=popups', ready: (page) => expect(rowOf(page).filter({ hasText: '매일 출석 이벤트' }).first()).toBeVisible() },
  { path: '/partner/notes', ready: (page) => heading(page, /쪽지 보내기/) },
  { path: '/partner/site-content', ready: (page) => expect(rowOf(page).filter({ hasText: '라이브 카지노' }).first()).toBeVisible() },
  { path: '/partner/site-content?tab=marquee', ready: (page) => expect(rowOf(page).filter({ hasText: '롤링 2배' }).first()).toBeVisible() },
  { path: '/partner/site-content?tab=settings', ready: (page) => expect(page.getByLabel('은행 점검 시간', { exact: true })).toBeVisible() },
  { path: '/partner/catalog', ready: (page) => expect(rowOf(page).filter({ hasText: 'Lucky Live' }).first()).toBeVisible() },
  { path: '/partner/game-permissions?username=member7', ready: (page) => expect(rowOf(page).filter({ hasText: 'Neon Reels' }).first()).toBeVisible() },
  { path: '/partner/breaks', ready: (page) => expect(page.getByRole('table', { name: '이용 중지 중인 회원' }).or(page.getByRole('list', { name: '이용 중지 중인 회원' })).or(page.getByText('지금 이용을 쉬고 있는 회원이 없습니다.')).first()).toBeVisible() },
  // Loaded: the stale rounds' section heading comes with the day's answer (its count in it).
  { path: '/partner/rounds', ready: (page) => expect(page.getByRole('heading', { level: 2, name: /^오래 열린 라운드/ })).toBeVisible() },
  { path: '/partner/security', ready: (page) => expect(page.getByText('2단계 인증이 켜져 있습니다')).toBeVisible() },
];

/** Each screen at every width, reached as the site's links reach it: one page load for the whole group. */
async function sweep(page: Page, screens: Screen[]) {
  await signInByApi(page, 'master2');
  await page.goto(screens[0]!.path);
  for (const { path, ready } of screens) {
    await navigateInApp(page, path);
    await expectAccessibleAtEveryWidth(page, path, ready);
  }
}

test.describe(`partner back-office on a phone (${SWEEP_VIEWPORTS[0].width} px) and a desktop (${SWEEP_VIEWPORTS[1].width} px)`, () => {
  test.use({ viewport: SWEEP_VIEWPORTS[0], reducedMotion: 'reduce' });
  // A screen takes up to 50 s at both widths (navigation, then axe twice) beside another worker on two cores.
  test.setTimeout(900_000);

  test('the partner pages', ({ page }) => sweep(page, PARTNER_PAGES));
  test('the windows', ({ page }) => sweep(page, WINDOWS));
  test('the operator console', ({ page }) => sweep(page, CONSOLE_PAGES));

  test('the windows about one account, opened as the management page opens them', async ({ page }) => {
    await signInByApi(page, 'master2');
    const agency3 = await page.request.get('/api/v1/core/user/child-list?pageSize=100');
    const id = ((await agency3.json()) as { data: { items: { id: number; username: string }[] } }).data.items.find((c) => c.username === 'agency3')!.id;
    await page.goto(`/windows/deposit?id=${id}&username=agency3`);
    for (const kind of ['deposit', 'withdraw', 'rolling-setting', 'login-history']) {
      await navigateInApp(page, `/windows/${kind}?id=${id}&username=agency3`);
      await expectAccessibleAtEveryWidth(page, `/windows/${kind}`, () => expect(page.getByText('agency3').first()).toBeVisible());
    }
  });

  test('the console forms with the rich-text editor and its preview', async ({ page }) => {
    await signInByApi(page, 'master2');
    await page.goto('/partner/announcements');
    await page.getByRole('button', { name: '새 공지' }).click();
    await expect(page.getByRole('toolbar', { name: '서식 도구' })).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'new announcement form');
    // Its switch's label sits on the gold primary.
    await page.goto('/partner/announcements?tab=popups');
    await page.getByRole('button', { name: '새 팝업' }).click();
    await expect(page.getByRole('dialog').getByRole('switch').first()).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'new popup form');
    await page.goto('/partner/notes');
    await page.getByRole('button', { name: /새 쪽지|쪽지 쓰기/ }).first().click();
    await expect(page.getByRole('toolbar', { name: '서식 도구' })).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'new note form');
    // The bar's alerts (issue 30): the dialog with its two switches, its heading clear of its close button.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^알림/ }).click();
    const alerts = page.getByRole('dialog', { name: '라인에 새 소식이 오면' });
    await expect(alerts.getByRole('switch', { name: '소리 알림' })).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'partner alerts dialog');
    const [heading, close] = await Promise.all([alerts.getByText('라인에 새 소식이 오면').boundingBox(), alerts.getByRole('button', { name: /close|닫기/i }).boundingBox()]);
    expect(heading!.x + heading!.width).toBeLessThanOrEqual(close!.x);
  });
});
