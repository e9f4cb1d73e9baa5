import { formatSeoulDateTime } from '@casino/contract';
import { expect, test, type Page } from '@playwright/test';
import { SitePage } from '../pages/site-page';
import { operatorApi } from '../support/operator';
import { withSiteDb } from '../support/site-db';
import { signInByApi } from '../support/sign-in';
import { settledDialog } from '../support/settled-dialog';

// Answer dates are on Seoul's clock wherever the reader is: a browser far from Seoul shows them so too.
test.use({ timezoneId: 'America/Los_Angeles' });

async function openFromHeader(page: Page, name: RegExp) {
  await page.locator('header').getByRole('button', { name }).first().click();
  return page.getByRole('dialog');
}

// member2's inquiries and member3's inbox are this suite's; neither moves money.
test('an inquiry is written, answered by the operator, shown with its answer date, confirmed and deleted', async ({ page }) => {
  const token = await signInByApi(page, 'member2');
  await new SitePage(page).open('/');
  const center = await openFromHeader(page, /^고객센터/);
  await center.getByRole('tab', { name: '문의하기' }).click();

  // Nothing typed: both spec messages, nothing sent.
  await center.getByRole('button', { name: '문의 등록' }).click();
  await expect(center.getByText('제목을 입력해 주세요')).toBeVisible();
  await expect(center.getByText('내용을 입력해 주세요')).toBeVisible();

  const title = `출금 지연 문의 ${Date.now()}`;
  await center.getByLabel('제목').fill(title);
  await center.getByLabel('내용').fill('어제 신청한 출금이 아직 들어오지 않았습니다.\n확인 부탁드립니다.');
  await center.getByRole('button', { name: '문의 등록' }).click();
  await expect(page.getByText('문의가 등록되었습니다')).toBeVisible();
  const row = center.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('답변 대기')).toBeVisible();

  // The operator answers it (master API, as the back-office does).
  const mine = await page.request.get('/api/v1/core/ticket/list', { headers: { Authorization: `Bearer ${token}` } });
  const ticket = ((await mine.json()) as { data: { items: { id: number; title: string }[] } }).data.items.find((item) => item.title === title)!;
  const answer = '확인 결과 은행 점검 시간이라 지연되었습니다.\n지금은 처리되었습니다.';
  const answered = await (await operatorApi()).answerTicket(ticket.id, answer);

  // Back to the list (it reloads) and into the inquiry.
  await center.getByRole('tab', { name: '문의하기' }).click();
  await center.getByRole('tab', { name: '문의 내역' }).click();
  await expect(row.getByText('답변 완료')).toBeVisible();
  // The header tells of the new answer until it is confirmed.
  const answeredBadge = page.locator('header').getByTestId('tickets-answered').first();
  await expect(answeredBadge).toHaveText('1');
  await row.getByRole('button', { name: title }).click();
  const answerBlock = center.getByRole('region', { name: '답변' });
  await expect(answerBlock.getByText('지금은 처리되었습니다.', { exact: false })).toBeVisible();
  await expect(answerBlock).toContainText(`답변일 ${formatSeoulDateTime(answered.answered_at)}`);
  await expect(center.getByRole('region', { name: '문의 내용' })).toContainText('확인 부탁드립니다.');

  await center.getByRole('button', { name: '답변 확인' }).click();
  await expect(center.getByText('확인 완료')).toBeVisible();
  await expect(center.getByRole('button', { name: '답변 확인' })).toHaveCount(0);
  await expect(answeredBadge).toHaveCount(0);

  // Delete asks the ticket confirmation first.
  await center.getByRole('button', { name: '삭제' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '이 문의를 삭제할까요?' });
  await expect(confirm.getByText('정말 삭제하시겠습니까? 삭제한 내역은 복구할 수 없습니다.')).toBeVisible();
  await (await settledDialog(confirm)).getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('삭제되었습니다')).toBeVisible();
  await expect(center.getByRole('button', { name: title })).toHaveCount(0);
});

test('a note is read (the unread count drops) and notes are deleted after a confirmation', async ({ page }) => {
  const memberId = await withSiteDb(async (db) => Number((await db.query<{ id: string }>("SELECT id FROM users WHERE username = 'member3'")).rows[0]!.id));
  const title = `보너스 지급 안내 ${Date.now()}`;
  await (await operatorApi()).sendMessage(memberId, title, '<p>이번 주 <b>보너스</b>가 지급되었습니다.</p>');

  await signInByApi(page, 'member3');
  await new SitePage(page).open('/');
  // The seeded unread note and the new one.
  const badge = page.locator('header').getByTestId('inbox-unread').first();
  await expect(badge).toHaveText('2');

  const inbox = await openFromHeader(page, /^쪽지함/);
  const newRow = inbox.getByRole('row', { name: new RegExp(title) });
  await expect(newRow.getByText('안 읽음')).toBeVisible();
  await newRow.getByRole('button', { name: title }).click();
  await expect(inbox.getByText('보너스', { exact: true })).toBeVisible();
  await expect(badge).toHaveText('1');
  await inbox.getByRole('button', { name: '목록으로' }).click();
  await expect(newRow.getByText('안 읽음')).toHaveCount(0);

  // Tick the new note and the seeded read one; cancel first: nothing goes.
  const readRow = inbox.getByRole('row', { name: /가입을 환영합니다/ });
  await newRow.getByRole('checkbox').check();
  await readRow.getByRole('checkbox').check();
  await inbox.getByRole('button', { name: '선택 삭제' }).click();
  let confirm = page.getByRole('dialog').filter({ hasText: '쪽지 2개를 삭제할까요?' });
  await (await settledDialog(confirm)).getByRole('button', { name: '취소' }).click();
  // Closed before the next click: a click while it still closes lands on its mask.
  await expect(confirm).toHaveCount(0);
  await expect(newRow).toBeVisible();

  await inbox.getByRole('button', { name: '선택 삭제' }).click();
  confirm = page.getByRole('dialog').filter({ hasText: '쪽지 2개를 삭제할까요?' });
  await expect(confirm.getByText('정말 삭제하시겠습니까? 삭제한 내역은 복구할 수 없습니다.')).toBeVisible();
  await (await settledDialog(confirm)).getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('삭제되었습니다')).toBeVisible();
  await expect(newRow).toHaveCount(0);
  await expect(readRow).toHaveCount(0);

  // The last unread note, read: the badge goes.
  await inbox.getByRole('row', { name: /주말 롤링 2배 이벤트 안내/ }).getByRole('button').click();
  await expect(badge).toHaveCount(0);
});
