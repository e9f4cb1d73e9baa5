import { CSV_REPORTS, csvPathOf, type BetRound, formatSeoulDateTime, seoulToday } from '@casino/contract';
import { callWallet, openGameSession } from '../../test/provider-wallet';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { csvExports } from './csv-exports';
import { csvLine } from './csv';

/*
 * A report's CSV holds its whole filter, not a page, as its screen shows it (issue 26 item 16):
 * the screen's columns headed in the user's language, then its totals row; a byte-order mark
 * (Excel reads Korean), plain integer amounts and Seoul times. `headers=fields` is the form for
 * integrations. Every report's columns, rows and totals: csv-reports.test.ts.
 */

let t: TestApp;
let token: Record<string, string>;
const from = new Date(Date.now() + 9 * 3_600_000 - 30 * 86_400_000).toISOString().slice(0, 10);
const range = `from=${from}&to=${seoulToday()}`;
const BETTING = '/api/v1/game/partner/report/betting';

const KO_HEADER = ['날짜', '시간', '게임 종류', '브랜드', '게임', '라운드', '회원', '베팅', '당첨', '환불', '손익', '롤링', '윈로스'];
const EN_HEADER = ['Day', 'Time', 'Game type', 'Brand', 'Game', 'Round', 'Member', 'Bet', 'Prize', 'Refund', 'Profit', 'Rolling', 'Win/lose'];
const FIELDS = ['day', 'time', 'game_type', 'brand', 'game', 'round_id', 'member', 'bet', 'prize', 'refund', 'profit', 'rolling', 'win_lose'];

beforeAll(async () => {
  t = await startTestApp();
  token = bearer(await loginAs(t.app, 'master1'));
  for (let n = 0; n < 45; n++) {
    const session = await openGameSession(t, n % 2 ? 'member1' : 'member4', 'slot');
    await callWallet(t, 'bet', { session, txn_id: `csv-bet-${n}`, round_id: `csv-round-${n}`, amount: 1_000 + n });
    await callWallet(t, 'win', { session, txn_id: `csv-win-${n}`, round_id: `csv-round-${n}`, amount: n % 3 ? 0 : 2_500 });
  }
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = EN) => t.app.inject({ method: 'GET', url, headers: { ...token, ...headers } });
const linesOf = (body: string) => body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
const cellsOf = (line: string) => line.split(',');

describe('the betting CSV', () => {
  it("is headed by the screen's column titles in the link's language, else the browser's; Korean by default", async () => {
    const header = async (query: string, headers?: Record<string, string>) => cellsOf(linesOf((await get(`${BETTING}.csv?${range}${query}`, headers)).body)[0]!);
    expect(await header('&lang=ko')).toEqual(KO_HEADER);
    expect(await header('&lang=en', { 'accept-language': 'ko' })).toEqual(EN_HEADER);
    // A plain link carries no language: the browser's Accept-Language, and Korean without one.
    expect(await header('', { 'accept-language': 'en-US,en;q=0.9' })).toEqual(EN_HEADER);
    expect(await header('', {})).toEqual(KO_HEADER);
    expect(await header('&headers=fields&lang=ko')).toEqual(FIELDS);
  });

  it('is UTF-8 with a byte-order mark, the whole filter round by round as the API pages it, then the totals row of the summary', async () => {
    const res = await get(`${BETTING}.csv?${range}&game_type=slot&lang=ko`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="betting_/);
    // Excel reads a UTF-8 file as UTF-8 (Korean intact) only after the mark: the bytes EF BB BF, once.
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body.lastIndexOf('\uFEFF')).toBe(0);
    const [, ...lines] = linesOf(res.body);

    const rounds: BetRound[] = [];
    let cursor = '';
    do {
      const page = (await get(`${BETTING}?${range}&game_type=slot&pageSize=20${cursor ? `&cursor=${cursor}` : ''}`)).json().data;
      rounds.push(...page.items);
      cursor = page.next ?? '';
    } while (cursor);
    expect(rounds.length).toBeGreaterThanOrEqual(45);
    const cells = (r: BetRound) => [r.day, formatSeoulDateTime(r.created_at, 'second'), '슬롯', r.brand.name, r.game.name, r.round_id, `${r.member.username} (${r.member.nickname})`, r.bet, r.prize, r.refund, r.profit, r.rolling, r.win_lose];
    expect(lines.slice(0, -1)).toEqual(rounds.map((r) => csvLine(cells(r)).trimEnd()));
    // Master1's line earns rolling on these slot bets: the columns the export lacked before.
    expect(rounds.every((r) => r.rolling > 0 && r.win_lose === r.profit - r.rolling)).toBe(true);

    const sum = (await get(`${BETTING}/summary?${range}&game_type=slot`)).json().data.sum;
    expect(lines.at(-1)).toBe(csvLine(['합계 (검색 조건 전체)', null, null, null, null, null, null, sum.bet, sum.prize, sum.refund, sum.profit, sum.rolling, sum.win_lose]).trimEnd());
    expect(sum.rounds).toBe(rounds.length);
  });

  it('for integrations: field names, codes and the member ID, and no totals row', async () => {
    const [header, ...lines] = linesOf((await get(`${BETTING}.csv?${range}&username=member4&headers=fields`)).body);
    expect(cellsOf(header!)).toEqual(FIELDS);
    const rounds = (await get(`${BETTING}?${range}&username=member4&pageSize=100`)).json().data.items as BetRound[];
    expect(lines).toEqual(rounds.map((r) => csvLine([r.day, formatSeoulDateTime(r.created_at, 'second'), 'slot', r.brand.name, r.game.name, r.round_id, 'member4', r.bet, r.prize, r.refund, r.profit, r.rolling, r.win_lose]).trimEnd()));
  });

  it('quotes text that needs it and keeps a formula as text', async () => {
    await t.db.updateTable('users').set({ nickname: '=HYPERLINK("x")' }).where('username', '=', 'member4').execute();
    try {
      const lines = linesOf((await get(`${BETTING}.csv?${range}&username=member4`)).body);
      expect(lines[1]).toContain(',"member4 (=HYPERLINK(""x""))",');
      // The member cell starts with its ID, so a formula in a nickname never starts a cell; alone, it is kept as text.
      const fields = linesOf((await get(`${BETTING}.csv?${range}&username=member4&headers=fields`)).body);
      expect(fields[1]).toContain(',member4,');
    } finally {
      await t.db.updateTable('users').set({ nickname: '달빛여우' }).where('username', '=', 'member4').execute();
    }
  });

  it('refuses a range over a year in the link\'s language, an unknown language or form, and an anonymous caller', async () => {
    const long = await get(`${BETTING}.csv?from=2025-01-01&to=2026-06-01&lang=ko`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('기간은 최대 366일까지 선택할 수 있습니다');
    expect((await get(`${BETTING}.csv?from=2025-01-01&to=2026-06-01`)).json().message).toBe('Choose at most 366 days');
    expect((await get(`${BETTING}.csv?${range}&lang=fr`)).statusCode).toBe(400);
    expect((await get(`${BETTING}.csv?${range}&headers=names`)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${BETTING}.csv?${range}` })).statusCode).toBe(401);
  });
});

describe('the CSV routes', () => {
  it("are exactly the contract's CSV reports, each taking a language and a form", async () => {
    expect(csvExports(t.db).map(([endpoint]) => csvPathOf(endpoint)).sort()).toEqual(Object.values(CSV_REPORTS).map(csvPathOf).sort());
    for (const endpoint of Object.values(CSV_REPORTS)) {
      const res = await get(`${csvPathOf(endpoint)}?${range}&lang=en&headers=titles`);
      // Served (a report of one member or partner without one is a 400, not a 404 route).
      expect([csvPathOf(endpoint), [200, 400].includes(res.statusCode)]).toEqual([csvPathOf(endpoint), true]);
    }
  });

  it("ignore a screen's paging in the link, well formed or not: the file is the whole filter", async () => {
    const whole = await get(`${BETTING}.csv?${range}`);
    expect(whole.statusCode).toBe(200);
    for (const paging of ['page=2', 'pageSize=10', 'cursor=abc', 'page=-1', 'pageSize=1000000', 'page=NaN']) {
      for (const endpoint of Object.values(CSV_REPORTS)) {
        const res = await get(`${csvPathOf(endpoint)}?${range}&${paging}`);
        expect([csvPathOf(endpoint), paging, res.statusCode < 500]).toEqual([csvPathOf(endpoint), paging, true]);
      }
      const paged = await get(`${BETTING}.csv?${range}&${paging}`);
      expect([paging, paged.statusCode, paged.body]).toEqual([paging, 200, whole.body]);
    }
  });
});
