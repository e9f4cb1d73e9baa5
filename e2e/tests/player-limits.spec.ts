import { expect, test } from '@playwright/test';
import { GameWindow } from '../pages/game-window';
import { SitePage } from '../pages/site-page';
import { expectAccessible } from '../support/axe';
import { chooseOption } from '../support/choose-option';
import { registerMember } from '../support/register-member';
import { signInByApi } from '../support/sign-in';
import { DEMO_PASSWORD } from '../support/demo';
import { fundCredit, withSiteDb } from '../support/site-db';

/*
 * Player protection (issue 31): the limits a member sets on itself, held by the server where the
 * money moves. A member of the test's own: a limit cannot be raised again for 24 hours.
 */

test('a member lowers its daily loss limit, and a spin over it is refused in the game window with the reason', async ({ page, request }) => {
  const site = new SitePage(page);
  const { username } = await registerMember(request, 'plim');
  await fundCredit(username, 100_000);
  await signInByApi(page, username);
  await site.open('/');

  await site.header().getByRole('button', { name: '이용 한도' }).click();
  const dialog = site.dialog();
  await expect(dialog.getByRole('heading', { name: '이용 한도' })).toBeVisible();
  await dialog.getByRole('tab', { name: '손실' }).click();
  const lossDay = dialog.getByTestId('limit-loss_day');
  await expect(lossDay.getByTestId('limit-loss_day-usage')).toHaveText(/^손실 0원 · 한도 없음 · \d{4}-\d{2}-\d{2} 00:00에 초기화$/);
  await expectAccessible(page, 'the limits dialog');
  await lossDay.getByRole('textbox', { name: '새 한도' }).fill('3000');
  await lossDay.getByRole('button', { name: '저장' }).click();
  const question = page.getByRole('dialog', { name: '한도를 3,000원으로 정할까요?' });
  await expect(question).toContainText('바로 적용되며, 높이거나 없애려면 24시간이 걸립니다.');
  await question.getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('새 한도가 적용되었습니다')).toBeVisible();
  await expect(lossDay.getByTestId('limit-loss_day-usage')).toContainText('한도 3,000원');

  // Raising it again waits a day, and says so.
  await lossDay.getByRole('textbox', { name: '새 한도' }).fill('1000000');
  await lossDay.getByRole('button', { name: '저장' }).click();
  await page.getByRole('dialog', { name: '1,000,000원으로 높일까요?' }).getByRole('button', { name: '확인' }).click();
  await expect(lossDay.getByTestId('limit-loss_day-pending')).toContainText('1,000,000원으로 바뀝니다');
  await expect(lossDay.getByTestId('limit-loss_day-usage')).toContainText('한도 3,000원');
  await page.keyboard.press('Escape');

  await site.open('/game/slot/neon-reels');
  const game = await GameWindow.launchFrom(page, 'Neon Nights');
  expect(await game.creditValue()).toBe(100_000);
  await game.page.getByRole('radio', { name: /5,000/ }).click();
  await game.page.getByRole('button', { name: '스핀' }).click();
  await expect(game.result()).toHaveText('손실 한도를 넘는 베팅입니다');
  expect(await game.creditValue()).toBe(100_000);
  await game.close();
});

test('the reality check stops play in the game window with the time and the net result since sign-in, and Stop closes it', async ({ page, request }) => {
  const site = new SitePage(page);
  const { username } = await registerMember(request, 'preal');
  await fundCredit(username, 100_000);
  await signInByApi(page, username);
  await site.open('/');

  await site.header().getByRole('button', { name: '이용 한도' }).click();
  const dialog = site.dialog();
  await dialog.getByRole('tab', { name: '접속 시간' }).click();
  const reality = dialog.getByTestId('limit-reality_check_minutes');
  await expect(reality.getByTestId('limit-reality_check_minutes-usage')).toContainText('1시간마다');
  await chooseOption(page, reality.getByRole('combobox', { name: '알림 간격' }), '15분');
  await reality.getByRole('button', { name: '저장' }).click();
  await page.getByRole('dialog', { name: '이용 시간 알림을 15분마다 받을까요?' }).getByRole('button', { name: '확인' }).click();
  await expect(reality.getByTestId('limit-reality_check_minutes-usage')).toContainText('15분마다');
  await page.keyboard.press('Escape');

  await site.open('/game/slot/neon-reels');
  const game = await GameWindow.launchFrom(page, 'Neon Nights');
  await game.page.getByRole('radio', { name: /5,000/ }).click();
  await game.page.getByRole('button', { name: '스핀' }).click();
  await expect(game.result()).not.toBeEmpty();
  const credit = await game.creditValue();
  const net = credit - 100_000;

  // Fifteen minutes of this sign-in all but three seconds: the window, looked at again, waits for the moment.
  await withSiteDb((db) => db.query(`UPDATE sessions SET created_at = now() - interval '14 minutes 57 seconds' WHERE user_id = (SELECT id FROM users WHERE username = $1)`, [username]));
  await game.page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const check = game.page.getByRole('dialog', { name: '이용 시간 알림' });
  await expect(check).toBeVisible({ timeout: 15_000 });
  await expect(check).toContainText('접속한 지 15분이 지났습니다.');
  const signedNet = `${net > 0 ? '+' : net < 0 ? '\u2212' : ''}${Math.abs(net).toLocaleString('ko-KR')}원`;
  await expect(check).toContainText(`그동안 베팅 5,000원, 당첨 ${(net + 5_000).toLocaleString('ko-KR')}원으로 순손익은 ${signedNet}입니다.`);
  await expect(check).toContainText('이 알림은 15분마다 표시됩니다.');
  await expect(check.getByRole('button', { name: '계속하기' })).toBeFocused();
  await expectAccessible(game.page, 'the reality check');

  const closed = game.page.waitForEvent('close');
  await check
    .getByRole('button', { name: '그만하기' })
    .click()
    .catch((error: unknown) => {
      if (!game.page.isClosed()) throw error;
    });
  await closed;
});

test('a member taking a 24-hour break is signed out at once, and its next sign-in is refused with when the break ends', async ({ page, request }) => {
  const site = new SitePage(page);
  const { username, nickname } = await registerMember(request, 'pbrk');
  await signInByApi(page, username);
  await site.open('/');
  await site.expectSignedIn(nickname);

  await site.header().getByRole('button', { name: '이용 한도' }).click();
  const dialog = site.dialog();
  await dialog.getByRole('tab', { name: '쉬기' }).click();
  await dialog.getByRole('radio', { name: '24시간' }).check();
  await expectAccessible(page, 'the break tab');
  await dialog.getByRole('button', { name: '이용 쉬기 시작' }).click();
  const question = page.getByRole('dialog', { name: /쯤까지 이용을 쉴까요\?$/ });
  await expect(question).toContainText('지금 로그아웃되며 그때까지 로그인할 수 없습니다.');
  await question.getByRole('button', { name: '이용 쉬기 시작' }).click();
  await expect(page.getByText(/^이용 쉬기가 시작되었습니다\. \d{4}-\d{2}-\d{2} \d{2}:\d{2} 이후에 다시 로그인할 수 있습니다\.$/)).toBeVisible();
  await expect(site.header().getByRole('button', { name: '로그인' }).first()).toBeVisible();
  expect(await site.sessionCookie()).toBeUndefined();

  await site.login(username, DEMO_PASSWORD);
  await expect(site.dialog()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}\(한국 시간\)까지 이용을 쉬고 있습니다\. 그 뒤에 다시 로그인할 수 있습니다\./);
  expect(await site.sessionCookie()).toBeUndefined();
});

test('a partner tightens a member’s deposit limit from the back-office, and the member sees it in its limits dialog', async ({ page, browser, request }) => {
  const { username, nickname } = await registerMember(request, 'pline');
  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  await signInByApi(partner, 'agency1');
  await partner.goto('/partner/partner-management?tab=members');
  await partner.getByRole('searchbox', { name: '아이디 또는 닉네임' }).fill(username);
  await partner.getByRole('button', { name: '검색' }).first().click();
  const row = partner.getByRole('row').filter({ hasText: username });
  await row.getByRole('button', { name: `${username} 작업 더보기` }).click();
  await partner.getByRole('menuitem', { name: '이용 한도' }).click();

  const drawer = partner.getByRole('dialog', { name: `${username}의 이용 한도` });
  await expect(drawer).toContainText('이용 중지 중이 아닙니다.');
  await drawer.getByRole('button', { name: '일일 입금 한도 설정' }).click();
  const dialog = partner.getByRole('dialog', { name: `${username}의 일일 입금 한도` });
  await expect(dialog).toContainText('금액에 제한이 없습니다.');
  await dialog.getByLabel('내 한도').fill('200000');
  await expectAccessible(partner, "a partner's limit for a member");
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(partner.getByText(`${username}에게 정한 내 일일 입금 한도 설정을 저장했습니다.`)).toBeVisible();
  await expect(drawer.getByRole('row').filter({ hasText: '일일 입금 한도' })).toContainText('200,000원');
  await partnerContext.close();

  const site = new SitePage(page);
  await signInByApi(page, username);
  await site.open('/');
  await site.expectSignedIn(nickname);
  await site.header().getByRole('button', { name: '이용 한도' }).click();
  const limits = site.dialog().getByTestId('limit-deposit_day');
  await expect(limits).toContainText('파트너가 정한 한도(200,000원)도 함께 적용됩니다');
});

