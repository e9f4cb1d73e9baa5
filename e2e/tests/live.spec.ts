import { expect, request as requests, test, type Page } from '@playwright/test';
import { SitePage } from '../pages/site-page';
import { balanceReadsFrom, liveGreeting } from '../support/live-channel';
import { operatorApi } from '../support/operator';
import { AGENCY, DEMO_PASSWORD } from '../support/demo';
import { registerMember } from '../support/register-member';
import { signInByApi } from '../support/sign-in';

/*
 * The live channel (decision 070) from a member's open page: what it brings without a call, and
 * the site without it. The partner's side is in partner-backoffice.spec (a top-up, an approval
 * and a stop reach the member's page with no reload).
 */

/** A deposit of the member's, approved by the master: the member's cash rises by `amount`. */
async function depositApproved(token: string, username: string, amount: number) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const member = await requests.newContext({ baseURL: origin });
  try {
    const created = await member.post('/api/v1/wallet/statement/member/create', { data: { type: 'deposit', amount }, headers: { authorization: `Bearer ${token}` } });
    expect(created.status()).toBe(200);
  } finally {
    await member.dispose();
  }
  const operator = await operatorApi();
  const mine = (await operator.newStatements('deposit')).items.find((statement) => statement.username === username)!;
  await operator.approveStatement(mine.id);
}

/** The waiting requests the partner menu's statement entry counts (its name says so when any wait). */
async function waitingInMenu(page: Page): Promise<number> {
  const entry = page.getByRole('link', { name: /^입출금 내역(, 대기 \d+건)?$/ }).first();
  return Number((await entry.getAttribute('aria-label'))?.match(/대기 (\d+)건/)?.[1] ?? 0);
}

const cash = (amount: number) => new RegExp(`\\s${amount.toLocaleString('en-US')}원$`);

test("a member's cash and game credit follow a deposit's approval and a conversion made elsewhere, with no call of the page's own", async ({ page, request }) => {
  const site = new SitePage(page);
  const { username } = await registerMember(request, 'lbal');
  const token = await signInByApi(page, username);
  const greeted = liveGreeting(page);
  await site.open('/');
  await expect(site.figure('balance')).toHaveText(cash(0));
  await greeted;
  const reads = balanceReadsFrom(page);

  await depositApproved(token, username, 40_000);
  await expect(site.figure('balance')).toHaveText(cash(40_000), { timeout: 1_000 });
  // The same member in another tab (here its token) moves cash to game credit.
  const converted = await request.post('/api/v1/wallet/convert/credit', { data: { amount: 15_000 }, headers: { authorization: `Bearer ${token}` } });
  expect(converted.status()).toBe(200);
  await expect(site.figure('balance')).toHaveText(cash(25_000), { timeout: 1_000 });
  await expect(site.figure('credit')).toHaveText(cash(15_000), { timeout: 1_000 });
  expect(reads).toEqual([]);
});

test('with the live channel refused, the header still follows, by its poll every 30 s as before', async ({ page, request }) => {
  await page.clock.install();
  await page.routeWebSocket(/\/api\/v1\/live$/, (socket) => socket.close());
  const site = new SitePage(page);
  const { username } = await registerMember(request, 'lpol');
  const token = await signInByApi(page, username);
  await site.open('/');
  await expect(site.figure('balance')).toHaveText(cash(0));

  await depositApproved(token, username, 20_000);
  await expect(site.figure('balance')).toHaveText(cash(0));
  const reads = balanceReadsFrom(page);
  await page.clock.runFor(30_000);
  await expect(site.figure('balance')).toHaveText(cash(20_000));
  expect(reads).toEqual(['/api/v1/wallet/balance']);
});

test("a member's withdrawal request raises its partner's badge at once, with the sound the partner turned on", async ({ browser, request }) => {
  // A member of agency1's with cash to withdraw.
  const { username } = await registerMember(request, 'lwdr');
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const member = await requests.newContext({ baseURL: origin });
  const login = await member.post('/api/v1/core/auth/login', { data: { username, password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await depositApproved(token, username, 30_000);

  const context = await browser.newContext();
  const partner = await context.newPage();
  await signInByApi(partner, AGENCY.username);
  const greeted = liveGreeting(partner);
  await partner.goto('/partner');
  await greeted;
  await partner.getByRole('button', { name: '알림' }).click();
  const sound = partner.getByRole('switch', { name: '소리 알림' });
  await expect(sound).not.toBeChecked();
  await sound.click();
  await expect(sound).toBeChecked();
  await partner.evaluate(() => {
    const element = document.querySelector('audio[data-alert-sound]')!;
    element.addEventListener('play', () => element.setAttribute('data-played', String(Number(element.getAttribute('data-played') ?? 0) + 1)));
  });
  const before = await waitingInMenu(partner);

  const requested = await member.post('/api/v1/wallet/statement/member/create', { data: { type: 'withdraw', amount: 10_000, withdraw_password: '4321' }, headers: { authorization: `Bearer ${token}` } });
  expect(requested.status()).toBe(200);
  // Well before the menu's 30 s poll: the live channel announced it.
  await expect.poll(() => waitingInMenu(partner), { timeout: 5_000 }).toBeGreaterThan(before);
  await expect(partner.locator('audio[data-alert-sound]')).toHaveAttribute('data-played', /^[1-9]/, { timeout: 5_000 });

  // As it was: off, for the other suites' agency1.
  await sound.click();
  await expect(sound).not.toBeChecked();
  await member.dispose();
  await context.close();
});
