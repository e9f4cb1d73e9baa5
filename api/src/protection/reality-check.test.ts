import { sql } from 'kysely';
import { callWallet, firstGameOf, insertGameSession, userId } from '../../test/provider-wallet';
import { snapshot } from '../../test/row-counts';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { houseAccountId } from '../wallet/accounts';
import { postNow } from '../wallet/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LIMITS = '/api/v1/core/user/limits';
const as = async (username: string) => bearer(await loginAs(t.app, username));
const set = (headers: Record<string, string>, amount: unknown) =>
  t.app.inject({ method: 'PUT', url: LIMITS, headers: { ...EN, ...headers }, payload: { kind: 'reality_check_minutes', amount } });

/** A game session of the member under a sign-in of its own, as playgame opens one. */
async function gameSessionOf(username: string) {
  return insertGameSession(t.db, await userId(t, username), (await firstGameOf(t, 'slot')).id);
}

/** What the provider's `session` call answers for a game session. */
async function realityCheck(session: string) {
  const res = await callWallet(t, 'session', { session });
  expect(res.statusCode).toBe(200);
  return res.json().data as { started_at: string; now: string; bets: number; prizes: number; every_minutes: number };
}

/** Moves the member's waiting changes to `hours` from now (negative: already due). */
const dueIn = async (username: string, hours: number) =>
  sql`UPDATE member_limits SET pending_from = now() + make_interval(hours => ${hours}) WHERE user_id = ${await userId(t, username)} AND pending_from IS NOT NULL`.execute(t.db);

describe('the wallet’s session call: what a reality check shows', () => {
  it('answers the sign-in’s start, the stakes and prizes since it, and every 60 minutes when the member has set nothing', async () => {
    const member = await userId(t, 'member3');
    const account = await t.db.selectFrom('ledger_accounts').select('id').where('user_id', '=', member).where('kind', '=', 'member_credit').executeTakeFirstOrThrow();
    await postNow(t.db, { kind: 'test_fund', entries: [{ accountId: await houseAccountId(t.db), amount: -50_000 }, { accountId: account.id, amount: 50_000 }] });
    const { token, loginSessionId } = await gameSessionOf('member3');
    expect((await callWallet(t, 'bet', { session: token, txn_id: 'rc-1', round_id: 'rc-r1', amount: 10_000 })).statusCode).toBe(200);
    expect((await callWallet(t, 'win', { session: token, txn_id: 'rc-1-win', round_id: 'rc-r1', amount: 4_000 })).statusCode).toBe(200);

    const check = await realityCheck(token);
    const signIn = await t.db.selectFrom('sessions').select('created_at').where('id', '=', loginSessionId).executeTakeFirstOrThrow();
    expect(check).toEqual({ started_at: signIn.created_at.toISOString(), now: expect.any(String), bets: 10_000, prizes: 4_000, every_minutes: 60 });
    expect(new Date(check.now).getTime()).toBeGreaterThanOrEqual(signIn.created_at.getTime());
  });

  it('answers a game session that has ended too (it moves nothing), and refuses an unknown one with 404 and an unsigned call with 401', async () => {
    const { token } = await gameSessionOf('member3');
    await t.db.updateTable('game_sessions').set({ expires_at: sql<Date>`now() - interval '1 minute'` }).where('user_id', '=', await userId(t, 'member3')).execute();
    expect((await realityCheck(token)).every_minutes).toBe(60);
    const unknown = await callWallet(t, 'session', { session: 'no-such-session' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'SESSION_NOT_FOUND']);
    expect((await callWallet(t, 'session', { session: token }, { secret: 'not-the-secret' })).statusCode).toBe(401);
    expect((await callWallet(t, 'session', { session: token, extra: 1 })).statusCode).toBe(400);
  });
});

describe('the reality check’s interval, set by the member', () => {
  it('comes more often at once, less often after 24 hours; from none, 90 minutes is less often than the 60 it was', async () => {
    const member = await as('member5');
    const { token } = await gameSessionOf('member5');

    expect((await set(member, 90)).statusCode).toBe(200);
    expect((await realityCheck(token)).every_minutes).toBe(60);
    await dueIn('member5', -1);
    expect((await realityCheck(token)).every_minutes).toBe(90);

    const sooner = await set(member, 30);
    expect(sooner.json().data.items.find((l: { kind: string }) => l.kind === 'reality_check_minutes')).toMatchObject({ own: 30, in_force: 30, pending: null });
    expect((await realityCheck(token)).every_minutes).toBe(30);

    // null: back to the standard 60, which is less often, so it waits.
    const reset = await set(member, null);
    expect(reset.json().data.items.find((l: { kind: string }) => l.kind === 'reality_check_minutes')).toMatchObject({ own: 30, pending: { amount: 60 } });
    expect((await realityCheck(token)).every_minutes).toBe(30);
    await dueIn('member5', -1);
    expect((await realityCheck(token)).every_minutes).toBe(60);
  });

  it('takes the more frequent of the member’s (60 when it set none) and a partner’s', async () => {
    const member = await userId(t, 'member6');
    const { token } = await gameSessionOf('member6');
    const partnerSets = (amount: number) =>
      t.db
        .insertInto('member_limits')
        .values({ user_id: member, kind: 'reality_check_minutes', set_by: agency, amount })
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'set_by']).doUpdateSet({ amount }))
        .execute();
    const agency = await userId(t, 'agency2');
    // Less often than the standard hour: the member, who set nothing, still gets it every hour.
    await partnerSets(120);
    expect((await realityCheck(token)).every_minutes).toBe(60);
    await partnerSets(20);
    expect((await realityCheck(token)).every_minutes).toBe(20);
    // The member's own, more frequent still, holds over the partner's.
    expect((await set(await as('member6'), 15)).statusCode).toBe(200);
    expect((await realityCheck(token)).every_minutes).toBe(15);
    await t.db.deleteFrom('member_limits').where('user_id', '=', member).where('kind', '=', 'reality_check_minutes').execute();
  });

  it('refuses an interval out of 15 to 120 minutes, or not whole, with 400 and changes nothing', async () => {
    const member = await as('member2');
    const before = await snapshot(t.db);
    for (const amount of [14, 121, 30.5, -60, '60']) {
      const res = await set(member, amount);
      expect([amount, res.statusCode, res.json().code]).toEqual([amount, 400, 'VALIDATION']);
    }
    expect((await set(member, 121)).json().message).toBe('A reality check comes every 15 to 120 minutes');
    expect(await snapshot(t.db)).toEqual(before);
  });
});
