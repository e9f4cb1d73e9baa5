import { callWallet, firstGameOf, insertGameSession, userId } from '../../test/provider-wallet';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { houseAccountId } from '../wallet/accounts';
import { postNow } from '../wallet/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SESSION = '/api/v1/core/user/session';

async function fundCredit(username: string, amount: number) {
  const account = await t.db.selectFrom('ledger_accounts').select('id').where('user_id', '=', await userId(t, username)).where('kind', '=', 'member_credit').executeTakeFirstOrThrow();
  await postNow(t.db, { kind: 'test_fund', entries: [{ accountId: await houseAccountId(t.db), amount: -amount }, { accountId: account.id, amount }] });
}

describe('core/user/session', () => {
  it('answers the sign-in’s start and end, and the stakes and prizes since it began (not before, not rolled back)', async () => {
    await fundCredit('member4', 100_000);
    const member = await userId(t, 'member4');
    const game = (await firstGameOf(t, 'slot')).id;
    // Play before this sign-in is not this sign-in's.
    const earlier = await insertGameSession(t.db, member, game);
    expect((await callWallet(t, 'bet', { session: earlier.token, txn_id: 'ss-old', round_id: 'ss-old', amount: 7_000 })).statusCode).toBe(200);

    const token = await loginAs(t.app, 'member4');
    const { token: gameToken } = await insertGameSession(t.db, member, game);
    for (const [txn, amount] of [['ss-1', 5_000], ['ss-2', 3_000], ['ss-void', 9_000]] as const) {
      expect((await callWallet(t, 'bet', { session: gameToken, txn_id: txn, round_id: `r-${txn}`, amount })).statusCode).toBe(200);
    }
    expect((await callWallet(t, 'win', { session: gameToken, txn_id: 'ss-1-win', round_id: 'r-ss-1', amount: 12_000 })).statusCode).toBe(200);
    expect((await callWallet(t, 'rollback', { session: gameToken, txn_id: 'ss-void-rb', round_id: 'r-ss-void', ref_txn_id: 'ss-void' })).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: SESSION, headers: { ...EN, ...bearer(token) } });
    expect(res.statusCode).toBe(200);
    const { started_at, ends_at, play } = res.json().data;
    expect(play).toEqual({ bets: 8_000, prizes: 12_000 });
    expect(new Date(ends_at).getTime() - new Date(started_at).getTime()).toBe(12 * 3600_000);
  });

  it('ends at the session limit that held at sign-in', async () => {
    const member = bearer(await loginAs(t.app, 'member6'));
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/core/user/limits', headers: member, payload: { kind: 'session_minutes', amount: 45 } })).statusCode).toBe(200);
    const limited = bearer(await loginAs(t.app, 'member6'));
    const { started_at, ends_at } = (await t.app.inject({ method: 'GET', url: SESSION, headers: limited })).json().data;
    expect(new Date(ends_at).getTime() - new Date(started_at).getTime()).toBe(45 * 60_000);
  });

  it('needs a sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: SESSION })).statusCode).toBe(401);
  });
});
