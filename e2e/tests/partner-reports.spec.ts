import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { seoulToday } from '@casino/contract';
import { GameWindow } from '../pages/game-window';
import { SitePage } from '../pages/site-page';
import { signInByApi } from '../support/sign-in';

/*
 * The partner reports, end to end on the production build and the real API: member1 plays three
 * spins of the demo slot; agency1 (who plays nothing) then finds exactly those rounds in its
 * betting history, statistics by day and by member, the bet ranking and the CSV download; the
 * losing settlement shows its working. Only this spec plays as member1, so its figures are known
 * here; the rest of agency1's line may play in parallel and is left out by the member filter.
 */

const SPINS = 3;
const STAKE = 5_000;

interface Figures {
  rounds: number;
  bet: number;
  prize: number;
}

/** Digits of an amount such as '15,000원' or '-3,000원'. */
const amountIn = async (cell: Locator) => Number((await cell.innerText()).replace(/[^\d-]/g, ''));
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** member1's figures of today, as the API answers agency1. */
async function member1Today(page: Page): Promise<Figures> {
  const res = await page.request.get('/api/v1/game/partner/report/betting/summary?username=member1');
  expect(res.status()).toBe(200);
  const { sum } = ((await res.json()) as { data: { sum: Figures } }).data;
  return { rounds: sum.rounds, bet: sum.bet, prize: sum.prize };
}

/** member1 plays `SPINS` spins of 5,000 in its own browser; answers what they paid out. */
async function member1Plays(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, 'member1');
  await new SitePage(page).open('/game/slot/neon-reels');
  const game = await GameWindow.launchFrom(page, 'Neon Nights');
  const before = await game.creditValue();
  await game.page.getByRole('radio', { name: /5,000/ }).click();
  for (let spin = 0; spin < SPINS; spin++) {
    const shown = await game.credit().getAttribute('data-value');
    await game.page.getByRole('button', { name: '스핀' }).click();
    await expect(game.result()).toHaveText(/당첨|아쉽게도/);
    await expect(game.credit()).not.toHaveAttribute('data-value', shown!);
  }
  const after = await game.creditValue();
  await game.close();
  await context.close();
  return after - before + SPINS * STAKE;
}

async function searchMember(page: Page, username: string) {
  await page.getByRole('textbox', { name: '회원 아이디' }).fill(username);
  await page.getByRole('button', { name: '검색', exact: true }).click();
}

test('agency1 finds member1\'s rounds in its reports, the CSV and the ranking; the losing settlement shows its working', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await signInByApi(page, 'agency1');
  const before = await member1Today(page);
  const prize = await member1Plays(browser);
  const expected = { rounds: before.rounds + SPINS, bet: before.bet + SPINS * STAKE, prize: before.prize + prize };
  expect(await member1Today(page)).toEqual(expected);

  await test.step('betting history: the three rounds first, the totals row of the filter', async () => {
    await page.goto('/partner/betting-history');
    await expect(page.getByRole('heading', { level: 1, name: '베팅 내역' })).toBeVisible();
    await searchMember(page, 'member1');
    const rows = page.getByRole('table', { name: '라운드' }).getByRole('row');
    const sumRow = rows.filter({ hasText: '합계 (검색 조건 전체)' });
    await expect(sumRow).toContainText(won(expected.bet));
    await expect(sumRow).toContainText(won(expected.prize));
    const newest = rows.filter({ hasText: 'Neon Nights' });
    for (let i = 0; i < SPINS; i++) await expect(newest.nth(i)).toContainText(won(STAKE));
  });

  await test.step('the CSV of the filter opens with a byte-order mark and holds the same rounds and totals', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: '베팅 내역 CSV 다운로드 (검색 조건 전체)' }).click();
    const file = await readFile((await (await downloading).path())!, 'utf8');
    expect(file.startsWith('\uFEFF')).toBe(true);
    // Headed as the screen (Korean here), the rounds, then the totals row.
    const [header, ...rows] = file.slice(1).trimEnd().split('\r\n').map((line) => line.split(','));
    const lines = rows.slice(0, -1);
    expect(lines.length).toBe(expected.rounds);
    const sum = (name: string) => lines.reduce((a, cells) => a + Number(cells[header!.indexOf(name)]), 0);
    expect({ bet: sum('베팅'), prize: sum('당첨') }).toEqual({ bet: expected.bet, prize: expected.prize });
    expect(new Set(lines.map((cells) => cells[header!.indexOf('회원')]))).toEqual(new Set(['member1 (행운의별)']));
    const totals = rows.at(-1)!;
    expect([totals[0], Number(totals[header!.indexOf('베팅')]), Number(totals[header!.indexOf('당첨')])]).toEqual(['합계 (검색 조건 전체)', expected.bet, expected.prize]);
  });

  await test.step('statistics by day and by member show the same figures', async () => {
    await page.goto('/partner/statistice-by-day');
    await expect(page.getByRole('heading', { level: 1, name: '일별 통계' })).toBeVisible();
    await searchMember(page, 'member1');
    const today = seoulToday();
    const dayRow = page.getByRole('row').filter({ hasText: today }).first();
    await expect(dayRow).toContainText(won(expected.bet));
    await expect(dayRow).toContainText(won(expected.prize));

    await page.goto('/partner/statistice-by-user');
    await expect(page.getByRole('heading', { level: 1, name: '회원별 통계' })).toBeVisible();
    const memberRow = page.getByRole('row').filter({ hasText: 'member1' }).first();
    await expect(memberRow).toContainText(won(expected.bet));
    await expect(memberRow).toContainText(won(expected.prize));
  });

  await test.step('the bet ranking lists member1 with its bet', async () => {
    await page.goto('/windows/bet-rank');
    const memberRow = page.getByRole('row').filter({ hasText: 'member1' }).first();
    await expect(memberRow).toContainText(won(expected.bet));
  });

  await test.step('the losing settlement shows each line of its working', async () => {
    await page.goto('/partner/adjsutment');
    await expect(page.getByRole('heading', { level: 1, name: '루징 정산' })).toBeVisible();
    const working = page.getByRole('table', { name: /agency1.*루징 계산/ }).first();
    const slot = working.getByRole('row').filter({ hasText: '직속 회원' }).filter({ hasText: '슬롯' });
    await expect(slot).toBeVisible();
    const cells = slot.getByRole('cell');
    const [bet, prizeCell, refund, rolling, base] = await Promise.all([2, 3, 4, 5, 6].map((i) => amountIn(cells.nth(i))));
    expect(bet).toBeGreaterThanOrEqual(SPINS * STAKE);
    expect(base).toBe(bet! - prizeCell! - refund! - rolling!);
    await expect(cells.nth(7)).toHaveText('20%');
    await expect(cells.nth(8)).toHaveText('0%');
    expect(await amountIn(cells.nth(9))).toBe(Math.trunc((base! * 2000) / 10_000));
  });

  await context.close();
});
