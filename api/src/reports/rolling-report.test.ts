import { callWallet, openGameSession, setBalance } from '../../test/provider-wallet';
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

  it('is 404 for a partner outside the line, and for a member outside it', async () => {
    const ids = await t.db.selectFrom('users').select(['id', 'username']).where('username', 'in', ['agency2', 'member4']).execute();
    for (const { id } of ids) {
      expect((await get(`/api/v1/game/partner/report/rolling?partner_id=${id}`)).status).toBe(404);
      expect((await get(`/api/v1/game/partner/report/rolling/summary?partner_id=${id}`)).status).toBe(404);
    }
  });

  it("reads a member of the line as that member's rounds, earned by the caller (the window opened for a member)", async () => {
    // As master2 for member12 (issue 26: /windows/rolling-list?id=19&username=member12 said "not in the line").
    const master2 = { ...EN, ...bearer(await loginAs(t.app, 'master2')) };
    const member12 = (await t.db.selectFrom('users').select('id').where('username', '=', 'member12').executeTakeFirstOrThrow()).id;
    const session = await openGameSession(t, 'member12', 'slot');
    await t.db.updateTable('rolling_rates').set({ rate_bp: 40 }).where('user_id', '=', member12).where('game_type', '=', 'slot').execute();
    await setBalance(t, 'member12', 'member_credit', 20_000);
    expect((await callWallet(t, 'bet', { session, txn_id: 'rr-m12-1', round_id: 'rr-m12', amount: 10_000 })).statusCode).toBe(200);

    const list = await get(`/api/v1/game/partner/report/rolling?partner_id=${member12}`, master2);
    expect(list.status).toBe(200);
    expect(list.data.items.length).toBeGreaterThan(0);
    expect(new Set(list.data.items.map((r: { member: { username: string } }) => r.member.username))).toEqual(new Set(['member12']));
    expect(list.data.items.every((r: { earner: { username: string } }) => r.earner.username === 'master2')).toBe(true);
    // master2 2.8 %, agency4 2 %: master2 keeps 280 - 200 of the 10,000 bet.
    expect(list.data.items.find((r: { round_id: string }) => r.round_id === 'rr-m12')).toEqual(expect.objectContaining({ child: expect.objectContaining({ username: 'agency4' }), amount: 80 }));

    const summary = await get(`/api/v1/game/partner/report/rolling/summary?partner_id=${member12}`, master2);
    expect([summary.status, summary.data.earner.username, summary.data.member]).toEqual([200, 'master2', { id: member12, username: 'member12', level: 'member' }]);
    expect(summary.data.sum.amount).toBe(list.data.items.reduce((a: number, r: { amount: number }) => a + r.amount, 0));

    // Another member of the line named beside it: nothing is both.
    const both = await get(`/api/v1/game/partner/report/rolling?partner_id=${member12}&username=member10`, master2);
    expect([both.status, both.data.items, both.data.total]).toEqual([200, [], 0]);
    expect((await get(`/api/v1/game/partner/report/rolling/summary?partner_id=${member12}&username=member10`, master2)).data.sum.rounds).toBe(0);
    // Without one, the summary names no member.
    expect((await get('/api/v1/game/partner/report/rolling/summary', master2)).data.member).toBeNull();
  });
});
