import { sql } from 'kysely';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { userId } from '../../test/provider-wallet';

/*
 * Losing settlement: a closed period pays each partner its share once, whatever the timing;
 * the figure shows its working; an open period is refused.
 */

let t: TestApp;
let master1: Record<string, string>;
let agency1: Record<string, string>;
const dayAgo = (n: number) => new Date(Date.now() + 9 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);

/** A finished slot round of `member` on a Seoul day, written as the provider's calls would leave it. */
async function roundOn(member: string, day: string, bet: number, prize: number, tag: string) {
  const game = await t.db.selectFrom('games').innerJoin('game_brands', 'game_brands.id', 'games.brand_id').select(['games.id', 'games.brand_id']).where('game_brands.game_type', '=', 'slot').executeTakeFirstOrThrow();
  await sql`INSERT INTO game_rounds (provider, round_id, user_id, game_id, brand_id, game_type, bet, prize, closed, created_at)
    VALUES ('demo', ${tag}, ${await userId(t, member)}, ${game.id}, ${game.brand_id}, 'slot', ${bet}, ${prize}, true, (${day}::date + time '12:00') AT TIME ZONE 'Asia/Seoul')`.execute(t.db);
}

const balance = async (username: string) =>
  (await t.db.selectFrom('ledger_balances').select('balance').where('user_id', '=', await userId(t, username)).where('kind', '=', 'partner_balance').executeTakeFirstOrThrow()).balance;
const settle = (day: string) => t.app.inject({ method: 'POST', url: '/api/v1/game/partner/report/losing/settle', headers: master1, payload: { period: 'day', day } });
const report = async (headers: Record<string, string>, day: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/game/partner/report/losing?period=day&day=${day}`, headers })).json().data;

beforeAll(async () => {
  t = await startTestApp();
  master1 = { ...EN, ...bearer(await loginAs(t.app, 'master1')) };
  agency1 = { ...EN, ...bearer(await loginAs(t.app, 'agency1')) };
  // The demo world's shares (seed), stated here because the figures below follow from them.
  const { rows } = await sql<{ username: string; rate_bp: number }>`
    SELECT u.username, r.rate_bp FROM losing_rates r JOIN users u ON u.id = r.user_id WHERE r.game_type = 'slot' AND u.username IN ('master1', 'agency1') ORDER BY u.username`.execute(t.db);
  expect(rows).toEqual([
    { username: 'agency1', rate_bp: 2000 },
    { username: 'master1', rate_bp: 3000 },
  ]);
});
afterAll(() => t.close());

describe('losing report and settlement', () => {
  it('shows each figure with its working: base x (own rate - branch rate), carry and payable', async () => {
    await roundOn('member1', dayAgo(3), 100_000, 0, 'losing-a');
    const mine = await report(agency1, dayAgo(3));
    expect(mine.period).toEqual({ kind: 'day', from: dayAgo(3), to: dayAgo(3), closed: true });
    expect(mine.own.lines).toEqual([
      { game_type: 'slot', branch: null, bet: 100_000, prize: 0, refund: 0, rolling: 0, base: 100_000, own_rate_bp: 2000, branch_rate_bp: 0, amount: 20_000 },
    ]);
    expect(mine.own).toEqual(expect.objectContaining({ total: 20_000, carry_in: 0, payable: 20_000, carry_out: 0, settled: null }));
    const masters = await report(master1, dayAgo(3));
    expect(masters.own.lines).toEqual([expect.objectContaining({ branch: expect.objectContaining({ username: 'agency1' }), base: 100_000, own_rate_bp: 3000, branch_rate_bp: 2000, amount: 10_000 })]);
    expect(masters.items.map((p: { partner: { username: string } }) => p.partner.username)).toContain('agency1');
  });

  it('refuses a period that has not ended', async () => {
    const res = await settle(dayAgo(0));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(dayAgo(-1));
  });

  it('pays once when settled twice, and once when settled twice at the same moment', async () => {
    const [m0, a0] = [await balance('master1'), await balance('agency1')];
    const first = await settle(dayAgo(3));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual(expect.objectContaining({ paid: 30_000 }));
    const again = await settle(dayAgo(3));
    expect(again.json().data).toEqual(expect.objectContaining({ settled: 0, paid: 0 }));
    expect([(await balance('master1')) - m0, (await balance('agency1')) - a0]).toEqual([10_000, 20_000]);

    await roundOn('member2', dayAgo(2), 50_000, 10_000, 'losing-b');
    const racing = await Promise.all([settle(dayAgo(2)), settle(dayAgo(2)), settle(dayAgo(2))]);
    expect(racing.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(racing.reduce((a, r) => a + r.json().data.paid, 0)).toBe(12_000);
    expect([(await balance('master1')) - m0, (await balance('agency1')) - a0]).toEqual([14_000, 28_000]);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'losing_settlement'`.execute(t.db);
    expect(rows[0]!.n).toBe(4);
  });

  it('shows a settled period as settled, and carries a losing period into the next', async () => {
    const settled = await report(agency1, dayAgo(3));
    expect(settled.own.settled).toEqual(expect.objectContaining({ paid: 20_000, by: 'master1' }));
    await roundOn('member1', dayAgo(1), 0, 70_000, 'losing-c');
    expect((await settle(dayAgo(1))).json().data.paid).toBe(0);
    const after = await report(agency1, dayAgo(1));
    expect(after.own).toEqual(expect.objectContaining({ total: -14_000, carry_in: 0, payable: 0, carry_out: -14_000 }));
    // A later period starts from the carried loss.
    await roundOn('member1', dayAgo(0), 100_000, 0, 'losing-d');
    expect((await report(agency1, dayAgo(0))).own).toEqual(expect.objectContaining({ total: 20_000, carry_in: -14_000, payable: 6_000, carry_out: 0 }));
  });

  it('is for the master level only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/game/partner/report/losing/settle', headers: agency1, payload: { period: 'day', day: dayAgo(3) } });
    expect(res.statusCode).toBe(403);
  });
});
