import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { GameWindow } from '../pages/game-window';
import { SitePage } from '../pages/site-page';
import { AGENCY, DEMO_PASSWORD } from '../support/demo';
import { clickRowAction } from '../support/row-actions';
import { balanceReadsFrom, liveGreeting } from '../support/live-channel';
import { signInByApi } from '../support/sign-in';
import { settledDialog } from '../support/settled-dialog';

/*
 * The partner back-office, end to end on the production build and the real API: agency1 signs in
 * at /partner and runs its line. Once at desktop width in English, once at 768 px in Korean (the
 * default), each with its own new member.
 */

const LABELS = {
  en: {
    dashboard: 'Dashboard',
    slot: 'Slot',
    management: 'Partner management',
    membersTab: 'Membership management',
    addMember: 'Add member',
    registerFields: { username: 'Member ID', nickname: 'Display name', password: 'Password', phone: 'Phone', bank: 'Bank', accountNumber: 'Account number', accountHolder: 'Account name', exchangePassword: 'Exchange password' },
    register: 'Register',
    registered: 'Registration successful',
    search: 'ID or nickname',
    searchButton: 'Search',
    topUp: 'Top up',
    amount: 'Amount',
    next: 'Confirm',
    pay: 'Top up',
    paid: /Paid ₩50,000/,
    statement: 'Statement',
    approve: 'Approve',
    approved: /Approved the request of/,
    rollingSetting: 'Rolling setting',
    casino: 'Casino',
    save: 'Save',
    saved: 'Rolling rates saved',
    stateOf: (u: string) => `State of ${u}`,
    stopped: (u: string) => new RegExp(`^${u} is now Stop`, 'i'),
    ok: /^(OK|Confirm)$/,
    noMembers: 'No members yet',
  },
  ko: {
    dashboard: '대시보드',
    slot: '슬롯',
    management: '파트너 관리',
    membersTab: '회원 관리',
    addMember: '회원 추가',
    registerFields: { username: '회원 아이디', nickname: '표시 이름', password: '비밀번호', phone: '전화번호', bank: '은행', accountNumber: '계좌번호', accountHolder: '예금주', exchangePassword: '환전 비밀번호' },
    register: '등록',
    registered: '등록되었습니다',
    search: '아이디 또는 닉네임',
    searchButton: '검색',
    topUp: '지급',
    amount: '금액',
    next: '확인',
    pay: '지급하기',
    paid: /50,000원을 지급했습니다/,
    statement: '입출금 내역',
    approve: '승인',
    approved: /승인했습니다/,
    rollingSetting: '롤링 설정',
    casino: '카지노',
    save: '저장',
    saved: '롤링 요율을 저장했습니다',
    stateOf: (u: string) => `${u} 상태`,
    stopped: (u: string) => new RegExp(`^${u} 상태가 정지`),
    ok: /^(확인|OK)$/,
    noMembers: '회원이 없습니다',
  },
};

type Labels = (typeof LABELS)['en'];

/** Digits of a figure such as '₩5,000' or '5,000원'. */
const amountIn = async (cell: Locator) => Number((await cell.innerText()).replace(/[^\d-]/g, ''));

async function signInAtPartner(page: Page) {
  await page.goto('/partner');
  await page.getByLabel('아이디').fill(AGENCY.username);
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
}

/** A partner page through the menu: the sidebar on a desktop, the drawer below 992 px. */
async function goTo(page: Page, name: string) {
  const drawerButton = page.getByRole('banner').getByRole('button', { name: /^(Menu|메뉴)$/ });
  if (await drawerButton.isVisible()) await drawerButton.click();
  await page.getByRole('menuitem', { name: new RegExp(`^${name}`) }).click();
}

/** The betting table's slot bet on the dashboard. */
async function slotBet(page: Page, L: Labels) {
  const row = page.getByRole('row', { name: new RegExp(`^${L.slot}`) }).first();
  await expect(row).toBeVisible();
  return amountIn(row.getByRole('cell').nth(1));
}

/** member3 (agency1's) plays one 5,000 spin of the demo slot in its own browser context. */
async function memberPlaysASpin(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, 'member3');
  await new SitePage(page).open('/game/slot/neon-reels');
  const game = await GameWindow.launchFrom(page, 'Neon Nights');
  await game.creditValue();
  await game.page.getByRole('radio', { name: /5,000/ }).click();
  await game.page.getByRole('button', { name: '스핀' }).click();
  await expect(game.result()).toHaveText(/당첨|아쉽게도/);
  await game.close();
  await context.close();
}

/** Opens a pop-up window from a click and waits for its page. */
async function popupFrom(page: Page, click: () => Promise<void>) {
  const opened = page.waitForEvent('popup');
  await click();
  const popup = await opened;
  await popup.waitForLoadState();
  return popup;
}

for (const config of [
  { name: 'desktop, English', viewport: { width: 1280, height: 900 }, lang: 'en' as const },
  { name: '768 px, Korean', viewport: { width: 768, height: 1024 }, lang: 'ko' as const },
]) {
  test(`agency1 runs its line at /partner (${config.name})`, async ({ browser }) => {
    test.setTimeout(300_000);
    const L = LABELS[config.lang];
    const context = await browser.newContext({ viewport: config.viewport });
    const page = await context.newPage();
    const newMember = `e2e${config.lang}${Date.now() % 100_000}`;

    await test.step('signs in at /partner and sees a dashboard whose slot bet follows a played round', async () => {
      await signInAtPartner(page);
      if (config.lang === 'en') {
        const switcher = page.getByRole('radiogroup', { name: 'Language' }).or(page.getByRole('radiogroup', { name: '언어' }));
        await switcher.getByText('English', { exact: true }).click();
      }
      await expect(page.getByRole('heading', { name: L.dashboard, level: 1 })).toBeVisible();
      const before = await slotBet(page, L);
      await memberPlaysASpin(browser);
      await page.reload();
      await expect.poll(() => slotBet(page, L)).toBe(before + 5_000);
    });

    await test.step('adds a member in /windows/register, who can then sign in on the member site', async () => {
      await goTo(page, L.management);
      const register = await popupFrom(page, () => page.getByRole('button', { name: L.addMember }).click());
      await expect(register).toHaveURL(/\/windows\/register/);
      const f = L.registerFields;
      await register.getByLabel(f.username, { exact: true }).fill(newMember);
      await register.getByLabel(f.nickname, { exact: true }).fill(`새회원${config.lang}`);
      await register.getByLabel(f.password, { exact: true }).fill('pass1234');
      await register.getByLabel(f.phone, { exact: true }).fill('010-5555-1234');
      await register.getByLabel(f.bank, { exact: true }).fill('신한은행');
      await register.getByLabel(f.accountNumber, { exact: true }).fill('110-555-123456');
      await register.getByLabel(f.accountHolder, { exact: true }).fill('홍길동');
      await register.getByLabel(f.exchangePassword, { exact: true }).fill('1234');
      await register.getByRole('button', { name: L.register, exact: true }).click();
      await expect(register.getByText(L.registered).first()).toBeVisible();
      await register.close();
    });

    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    const member = new SitePage(memberPage);
    await signInByApi(memberPage, newMember, 'pass1234');
    const greeted = liveGreeting(memberPage);
    await member.open('/');
    await expect(member.figure('balance')).toHaveText(/\s0원$/);
    await greeted;
    // From here the member's page reloads nothing and reads no balance: the live channel brings each one.
    const memberReads = balanceReadsFrom(memberPage);

    await test.step("tops the member up in /windows/deposit; the member's header follows", async () => {
      await page.getByRole('searchbox', { name: L.search }).or(page.getByPlaceholder(L.search)).first().fill(newMember);
      await page.getByRole('button', { name: L.searchButton }).first().click();
      const deposit = await popupFrom(page, () => clickRowAction(page, newMember, L.topUp));
      await deposit.getByRole('textbox', { name: L.amount }).fill('50000');
      await deposit.getByRole('button', { name: L.next, exact: true }).click();
      await deposit.getByRole('button', { name: L.pay, exact: true }).click();
      await expect(deposit.getByText(L.paid)).toBeVisible();
      await deposit.close();
      await expect(member.figure('balance')).toHaveText(/\s50,000원$/, { timeout: 1_000 });
    });

    await test.step("approves the member's deposit request on the statement page", async () => {
      const origin = new URL(page.url()).origin;
      const created = await memberPage.request.post('/api/v1/wallet/statement/member/create', { data: { type: 'deposit', amount: 30_000 }, headers: { origin } });
      expect(created.status()).toBe(200);
      await goTo(page, L.statement);
      await clickRowAction(page, `${newMember} (새회원${config.lang})`, L.approve);
      const approval = await settledDialog(page.getByRole('dialog'));
      await approval.getByRole('button', { name: L.approve }).or(approval.getByRole('button', { name: L.ok })).first().click();
      await expect(page.getByText(L.approved).first()).toBeVisible();
      await expect(member.figure('balance')).toHaveText(/\s80,000원$/, { timeout: 1_000 });
      expect(memberReads).toEqual([]);
    });

    await test.step('sets a rolling rate in /windows/rolling-setting', async () => {
      await goTo(page, L.management);
      await page.getByPlaceholder(L.search).first().fill(newMember);
      await page.getByRole('button', { name: L.searchButton }).first().click();
      const rolling = await popupFrom(page, () => clickRowAction(page, newMember, L.rollingSetting));
      await rolling.getByRole('textbox', { name: L.casino }).fill('0.3');
      await rolling.getByRole('button', { name: L.save }).click();
      await expect(rolling.getByText(L.saved)).toBeVisible();
      await rolling.close();
    });

    await test.step('stops the member, whose open session is signed out at once', async () => {
      await page.getByRole('switch', { name: L.stateOf(newMember) }).click();
      await (await settledDialog(page.getByRole('dialog'))).getByRole('button', { name: L.ok }).click();
      // The server's answer first (a refused change would show its own message), then the switch that follows it.
      await expect(page.getByText(L.stopped(newMember))).toBeVisible();
      await expect(page.getByRole('switch', { name: L.stateOf(newMember) })).not.toBeChecked();
      // The member's open page, untouched, signs out by itself: the live channel closed for the stop.
      await expect(member.header().getByRole('button', { name: /^(로그인|Log in)$/ }).first()).toBeVisible();
      await expect(memberPage.getByText('정지된 계정입니다. 고객센터에 문의해 주세요.')).toBeVisible();
      const again = await memberPage.request.post('/api/v1/core/auth/login', { data: { username: newMember, password: 'pass1234' }, headers: { origin: new URL(page.url()).origin } });
      expect(again.status()).toBe(403);
    });

    await test.step("sees agency2's members nowhere", async () => {
      await page.getByRole('tab', { name: L.membersTab }).click();
      await expect(page.getByRole('row').filter({ hasText: 'member1' }).first()).toBeVisible();
      await expect(page.getByText('member4')).toHaveCount(0);
      const members = page.getByRole('tabpanel', { name: L.membersTab });
      await members.getByRole('searchbox', { name: L.search }).fill('member4');
      await members.getByRole('button', { name: L.searchButton }).first().click();
      await expect(page.getByText(L.noMembers)).toBeVisible();
      const foreign = await page.request.get('/api/v1/core/user/line-path?search=member4');
      expect((await foreign.json()).data.items).toEqual([]);
    });

    await memberContext.close();
    await context.close();
  });
}
