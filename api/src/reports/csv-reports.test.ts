import { CSV_REPORTS, csvPathOf, fillWords, formatSeoulDateTime, REPORT_TABLES, REPORT_WORDS, reportHeader, type ReportLang, type ReportName, seoulToday } from '@casino/contract';
import { callWallet, openGameSession, userId } from '../../test/provider-wallet';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { csvLine, type CsvValue } from './csv';

/*
 * Every report's CSV is its screen's table (issue 26 item 16): the columns of the contract's
 * REPORT_TABLES headed in the chosen language (or by field name for integrations), the rows of
 * the API's JSON pages cell by cell as the screen words them, and the screen's totals row.
 */

let t: TestApp;
let auth: Record<string, string>;
let member1: number;
const today = seoulToday();
const from = new Date(Date.now() + 9 * 3_600_000 - 30 * 86_400_000).toISOString().slice(0, 10);
const range = `from=${from}&to=${today}`;

beforeAll(async () => {
  t = await startTestApp();
  auth = bearer(await loginAs(t.app, 'master1'));
  member1 = await userId(t, 'member1');
  for (let n = 0; n < 12; n++) {
    const session = await openGameSession(t, n % 3 ? 'member1' : 'member4', n % 2 ? 'slot' : 'casino');
    await callWallet(t, 'bet', { session, txn_id: `cr-bet-${n}`, round_id: `cr-round-${n}`, amount: 10_000 + n });
    if (n % 4 === 3) await callWallet(t, 'rollback', { session, txn_id: `cr-rb-${n}`, ref_txn_id: `cr-bet-${n}`, round_id: `cr-round-${n}` });
    else await callWallet(t, 'win', { session, txn_id: `cr-win-${n}`, round_id: `cr-round-${n}`, amount: n % 3 ? 0 : 25_000 });
  }
  // Calls that open no round (a refused first bet, a rollback of a bet never seen): the bet list names no game.
  const session = await openGameSession(t, 'member1', 'slot');
  expect((await callWallet(t, 'bet', { session, txn_id: 'cr-refused', round_id: 'cr-none-1', amount: 900_000_000 })).statusCode).toBe(400);
  expect((await callWallet(t, 'rollback', { session, txn_id: 'cr-rb-ghost', round_id: 'cr-none-2', ref_txn_id: 'cr-ghost' })).statusCode).toBe(200);
});
afterAll(() => t.close());

type Form = ReportLang | 'fields';
type Item = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: auth });
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res;
};
const json = async (url: string) => (await get(url)).json().data;
const linesOf = (body: string) => body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');

/** Every item of a JSON list: by cursor where it has one, else page after page. */
async function allItems(url: string): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1, cursor = ''; ; page++) {
    const data = await json(`${url}&pageSize=7${cursor ? `&cursor=${cursor}` : `&page=${page}`}`);
    items.push(...data.items);
    if (data.next !== undefined ? !data.next : items.length >= data.total) return items;
    cursor = data.next ?? '';
  }
}

/** The cells the screen shows, as a form writes them: words in the language, codes for integrations. */
const cellsIn = (form: Form) => {
  const words = form === 'fields' ? null : REPORT_WORDS[form];
  return {
    member: (m: Item) => (words ? `${m.username} (${m.nickname})` : m.username),
    gameType: (code: 'casino' | 'slot' | 'lotto') => (words ? words.gameType[code] : code),
    figures: (f: Item) => [f.rounds, f.bet, f.prize, f.refund, f.profit, f.rolling, f.win_lose],
    words,
  };
};

interface Case {
  /** The CSV's and the list's query. */
  query: string;
  items: () => Promise<Item[]>;
  cells: (item: Item, form: Form) => CsvValue[];
  /** The sums the screen's totals row shows, from the report's summary. */
  totals?: () => Promise<Item>;
}

const REPORT = '/api/v1/game/partner/report';
const CASES: Record<ReportName, Case> = {
  reportBetting: {
    query: range,
    items: () => allItems(`${REPORT}/betting?${range}`),
    cells: (r, form) => {
      const c = cellsIn(form);
      return [r.day, formatSeoulDateTime(r.created_at, 'second'), c.gameType(r.game_type), r.brand.name, r.game.name, r.round_id, c.member(r.member), r.bet, r.prize, r.refund, r.profit, r.rolling, r.win_lose];
    },
    totals: async () => (await json(`${REPORT}/betting/summary?${range}`)).sum,
  },
  reportBettingProviderHistory: {
    query: `provider=demo&${range}`,
    items: () => allItems(`${REPORT}/betting/provider/history?provider=demo&${range}`),
    cells: (r, form) => CASES.reportBetting.cells(r, form),
    totals: async () => (await json(`${REPORT}/betting/provider?${range}`)).items.find((p: Item) => p.provider === 'demo'),
  },
  reportByDay: {
    query: range,
    items: async () => (await json(`${REPORT}/game/by_day?${range}`)).items,
    cells: (d, form) => [d.day, ...cellsIn(form).figures(d)],
    totals: async () => (await json(`${REPORT}/game/by_day/summary?${range}`)).sum,
  },
  reportByGame: {
    query: `${range}&sort=prize&order=asc`,
    items: () => allItems(`${REPORT}/game/by_game?${range}&sort=prize&order=asc`),
    cells: (g, form) => [g.game.name, g.brand.name, cellsIn(form).gameType(g.game_type), ...cellsIn(form).figures(g)],
    totals: async () => (await json(`${REPORT}/game/by_game/summary?${range}`)).sum,
  },
  reportByUser: {
    query: range,
    items: () => allItems(`${REPORT}/game/by_user?${range}`),
    cells: (m, form) => [cellsIn(form).member(m.member), m.partner.username, ...cellsIn(form).figures(m)],
    totals: async () => (await json(`${REPORT}/game/by_user/summary?${range}`)).sum,
  },
  gameTransactionRanking: {
    query: `by=rolling&${range}`,
    items: () => allItems(`/api/v1/game/partner/game_transaction/ranking?by=rolling&${range}`),
    cells: (m, form) => [m.rank, cellsIn(form).member(m.member), m.partner.username, ...cellsIn(form).figures(m)],
    totals: async () => (await json(`/api/v1/game/partner/game_transaction/ranking/summary?${range}`)).sum,
  },
  depositRank: {
    query: range,
    items: () => allItems(`/api/v1/wallet/report/statement/deposit/rank?${range}`),
    cells: (m, form) => [m.rank, cellsIn(form).member(m.member), m.partner.username, m.count, m.amount],
    totals: async () => ({ amount: (await json(`/api/v1/wallet/report/statement/deposit/rank?${range}`)).sum }),
  },
  withdrawRank: {
    query: range,
    items: () => allItems(`/api/v1/wallet/report/statement/withdraw/rank?${range}`),
    cells: (m, form) => [m.rank, cellsIn(form).member(m.member), m.partner.username, m.count, m.amount],
    totals: async () => ({ amount: (await json(`/api/v1/wallet/report/statement/withdraw/rank?${range}`)).sum }),
  },
  gameTransactionList: {
    get query() {
      return `user_id=${member1}&${range}`;
    },
    items: () => allItems(`/api/v1/game/partner/game_transaction?user_id=${member1}&${range}`),
    cells: (c, form) => {
      const { words, gameType } = cellsIn(form);
      const state = c.refused ? 'refused' : c.rolled_back ? 'rolledBack' : null;
      const stateCell = state === null ? '' : words ? words.callState[state] : state === 'rolledBack' ? 'rolled_back' : state;
      // A call that opened no round names no game: the screen says so, an integration's cell is empty.
      const game = c.game ? `${c.game.name} (${gameType(c.game_type)})` : words ? words.noRound : '';
      return [formatSeoulDateTime(c.created_at, 'second'), words ? words.callKind[c.kind as 'bet'] : c.kind, game, c.round.round_id, c.amount, stateCell, c.txn_id];
    },
  },
  reportRolling: {
    query: range,
    items: () => allItems(`${REPORT}/rolling?${range}`),
    cells: (w, form) => {
      const c = cellsIn(form);
      const rate = (bp: number) => (form === 'fields' ? bp : `${bp / 100}%`);
      // As the screen writes it: each bet's stake x the earner's rate - stake x its child's = its credit, each rollback's take-back; then their sum.
      const { working: words } = REPORT_WORDS[form === 'fields' ? 'en' : form];
      const steps = (w.steps as Item[]).map((step) =>
        step.kind === 'rollback'
          ? fillWords(words.rollbackOf, { bet: step.ref_txn_id, amount: step.amount })
          : fillWords(words.bet, { bet: step.stake, own: rate(step.own_rate_bp), child: w.child.username, childRate: rate(step.child_rate_bp), expected: step.amount }),
      );
      const working = steps.length === 1 ? steps[0] : [...steps, fillWords(words.sum, { amount: w.expected })].join('; ');
      return [formatSeoulDateTime(w.created_at, 'second'), w.earner.username, c.member(w.member), `${w.game.name} (${c.gameType(w.game_type)})`, w.round_id, w.refund, working, w.amount];
    },
  },
  reportLosing: {
    query: `period=month&day=${today}`,
    items: async () => {
      const data = await json(`${REPORT}/losing?period=month&day=${today}&pageSize=100`);
      return [data.own, ...data.items].flatMap((figure: Item) => figure.lines.map((line: Item) => ({ figure, line })));
    },
    cells: ({ figure, line }, form) => {
      const { words, gameType } = cellsIn(form);
      const account = (a: Item) => (words ? `${a.username} (${words.level[a.level as 'agency']})` : a.username);
      const rate = (bp: number) => (words ? `${bp / 100}%` : bp);
      const settled = figure.settled !== null;
      return [
        account(figure.partner),
        line.branch ? account(line.branch) : words ? words.ownMembers : '',
        gameType(line.game_type),
        line.bet,
        line.prize,
        line.refund,
        line.rolling,
        line.base,
        rate(line.own_rate_bp),
        rate(line.branch_rate_bp),
        line.amount,
        figure.total,
        figure.carry_in,
        figure.payable,
        figure.carry_out,
        words ? (settled ? words.settled.yes : words.settled.no) : settled,
      ];
    },
  },
};

const FORMS: Form[] = ['ko', 'en', 'fields'];
const csvUrl = (report: ReportName, form: Form) => `${csvPathOf(CSV_REPORTS[report])}?${CASES[report].query}&${form === 'fields' ? 'headers=fields' : `lang=${form}`}`;

describe.each(Object.keys(CASES) as ReportName[])('the CSV of %s', (report) => {
  it.each(FORMS)('in the form %s: the screen\'s header, the rows of the JSON pages, and the totals row', async (form) => {
    const [header, ...lines] = linesOf((await get(csvUrl(report, form))).body);
    expect(header).toBe(csvLine(reportHeader(report, form)).trimEnd());
    const { cells, items, totals } = CASES[report];
    const rows = (await items()).map((item) => csvLine(cells(item, form)).trimEnd());
    expect(rows.length).toBeGreaterThan(0);
    const table = REPORT_TABLES[report];
    if (form === 'fields' || table.totals.length === 0) {
      expect(lines).toEqual(rows);
      return;
    }
    expect(lines.slice(0, -1)).toEqual(rows);
    const sums = (await totals!()) as Item;
    const span = table.columns.length - table.totals.length;
    const expected = [REPORT_WORDS[form].totalsRow, ...Array(span - 1).fill(null), ...table.totals.map((field) => sums[field])];
    expect(lines.at(-1)).toBe(csvLine(expected).trimEnd());
  });
});

test('every report that exports has a case here', () => {
  expect(Object.keys(CASES).sort()).toEqual(Object.keys(CSV_REPORTS).sort());
});
