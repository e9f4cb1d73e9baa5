import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { signInByApi } from '../support/sign-in';

/*
 * Issue 26, item 16: a CSV export is its screen's table. At a laptop's 1366 px and a phone's
 * 390 px, in Korean and English, master2 (whose line played today in the seed, and which no other
 * spec plays in) opens its betting history and downloads the export: the file is headed by the
 * table's column headers in the language chosen in the back-office (the browser asks for Korean
 * either way), and it ends with the table's totals row, figure for figure.
 */

const LABELS = {
  ko: { table: '라운드 목록', totals: '합계 (검색 조건 전체)', csv: '베팅 내역 CSV 다운로드 (검색 조건 전체)', bet: '베팅', rolling: '롤링', winLose: '윈로스' },
  en: { table: 'Rounds', totals: 'Total (whole filter)', csv: 'Download CSV: Betting history (the whole filter)', bet: 'Bet', rolling: 'Rolling', winLose: 'Win/lose' },
};

const VIEWPORTS = [
  { name: '1366 px', width: 1366, height: 900 },
  { name: '390 px', width: 390, height: 844 },
] as const;

/** The cells of a CSV file (RFC 4180: quoted cells may hold commas and doubled quotes), its byte-order mark checked and dropped. */
function parseCsv(file: string): string[][] {
  expect(file.startsWith('\uFEFF')).toBe(true);
  return file
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map(([, cell]) => (cell!.startsWith('"') ? cell!.slice(1, -1).replace(/""/g, '"') : cell!)));
}

/** An amount as a screen cell writes it ('-1,234원', '-₩1,234'), as the integer a CSV cell holds. */
const amountOf = (text: string) => String(Number(text.replace(/[^\d-]/g, '')));

async function openBettingHistory(page: Page, lang: 'ko' | 'en') {
  await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
  await signInByApi(page, 'master2');
  await page.goto('/partner/betting-history');
}

/** The texts of the cells of a row (the totals row's label spans the columns before the figures). */
const cellTexts = (row: Locator) => row.locator('td').allInnerTexts();

for (const viewport of VIEWPORTS) {
  for (const lang of ['ko', 'en'] as const) {
    const L = LABELS[lang];

    test(`at ${viewport.name} (${lang}): the betting CSV has the table's column headers and its totals row`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, acceptDownloads: true });
      const page = await context.newPage();
      await openBettingHistory(page, lang);

      const table = page.getByRole('table', { name: L.table });
      const sumRow = table.getByRole('row').filter({ hasText: L.totals });
      await expect(sumRow).toBeVisible();
      const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
      expect(headers).toContain(L.rolling);
      expect(headers).toContain(L.winLose);
      const shownTotals = (await cellTexts(sumRow)).map((text) => text.trim());

      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: L.csv }).click();
      const rows = parseCsv(await readFile((await (await downloading).path())!, 'utf8'));
      const [header, ...lines] = rows;
      const totals = lines.at(-1)!;

      // The header row is the table's, in the language chosen here (the browser's is Korean).
      expect(header).toEqual(headers);
      // The totals row: its label, the columns it spans left empty, then the table's figures.
      const [label, ...figures] = shownTotals;
      const span = headers.length - figures.length;
      expect(totals).toEqual([label, ...Array<string>(span - 1).fill(''), ...figures.map(amountOf)]);
      expect(label).toBe(L.totals);
      expect(Number(totals[headers.indexOf(L.bet)])).toBeGreaterThan(0);
      // The rounds above it add up to it, their rolling and win/lose too.
      for (const column of [L.bet, L.rolling, L.winLose].map((title) => headers.indexOf(title))) {
        expect(lines.slice(0, -1).reduce((sum, cells) => sum + Number(cells[column]), 0)).toBe(Number(totals[column]));
      }

      await expectAccessible(page, `betting history at ${viewport.name} (${lang})`);
      await context.close();
    });
  }
}
