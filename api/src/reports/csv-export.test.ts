import { CSV_REPORTS, csvPathOf, type BetRound } from '@casino/contract';
import { callWallet, openGameSession } from '../../test/provider-wallet';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { seoulToday } from '../partners/day-range';
import { csvExports } from './csv-exports';
import { csvLine, seoulTime } from './csv';

/*
 * A report's CSV holds its whole filter, not a page: the same rows and totals as the API, with
 * a byte-order mark (Excel reads Korean), plain integer amounts and Seoul times.
 */

let t: TestApp;
let master1: Record<string, string>;
const from = new Date(Date.now() + 9 * 3_600_000 - 30 * 86_400_000).toISOString().slice(0, 10);
const range = `from=${from}&to=${seoulToday()}`;

beforeAll(async () => {
  t = await startTestApp();
  master1 = { ...EN, ...bearer(await loginAs(t.app, 'master1')) };
  for (let n = 0; n < 45; n++) {
    const session = await openGameSession(t, n % 2 ? 'member1' : 'member4', 'slot');
    await callWallet(t, 'bet', { session, txn_id: `csv-bet-${n}`, round_id: `csv-round-${n}`, amount: 1_000 + n });
    await callWallet(t, 'win', { session, txn_id: `csv-win-${n}`, round_id: `csv-round-${n}`, amount: n % 3 ? 0 : 2_500 });
  }
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: master1 });
const parse = (body: string) => body.replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((line) => line.split(','));

describe('CSV exports', () => {
  it('betting: every round of the filter, with the API totals, BOM first, Seoul times', async () => {
    const res = await get(`/api/v1/game/partner/report/betting.csv?${range}&game_type=slot`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="betting_/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parse(res.body);
    const col = (name: string) => header!.indexOf(name);
    const summary = (await get(`/api/v1/game/partner/report/betting/summary?${range}&game_type=slot`)).json().data.sum;
    expect(rows.length).toBe(summary.rounds);
    expect(rows.length).toBeGreaterThanOrEqual(45);
    expect(rows.reduce((a, r) => a + Number(r[col('bet')]), 0)).toBe(summary.bet);
    expect(rows.reduce((a, r) => a + Number(r[col('prize')]), 0)).toBe(summary.prize);
    for (const r of rows) expect(r[col('bet')]).toMatch(/^\d+$/);

    // The same rows as the API's pages, in order.
    const ids: string[] = [];
    let cursor = '';
    do {
      const page = (await get(`/api/v1/game/partner/report/betting?${range}&game_type=slot&pageSize=20${cursor ? `&cursor=${cursor}` : ''}`)).json().data;
      ids.push(...page.items.map((i: { round_id: string }) => i.round_id));
      cursor = page.next ?? '';
    } while (cursor);
    expect(rows.map((r) => r[col('round_id')])).toEqual(ids);
    const newest = (await get(`/api/v1/game/partner/report/betting?${range}&game_type=slot&pageSize=1`)).json().data.items[0];
    const seoul = new Date(Date.parse(newest.created_at) + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(rows[0]![col('time')]).toBe(seoul);
  });

  it('betting: each line is the API round written cell by cell (text quoted, a formula kept as text)', async () => {
    await t.db.updateTable('users').set({ nickname: '=HYPERLINK("x")' }).where('username', '=', 'member4').execute();
    try {
      const lines = (await get(`/api/v1/game/partner/report/betting.csv?${range}&username=member4`)).body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      const rounds = (await get(`/api/v1/game/partner/report/betting?${range}&username=member4&pageSize=100`)).json().data.items as BetRound[];
      expect(rounds.length).toBeGreaterThan(10);
      const cells = (r: BetRound) => [seoulTime(r.created_at), r.day, r.round_id, r.provider, r.game_type, r.brand.name, r.game.name, r.member.username, r.member.nickname, r.bet, r.prize, r.refund, r.profit, r.closed];
      expect(lines.slice(1)).toEqual(rounds.map((r) => csvLine(cells(r)).trimEnd()));
      expect(lines[1]).toContain(',"\'=HYPERLINK(""x"")",');
    } finally {
      await t.db.updateTable('users').set({ nickname: '달빛여우' }).where('username', '=', 'member4').execute();
    }
  });

  it('by user: the members and totals of the API', async () => {
    const csv = parse((await get(`/api/v1/game/partner/report/game/by_user.csv?${range}`)).body);
    const api = (await get(`/api/v1/game/partner/report/game/by_user?${range}&pageSize=100`)).json().data;
    expect(csv.length - 1).toBe(api.total);
    expect(csv.slice(1).map((r) => [r[0], Number(r[4])])).toEqual(api.items.map((m: { member: { username: string }; bet: number }) => [m.member.username, m.bet]));
    expect(csv[0]).toEqual(['member_id', 'member_nickname', 'partner', 'rounds', 'bet', 'prize', 'refund', 'profit', 'rolling', 'win_lose']);
  });

  it('jumping to a page lands on the same rows as following the cursor', async () => {
    const page1 = (await get(`/api/v1/game/partner/report/betting?${range}&pageSize=7`)).json().data;
    const page2 = (await get(`/api/v1/game/partner/report/betting?${range}&pageSize=7&cursor=${page1.next}`)).json().data;
    const jumped = (await get(`/api/v1/game/partner/report/betting?${range}&pageSize=7&page=2`)).json().data;
    expect(jumped.items).toEqual(page2.items);
    const last = Math.ceil(page1.total / 7);
    const tail = (await get(`/api/v1/game/partner/report/betting?${range}&pageSize=7&page=${last}`)).json().data;
    expect(tail.items.length).toBe(page1.total - (last - 1) * 7);
    expect(tail.next).toBeNull();
  });

  it('refuses a range over a year, and an anonymous caller', async () => {
    const long = await get('/api/v1/game/partner/report/betting.csv?from=2025-01-01&to=2026-06-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Choose at most 366 days');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/game/partner/report/betting.csv?${range}` })).statusCode).toBe(401);
  });
});

describe('the CSV routes', () => {
  it('are exactly the contract\'s CSV reports', async () => {
    expect(csvExports(t.db).map(([endpoint]) => csvPathOf(endpoint)).sort()).toEqual(Object.values(CSV_REPORTS).map(csvPathOf).sort());
    for (const endpoint of Object.values(CSV_REPORTS)) {
      const res = await t.app.inject({ method: 'GET', url: `${csvPathOf(endpoint)}?${range}`, headers: master1 });
      // Served (a report of one member or partner without one is a 400, not a 404 route).
      expect([csvPathOf(endpoint), [200, 400].includes(res.statusCode)]).toEqual([csvPathOf(endpoint), true]);
    }
  });
});
