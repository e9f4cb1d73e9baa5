import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SitePage } from '../pages/site-page';
import { expectAccessible } from '../support/axe';
import { chooseOption } from '../support/choose-option';
import { DEMO_PASSWORD } from '../support/demo';
import { registerMember } from '../support/register-member';
import { siteCommand } from '../support/releases';
import { signInByApi } from '../support/sign-in';
import { totp, stepNow } from '../support/totp';
import { settledDialog } from '../support/settled-dialog';
import { fundCredit, withSiteDb } from '../support/site-db';

/*
 * The operator console (issue 15) on the production build: master1 runs the site from the
 * back-office, one sign-in for the whole suite (a code is taken once), and members see each
 * change. It runs last (playwright.config.ts): it resets master1's two-factor and changes
 * content, the catalog and permissions that the other suites read.
 */

test.describe.configure({ mode: 'serial' });

let staffContext: BrowserContext;
let staff: Page;
/** master1's key, as its authenticator app holds it after the enrolment. */
let key = '';

test.beforeAll(async ({ browser }) => {
  // A lost phone: the operator removes master1's key, so its next sign-in enrols anew.
  const reset = siteCommand('partners', ['two-factor-reset', 'master1'], test.info().project.use.baseURL!);
  expect(reset.status, reset.output).toBe(0);
  staffContext = await browser.newContext();
  staff = await staffContext.newPage();
});

test.afterAll(async () => {
  await staffContext.close();
});

/** A page of the back-office, by its menu entry. */
async function openStaffPage(path: string, heading: string) {
  await staff.goto(path);
  await expect(staff.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('master1 enrols an authenticator at its sign-in, keeps its recovery codes, and signs in with codes from then on', async ({ browser }) => {
  await staff.goto('/partner');
  await staff.getByLabel('아이디').fill('master1');
  await staff.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await staff.getByRole('button', { name: '로그인' }).click();

  await expect(staff.getByText('마스터 계정은 2단계 인증이 필수입니다', { exact: false })).toBeVisible();
  await expect(staff.getByRole('img', { name: '인증 앱에 추가할 QR 코드' })).toBeVisible();
  key = ((await staff.getByTestId('two-factor-key').textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await staff.getByLabel('인증 코드').fill(totp(key));
  await staff.getByRole('button', { name: '2단계 인증 켜기' }).click();

  const codes = staff.getByRole('list', { name: '복구 코드' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const proceed = staff.getByRole('button', { name: '계속' });
  await expect(proceed).toBeDisabled();
  await staff.getByRole('checkbox', { name: '복구 코드를 안전한 곳에 보관했습니다' }).check();
  await proceed.click();
  await expect(staff.getByText('1:1 문의').first()).toBeVisible();

  // Another browser: the password alone is not enough any more; the app's next code is.
  const other = await browser.newContext();
  const page = await other.newPage();
  await page.goto('/partner');
  await page.getByLabel('아이디').fill('master1');
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  await page.getByLabel('인증 코드').fill(totp(key, stepNow() + 1));
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('1:1 문의').first()).toBeVisible();
  await other.close();
});

test('an inquiry is answered in the queue; the member sees the answer and confirms it; the queue shows it closed', async ({ page }) => {
  const token = await signInByApi(page, 'member1');
  const title = `운영 콘솔 문의 ${Date.now()}`;
  const written = await page.request.post('/api/v1/core/ticket/create', { headers: { authorization: `Bearer ${token}` }, data: { title, content: '보너스 지급 일정이 궁금합니다.' } });
  expect(written.status()).toBe(200);

  await openStaffPage('/partner/inquiries', '1:1 문의');
  const row = staff.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('답변 대기');
  await row.getByText(title).click();
  const drawer = staff.getByRole('dialog');
  await expect(drawer).toContainText('보너스 지급 일정이 궁금합니다.');
  await expect(drawer).toContainText('member1');
  const answer = '이번 주 금요일에 지급됩니다.\n감사합니다.';
  await drawer.getByLabel('답변').fill(answer);
  await expect(drawer.getByRole('region', { name: '회원에게 보이는 모습' })).toContainText('이번 주 금요일에 지급됩니다.');
  await drawer.getByRole('button', { name: '답변 등록' }).click();
  await expect(staff.getByText('답변을 등록했습니다')).toBeVisible();

  const site = new SitePage(page);
  await site.open('/');
  await site.header().getByRole('button', { name: /^고객센터/ }).first().click();
  const center = site.dialog();
  await center.getByRole('tab', { name: '문의 내역' }).click();
  const mine = center.getByRole('row', { name: new RegExp(title) });
  await expect(mine.getByText('답변 완료')).toBeVisible();
  await mine.getByRole('button', { name: title }).click();
  await expect(center.getByRole('region', { name: '답변' })).toContainText('이번 주 금요일에 지급됩니다.');
  await center.getByRole('button', { name: '답변 확인' }).click();
  await expect(center.getByText('확인 완료').first()).toBeVisible();

  await staff.reload();
  await expect(staff.getByRole('row').filter({ hasText: title })).toContainText('확인 완료');
});

test('a new image popup put first in the sequence is the first image popup a member sees at its next load', async ({ page }) => {
  await openStaffPage('/partner/announcements?tab=popups', '공지·팝업');
  const title = `콘솔 팝업 ${Date.now()}`;
  await staff.getByRole('button', { name: '새 팝업' }).click();
  const form = staff.getByRole('dialog');
  await form.getByPlaceholder('/uploads/… 또는 https://…').fill('/static/demo/popup-3.webp');
  await form.getByLabel('제목').fill(title);
  await form.getByRole('button', { name: '저장' }).click();
  await expect(staff.getByText('팝업을 추가했습니다')).toBeVisible();
  // To the top of the sequence, one step at a time, as a staff member would.
  const up = staff.getByRole('button', { name: `${title} 위로 이동` });
  while (await up.isEnabled()) {
    await up.click();
    await expect(staff.getByText('순서를 바꿨습니다').last()).toBeVisible();
  }
  await expect(staff.getByRole('row').filter({ hasText: title })).toBeVisible();

  await signInByApi(page, 'member1');
  await new SitePage(page).open('/', { popups: true });
  // Announcement popups first, then the image popups in the new order: ours, then the seeded ones.
  const seen: string[] = [];
  for (let i = 0; i < 5; i++) {
    const dialog = page.getByRole('dialog').last();
    await expect(dialog).toBeVisible();
    const shown = ((await dialog.getByRole('heading').first().textContent()) ?? '').trim();
    seen.push(shown);
    await dialog.getByRole('button', { name: '닫기' }).last().click();
    await expect(page.getByRole('dialog', { name: shown, exact: true })).toHaveCount(0);
  }
  expect(seen).toEqual(['[안내] 신규 게임 오픈', '[필독] 출금 계좌 확인', title, '신규 회원 첫 충전 보너스', '매일 출석 이벤트']);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a carousel slide edited in Korean and English: members see it in their language', async ({ page }) => {
  await openStaffPage('/partner/site-content', '사이트 콘텐츠');
  await staff.getByRole('button', { name: '슬롯 토너먼트 수정' }).click();
  const form = staff.getByRole('dialog');
  await form.getByLabel('제목 (한국어)').fill('주말 슬롯 토너먼트');
  await form.getByLabel('제목 (영어)').fill('Weekend slot tournament');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(staff.getByText('저장했습니다').first()).toBeVisible();

  const site = new SitePage(page);
  await site.open('/');
  await expect(page.getByRole('img', { name: '주말 슬롯 토너먼트' })).toBeAttached();
  await site.switchLanguage('English');
  await expect(page.getByRole('img', { name: 'Weekend slot tournament' })).toBeAttached();
  await expect(page.getByRole('img', { name: '주말 슬롯 토너먼트' })).toHaveCount(0);
});

test('withdrawing a game: members get game not found, and the lobby loses it', async ({ page }) => {
  const site = new SitePage(page);
  await site.open('/');
  await signInByApi(page, 'member1');
  await site.open('/game/slot/neon-reels');
  await expect(page.getByRole('button', { name: 'Cyber Cherries', exact: true })).toBeVisible();

  await openStaffPage('/partner/catalog', '게임 카탈로그');
  await staff.getByRole('tab', { name: /슬롯/ }).click();
  await staff.getByRole('link', { name: 'Neon Reels 게임 목록' }).click();
  await staff.getByRole('button', { name: 'Cyber Cherries 노출 중지' }).click();
  const confirm = staff.getByRole('dialog').filter({ hasText: 'Cyber Cherries의 노출을 중지할까요?' });
  await expect(confirm).toContainText('게임을 찾을 수 없습니다');
  await (await settledDialog(confirm)).getByRole('button', { name: '노출 중지' }).click();
  await expect(staff.getByText('Cyber Cherries의 노출을 중지했습니다')).toBeVisible();

  // The member's lobby still shows the tile it loaded before: opening it says the game is gone.
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Cyber Cherries', exact: true }).click();
  const waitingWindow = await opened;
  await expect(page.getByText('게임을 찾을 수 없습니다')).toBeVisible();
  await expect.poll(() => waitingWindow.isClosed()).toBe(true);
  await site.open('/game/slot/neon-reels');
  await expect(page.getByRole('button', { name: 'Neon Nights', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cyber Cherries', exact: true })).toHaveCount(0);
});

test('denying a brand to a member: it gets the permission message, and the page shows which rule won', async ({ page }) => {
  await openStaffPage('/partner/game-permissions', '게임 권한');
  await staff.getByLabel('계정 ID').fill('member2');
  await staff.getByRole('button', { name: '찾기' }).click();
  const table = staff.getByRole('table', { name: 'member2의 게임 권한' });
  await expect(table).toBeVisible();
  await chooseOption(staff, table.getByRole('combobox', { name: 'Neon Reels 규칙' }), '차단');
  await expect(staff.getByText(/Neon Reels: 차단/)).toBeVisible();
  await expect(table.getByRole('row', { name: /Neon Reels/ })).toContainText('이 계정의 게임사 규칙');

  const site = new SitePage(page);
  await site.open('/');
  await signInByApi(page, 'member2');
  await site.open('/game/slot/neon-reels');
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Neon Nights', exact: true }).click();
  const waitingWindow = await opened;
  await expect(page.getByText('이 게임에 접근할 권한이 없습니다')).toBeVisible();
  await expect.poll(() => waitingWindow.isClosed()).toBe(true);
});

test('a member on a break from play: the operator finds it, ends it early with a reason, and the member signs in again', async ({ page, request }) => {
  const { username, nickname } = await registerMember(request, 'obrk');
  const token = await signInByApi(page, username);
  const started = await page.request.post('/api/v1/core/user/exclusion', { headers: { authorization: `Bearer ${token}` }, data: { period: '7d' } });
  expect(started.status()).toBe(200);

  await openStaffPage('/partner/breaks', '이용 중지 관리');
  await staff.getByRole('searchbox', { name: '회원 아이디' }).fill(username);
  await staff.getByRole('button', { name: '검색' }).click();
  const row = staff.getByRole('row', { name: new RegExp(username) });
  await expect(row).toContainText('쿨오프 · 7일');
  await expect(row).toContainText('agency1');
  await expectAccessible(staff, 'the breaks page');

  await row.getByRole('button', { name: `일찍 끝내기 ${username}` }).click();
  const question = staff.getByRole('dialog', { name: `${username}의 이용 중지를 끝낼까요?` });
  await expect(question).toContainText('회원은 바로 다시 로그인할 수 있습니다.');
  await question.getByLabel('사유').fill('본인 명의 전화로 확인 후 요청');
  await expectAccessible(staff, 'the question before a break ends');
  await question.getByRole('button', { name: '이용 중지 끝내기' }).click();
  await expect(staff.getByText(`${username}의 이용 중지를 끝냈습니다.`)).toBeVisible();
  await expect(staff.getByText(`'${username}'에 해당하는 이용 중지 회원이 없습니다.`)).toBeVisible();

  const site = new SitePage(page);
  await site.open('/');
  await site.login(username, DEMO_PASSWORD);
  await site.expectSignedIn(nickname);
});

test('a round its provider left open: the operator closes it with a reason, the member has its stake back, and a late win is refused', async ({ page, request }) => {
  const { username } = await registerMember(request, 'ornd');
  const roundId = `e2e-stale-${username}`;
  // Signed in (a game session lives under a sign-in), game credit, one bet taken by the wallet's
  // own function as a provider's callback has it taken, then an hour and a half without a call
  // (the round kept on today's Seoul date).
  const site = new SitePage(page);
  await signInByApi(page, username);
  await fundCredit(username, 50_000);
  await withSiteDb(async (db) => {
    const session = await db.query<{ token_hash: Buffer }>(
      `INSERT INTO game_sessions (token_hash, user_id, game_id, provider, expires_at, login_session_id)
       SELECT decode(md5(random()::text), 'hex'), u.id, (SELECT g.id FROM games g JOIN game_brands b ON b.id = g.brand_id WHERE b.provider = 'demo' ORDER BY g.id LIMIT 1), 'demo',
         now() + interval '1 hour', (SELECT s.id FROM sessions s WHERE s.user_id = u.id ORDER BY s.id DESC LIMIT 1)
       FROM users u WHERE u.username = $1 RETURNING token_hash`,
      [username],
    );
    const bet = await db.query<{ o_outcome: string }>(`SELECT o_outcome FROM wallet_bet('demo', $1, $2, $3, 20000)`, [`${roundId}-bet`, session.rows[0]!.token_hash, roundId]);
    expect(bet.rows[0]!.o_outcome).toBe('ok');
    await db.query(
      `UPDATE game_rounds SET updated_at = now() - interval '90 minutes',
         created_at = greatest(now() - interval '90 minutes', seoul_day(now())::timestamp AT TIME ZONE 'Asia/Seoul')
       WHERE round_id = $1`,
      [roundId],
    );
  });

  await openStaffPage('/partner/rounds', '라운드 정산 점검');
  const row = staff.getByRole('row', { name: new RegExp(roundId) });
  await expect(row).toContainText(username);
  await expect(row).toContainText('20,000원');
  await expectAccessible(staff, 'the rounds to reconcile');

  await row.getByRole('button', { name: `닫고 환불 ${roundId}` }).click();
  const question = staff.getByRole('dialog', { name: `${roundId} 라운드를 닫고 환불할까요?` });
  await expect(question).toContainText('되돌릴 수 없습니다. 닫은 뒤 제공사가 이 라운드의 당첨을 보내면 거부됩니다.');
  await question.getByRole('button', { name: '닫고 환불' }).click();
  await expect(question.getByText('사유를 입력해 주세요.')).toBeVisible();
  await question.getByLabel('사유').fill('제공사 장애로 당첨이 오지 않음을 확인');
  await expectAccessible(staff, 'the question before a round is closed');
  await question.getByRole('button', { name: '닫고 환불' }).click();
  await expect(staff.getByText('20,000원을 환불하고 라운드를 닫았습니다.')).toBeVisible();
  await expect(staff.getByRole('row', { name: new RegExp(roundId) })).toHaveCount(0);

  // The member's credit is whole again; the provider's win, should it come now, is refused.
  await site.open('/');
  await expect(site.figure('credit')).toContainText(/(?<![\d,])50,000원/);
  const win = await withSiteDb((db) =>
    db.query<{ o_outcome: string }>(
      `SELECT o_outcome FROM wallet_win('demo', $1, (SELECT gs.token_hash FROM game_sessions gs JOIN users u ON u.id = gs.user_id WHERE u.username = $2 ORDER BY gs.id DESC LIMIT 1), $3, 40000)`,
      [`${roundId}-win`, username, roundId],
    ),
  );
  expect(win.rows[0]!.o_outcome).toBe('round_voided');
  await page.reload();
  await expect(site.figure('credit')).toContainText(/(?<![\d,])50,000원/);
});
