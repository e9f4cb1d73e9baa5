import { expect, test, type Page } from '@playwright/test';
import { SitePage } from '../pages/site-page';
import { expectAccessibleAtEveryWidth, SWEEP_VIEWPORTS } from '../support/axe';
import { MEMBER } from '../support/demo';
import { signInByApi } from '../support/sign-in';

/**
 * axe (WCAG 2.1 AA) over every member page and dialog, signed out and signed in, on a phone and
 * a desktop (each state checked at both widths in turn, one load for both): no serious or critical
 * finding anywhere. Each check is soft, so a failure lists every finding of the run, page by page.
 */
/** Each page with something that shows it has loaded. */
const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/', ready: (page) => expect(page.getByTestId('entry-casino')).toBeVisible() },
  { path: '/game/casino', ready: (page) => expect(page.getByRole('link', { name: /Lucky Live/ })).toBeVisible() },
  { path: '/game/slot', ready: (page) => expect(page.getByRole('link', { name: /Neon Reels/ })).toBeVisible() },
  { path: '/game/casino/lucky-live', ready: (page) => expect(page.getByRole('list', { name: '게임 목록' }).getByRole('button').first()).toBeVisible() },
  { path: '/game/lotto/lucky-ball', ready: (page) => expect(page.getByRole('button', { name: 'Speed Keno' })).toBeVisible() },
  { path: '/no/such/page', ready: (page) => expect(page.getByText('페이지를 찾을 수 없습니다: /no/such/page')).toBeVisible() },
  // Signed out the partner login; signed in as a member, the refusal.
  { path: '/partner', ready: (page) => expect(page.getByRole('heading', { level: 1, name: /파트너 로그인|접근 권한이 없습니다/ })).toBeVisible() },
];

async function openDialog(site: SitePage, path: string) {
  await site.open(path);
  const dialog = site.dialog();
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Adds an inquiry for the member, so its detail can be checked too. */
async function addInquiry(page: Page, token: string) {
  const created = await page.request.post('/api/v1/core/ticket/create', {
    data: { title: '접근성 점검 문의', content: '화면을 확인해 주세요.' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(200);
}

test.describe(`on a phone (${SWEEP_VIEWPORTS[0].width} px) and a desktop (${SWEEP_VIEWPORTS[1].width} px)`, () => {
  test.use({ viewport: SWEEP_VIEWPORTS[0], reducedMotion: 'reduce' });
  test.setTimeout(360_000);

  test('every page, signed out and signed in as a member', async ({ page }) => {
    const site = new SitePage(page);
    for (const signedIn of [false, true]) {
      if (signedIn) await signInByApi(page, MEMBER.username);
      for (const { path, ready } of PAGES) {
        await site.open(path);
        await expectAccessibleAtEveryWidth(page, `${path} (${signedIn ? 'member' : 'visitor'})`, async () => {
          await ready(page);
          if (signedIn && path !== '/partner') await expect(site.figure('balance')).toBeVisible();
        });
      }
    }
  });

  test('the visitor dialogs: login, sign-up, notices and one notice', async ({ page }) => {
    const site = new SitePage(page);
    let dialog = await openDialog(site, '/?modal=login');
    await expect(dialog.getByLabel('아이디')).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'login');

    dialog = await openDialog(site, '/?modal=signup');
    await expect(dialog.getByLabel('추천 코드')).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'sign-up');

    dialog = await openDialog(site, '/?modal=notice');
    await expect(dialog.getByRole('row').nth(1)).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'notice list');
    // A seeded one, by its link: other suites publish many (XSS vectors) and count their places.
    const listed = await page.request.get('/api/v1/core/board-message/list?type=notice&page=1&pageSize=100');
    const { items } = ((await listed.json()) as { data: { items: { id: number; title: string }[] } }).data;
    const seeded = items.find((item) => item.title === '사이트 이용 안내')!;
    dialog = await openDialog(site, `/?modal=notice&modal.id=${seeded.id}`);
    await expect(dialog.getByRole('heading', { name: '사이트 이용 안내' })).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'notice detail');
  });

  test('the member dialogs: deposit, withdraw, convert, limits, inbox, customer service', async ({ page }) => {
    const site = new SitePage(page);
    const token = await signInByApi(page, MEMBER.username);
    await addInquiry(page, token);

    for (const kind of ['deposit', 'withdraw'] as const) {
      const dialog = await openDialog(site, `/?modal=${kind}`);
      await expect(dialog.getByRole('textbox', { name: '금액' })).toBeVisible();
      await expectAccessibleAtEveryWidth(page, `${kind} request`);
      await dialog.getByRole('tab', { name: '내역' }).click();
      await expect(dialog.getByRole('row').nth(1)).toBeVisible();
      await expectAccessibleAtEveryWidth(page, `${kind} details`);
    }

    let dialog = await openDialog(site, '/?modal=convert');
    await expect(dialog.getByTestId('convert-toCash')).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'convert');

    dialog = await openDialog(site, '/?modal=limits');
    await expect(dialog.getByTestId('limit-deposit_day')).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'limits');
    await dialog.getByRole('tab', { name: '접속 시간' }).click();
    await expect(dialog.getByRole('combobox', { name: '새 한도' })).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'limits: session time');

    dialog = await openDialog(site, '/?modal=inbox');
    const note = dialog.getByRole('row', { name: /가입을 환영합니다/ });
    await expect(note).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'inbox');
    await note.getByRole('button', { name: /가입을 환영합니다/ }).click();
    await expect(dialog.getByRole('button', { name: '목록으로' })).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'inbox note');

    dialog = await openDialog(site, '/?modal=customer-service');
    const inquiry = dialog.getByRole('row', { name: /접근성 점검 문의/ }).first();
    await expect(inquiry).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'customer-service list');
    await inquiry.getByRole('button', { name: /접근성 점검 문의/ }).click();
    await expect(dialog.getByRole('region', { name: '문의 내용' })).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'customer-service detail');
    await dialog.getByRole('tab', { name: '문의하기' }).click();
    await expect(dialog.getByLabel('제목')).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'customer-service write');
  });

  test('the announcement popups and the image popups', async ({ page }) => {
    const token = await signInByApi(page, MEMBER.username);
    const listed = await page.request.get('/api/v1/core/board-message/list?type=popup', { headers: { Authorization: `Bearer ${token}` } });
    const { items } = ((await listed.json()) as { data: { items: { id: number; title: string }[] } }).data;
    const site = new SitePage(page);

    const dialog = await openDialog(site, `/?modal=board-message&modal.id=${items[0]!.id}`);
    await expect(dialog.getByText(items[0]!.title)).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'board-message');

    await site.open('/', { popups: true });
    for (const { title } of items) {
      const popup = page.getByRole('dialog').filter({ hasText: title });
      await expect(popup).toBeVisible();
      await expectAccessibleAtEveryWidth(page, `announcement popup ${title}`);
      await popup.getByRole('button', { name: '닫기' }).last().click();
    }
    await expect(page.getByRole('dialog').locator('img')).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'image popup');
  });
});

test.describe('the keyboard', () => {
  /** Whether the focused element draws a ring (an outline or a box shadow), and what it is, for the message. */
  const focusShown = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return { what: 'nothing', shown: true };
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const what = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
      return { what, shown: outline || style.boxShadow !== 'none' };
    });

  for (const viewport of SWEEP_VIEWPORTS) {
    test(`shows where the focus is on every control of the page's top, signed out and in (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const site = new SitePage(page);
      for (const signedIn of [false, true]) {
        if (signedIn) await signInByApi(page, MEMBER.username);
        await site.open('/');
        await expect(page.getByTestId('entry-casino')).toBeVisible();
        const unshown: string[] = [];
        for (let stop = 0; stop < 8; stop++) {
          await page.keyboard.press('Tab');
          const { what, shown } = await focusShown(page);
          if (!shown) unshown.push(what);
        }
        expect(unshown, signedIn ? 'member' : 'visitor').toEqual([]);
      }
    });
  }
});
