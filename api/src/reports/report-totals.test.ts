import { seoulToday } from '@casino/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { callWallet, openGameSession } from '../../test/provider-wallet';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { foldReportTotals } from './report-totals-folder';

/*
 * Every report reads the totals of migration 026, never the raw rounds. Here random play (bets,
 * wins, rollbacks, some concurrent, with folds landing anywhere between them) is checked against
 * a brute-force recomputation from game_rounds and the ledger, for every partner of the demo world.
 */

let t: TestApp;
const headers: Record<string, Record<string, string>> = {};
const PARTNERS = ['master1', 'agency1', 'agency2', 'master2', 'agency3', 'agency4'];
const PLAYERS = ['member1', 'member2', 'member4', 'member6', 'member7', 'member8', 'member10', 'member11'];
const from = new Date(Date.now() - 40 * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);
const range = `from=${from}&to=${seoulToday()}`;

beforeAll(async () => {
  t = await startTestApp();
  for (const name of PARTNERS) headers[name] = { ...EN, ...bearer(await loginAs(t.app, name)) };
});
afterAll(() => t.close());

const get = async (partner: string, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: headers[partner] });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

interface Truth {
  rounds: number;
  bet: number;
  prize: number;
  refund: number;
  rolling: number;
}

/**
 * From the raw data: the partner's line's rounds in the range, keyed by `key`, with the rolling
 * its accounts (the partner and everything below it) were credited for each round, less what
 * rollbacks took back.
 */
async function bruteForce(partner: string, key: 'game_type' | 'user_id' | 'game_id' | 'day') {
  const keyOf = key === 'day' ? sql`to_char(r.created_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD')` : sql.ref(`r.${key}`);
  const { rows } = await sql<Truth & { k: string }>`
    WITH p AS (SELECT id FROM users WHERE username = ${partner}),
    line AS (SELECT a.user_id FROM user_ancestors a, p WHERE a.ancestor_id = p.id UNION ALL SELECT id FROM p),
    rounds AS (
      SELECT r.* FROM game_rounds r
      WHERE r.user_id IN (SELECT a.user_id FROM user_ancestors a, p WHERE a.ancestor_id = p.id AND a.user_role = 'member')
        AND r.created_at >= (${from}::date)::timestamp AT TIME ZONE 'Asia/Seoul'
    ),
    credited AS (
      SELECT r.id, sum(e.amount) AS amount FROM rounds r
      JOIN provider_transactions pt ON pt.provider = r.provider AND pt.round_id = r.round_id AND pt.kind IN ('bet', 'rollback') AND pt.ledger_transaction_id IS NOT NULL
      JOIN ledger_entries e ON e.transaction_id = pt.ledger_transaction_id
      JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'rolling_point' AND a.user_id IN (SELECT user_id FROM line)
      GROUP BY r.id
    )
    SELECT ${keyOf}::text AS k, count(*)::int AS rounds, sum(r.bet)::bigint AS bet, sum(r.prize)::bigint AS prize, sum(r.refund)::bigint AS refund,
           coalesce(sum(c.amount), 0)::bigint AS rolling
    FROM rounds r LEFT JOIN credited c ON c.id = r.id GROUP BY 1`.execute(t.db);
  return new Map(rows.map((r) => [r.k, { rounds: Number(r.rounds), bet: Number(r.bet), prize: Number(r.prize), refund: Number(r.refund), rolling: Number(r.rolling) }]));
}

const pick = (f: Truth) => ({ rounds: f.rounds, bet: f.bet, prize: f.prize, refund: f.refund, rolling: f.rolling });
const nonZero = (m: Map<string, Truth>) => new Map([...m].filter(([, f]) => f.rounds !== 0));

async function expectReportsMatch() {
  for (const partner of PARTNERS) {
    const byType = await bruteForce(partner, 'game_type');
    const summary = await get(partner, `/api/v1/game/partner/report/betting/summary?${range}`);
    for (const type of summary.types) expect([partner, type.game_type, pick(type)]).toEqual([partner, type.game_type, byType.get(type.game_type) ?? { rounds: 0, bet: 0, prize: 0, refund: 0, rolling: 0 }]);
    expect(summary.sum.profit).toBe(summary.sum.bet - summary.sum.prize - summary.sum.refund);

    const byDay = await get(partner, `/api/v1/game/partner/report/game/by_day?${range}`);
    expect([partner, nonZero(new Map(byDay.items.map((d: Truth & { day: string }) => [d.day, pick(d)])))]).toEqual([partner, await bruteForce(partner, 'day')]);

    const byUser = await get(partner, `/api/v1/game/partner/report/game/by_user?${range}&pageSize=100`);
    expect([partner, new Map(byUser.items.map((m: Truth & { member: { id: number } }) => [String(m.member.id), pick(m)]))]).toEqual([partner, await bruteForce(partner, 'user_id')]);

    const byGame = await get(partner, `/api/v1/game/partner/report/game/by_game?${range}&pageSize=100`);
    expect([partner, new Map(byGame.items.map((g: Truth & { game: { id: number } }) => [String(g.game.id), pick(g)]))]).toEqual([partner, await bruteForce(partner, 'game_id')]);

    const providers = await get(partner, `/api/v1/game/partner/report/betting/provider?${range}`);
    expect([partner, pick(providers.sum)]).toEqual([partner, pick(summary.sum)]);

    const history = await get(partner, `/api/v1/game/partner/report/betting?${range}&pageSize=5`);
    expect(history.total).toBe(summary.sum.rounds);
  }
}

type Op = { kind: 'round'; player: number; bet: number; win: number; rollback: boolean } | { kind: 'fold' };
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('round' as const), player: fc.nat(PLAYERS.length - 1), bet: fc.integer({ min: 1, max: 40_000 }), win: fc.nat(60_000), rollback: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'fold' as const }) },
);

let seq = 0;
async function play(o: Op) {
  if (o.kind === 'fold') return void (await foldReportTotals(t.db));
  const n = ++seq;
  const session = await openGameSession(t, PLAYERS[o.player]!, n % 2 === 0 ? 'slot' : 'casino');
  const round = `rt-round-${n}`;
  await callWallet(t, 'bet', { session, txn_id: `rt-bet-${n}`, round_id: round, amount: o.bet });
  if (o.rollback) await callWallet(t, 'rollback', { session, txn_id: `rt-rb-${n}`, ref_txn_id: `rt-bet-${n}`, round_id: round });
  else await callWallet(t, 'win', { session, txn_id: `rt-win-${n}`, round_id: round, amount: o.win });
}

describe('report totals', () => {
  it('equal the seeded history recomputed from the raw rounds and ledger', async () => {
    await expectReportsMatch();
  });

  it('stay equal to the raw data after random concurrent rounds, rollbacks and folds, for every partner', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }), async (waves) => {
        for (const wave of waves) await Promise.all(wave.map(play));
        await expectReportsMatch();
      }),
      { numRuns: 6 },
    );
  });

  it('fold everything pending into the tables, leaving the figures unchanged', async () => {
    const before = await get('master1', `/api/v1/game/partner/report/betting/summary?${range}`);
    await foldReportTotals(t.db);
    expect((await t.db.selectFrom('game_totals_pending').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n).toBe(0);
    expect(await get('master1', `/api/v1/game/partner/report/betting/summary?${range}`)).toEqual(before);
  });
});
