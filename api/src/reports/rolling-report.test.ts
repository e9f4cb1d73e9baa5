import { callWallet, openGameSession } from '../../test/provider-wallet';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

/*
 * The rolling list: each round shows what the partner kept and how, floor(bet x own rate) -
 * floor(bet x child's rate) with the rates of the moment it was played, and it adds up with
 * what the ledger credited.
 */

let t: TestApp;
let agency1: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  agency1 = { ...EN, ...bearer(await loginAs(t.app, 'agency1')) };
});
afterAll(() => t.close());

const get = async (url: string, headers = agency1) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, data: res.json().data };
};

describe('rolling report', () => {
  it('shows each round with the rates of its moment, and the working equals the ledger', async () => {
    const session = await openGameSession(t, 'member1', 'slot');
    expect((await callWallet(t, 'bet', { session, txn_id: 'rr-bet-1', round_id: 'rr-round-1', amount: 12_345 })).statusCode).toBe(200);
    // The seeded rounds were played in the seed's own transaction, with the seeded rates.
    const { data } = await get('/api/v1/game/partner/report/rolling?pageSize=100');
    const row = data.items.find((r: { round_id: string }) => r.round_id === 'rr-round-1');
    // Slot: agency1 2.50 %, member1 1.00 %.
    expect(row).toEqual(
      expect.objectContaining({ bet: 12_345, own_rate_bp: 250, child: expect.objectContaining({ username: 'member1' }), child_rate_bp: 100, expected: 308 - 123, amount: 185 }),
    );
    for (const r of data.items) expect([r.round_id, r.amount]).toEqual([r.round_id, r.expected]);

    // A rate change counts from then on: the round above keeps its rates.
    const member1 = row.child.id;
    expect((await t.app.inject({ method: 'PATCH', url: '/api/v1/game/partner/rolling/setting', headers: agency1, payload: { user_id: member1, rates: { slot: 50 } } })).statusCode).toBe(200);
    expect((await callWallet(t, 'bet', { session, txn_id: 'rr-bet-2', round_id: 'rr-round-2', amount: 10_000 })).statusCode).toBe(200);
    const after = (await get('/api/v1/game/partner/report/rolling?pageSize=100')).data.items;
    expect(after.find((r: { round_id: string }) => r.round_id === 'rr-round-1')).toEqual(expect.objectContaining({ child_rate_bp: 100, amount: 185 }));
    expect(after.find((r: { round_id: string }) => r.round_id === 'rr-round-2')).toEqual(expect.objectContaining({ child_rate_bp: 50, expected: 250 - 50, amount: 200 }));

    const summary = (await get('/api/v1/game/partner/report/rolling/summary')).data;
    expect(summary.sum.amount).toBe(after.reduce((a: number, r: { amount: number }) => a + r.amount, 0));
  });

  it('is 404 for a partner outside the line, and for a member', async () => {
    const ids = await t.db.selectFrom('users').select(['id', 'username']).where('username', 'in', ['agency2', 'member1']).execute();
    for (const { id } of ids) expect((await get(`/api/v1/game/partner/report/rolling?partner_id=${id}`)).status).toBe(404);
  });
});
