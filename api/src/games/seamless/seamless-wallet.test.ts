import { loginAs, startTestApp, type TestApp } from '../../../test/test-app';
import { houseAccountId } from '../../wallet/accounts';
import { postNow } from '../../wallet/ledger';
import { allBalances, callWallet, creditOf, openGameSession, rollingOf, TEST_PROVIDER_SECRET, userId } from '../../../test/provider-wallet';
import { signCallback } from '../provider/callback-signature';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let seq = 0;
const txn = (label: string) => `${label}-${++seq}`;

const roundRow = (roundId: string) =>
  t.db.selectFrom('game_rounds').select(['game_type', 'bet', 'prize', 'refund', 'closed', 'user_id', 'game_id', 'brand_id']).where('round_id', '=', roundId).executeTakeFirst();

describe('seamless wallet: signatures', () => {
  it.each([
    ['another secret', { secret: 'not-the-shared-secret' }],
    ['a body other than the one signed', { signedBody: JSON.stringify({ session: 'x', txn_id: 'a', round_id: 'r', amount: 1 }) }],
    ['no signature', { headers: { 'x-casino-signature': '' } }],
    ['a timestamp ten minutes old', { headers: { 'x-casino-timestamp': String(Date.now() - 600_000) } }],
  ])('refuses %s with 401 before reading the body, and moves nothing', async (_case, options) => {
    const session = await openGameSession(t, 'member1');
    const before = await allBalances(t);
    const stored = await t.db.selectFrom('provider_transactions').select('txn_id').execute();
    const res = await callWallet(t, 'bet', { session, txn_id: txn('sig'), round_id: 'r-sig', amount: 1000 }, options);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'INVALID_SIGNATURE', message: 'The request signature is missing or invalid' });
    expect(await allBalances(t)).toEqual(before);
    expect(await t.db.selectFrom('provider_transactions').select('txn_id').execute()).toEqual(stored);
  });

  it('refuses a signed bet sent to the win endpoint: the path is signed too', async () => {
    const session = await openGameSession(t, 'member1');
    await callWallet(t, 'bet', { session, txn_id: txn('moved-bet'), round_id: 'r-moved', amount: 1000 });
    const before = await allBalances(t);
    const moved = await callWallet(t, 'win', { session, txn_id: txn('moved'), round_id: 'r-moved', amount: 50_000 }, { signedPath: '/api/v1/provider/demo/wallet/bet' });
    expect(moved.statusCode).toBe(401);
    expect(await allBalances(t)).toEqual(before);
  });

  it('refuses an unsigned request even when its body is invalid, and an unknown provider with 404', async () => {
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/v1/provider/demo/wallet/bet', payload: { nonsense: true } });
    expect(unsigned.statusCode).toBe(401);
    const unknown = await callWallet(t, 'balance', { session: 'x' }, { provider: 'nobody' });
    expect(unknown.statusCode).toBe(404);
  });

  it('checks the signature over the exact bytes: the same JSON re-spaced does not verify', async () => {
    const session = await openGameSession(t, 'member1');
    const body = { session, txn_id: txn('bytes'), round_id: 'r-bytes', amount: 1000 };
    const timestamp = String(Date.now());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/provider/demo/wallet/bet',
      payload: JSON.stringify(body, null, 2),
      headers: { 'content-type': 'application/json', 'x-casino-timestamp': timestamp, 'x-casino-signature': signCallback(TEST_PROVIDER_SECRET, timestamp, '/api/v1/provider/demo/wallet/bet', JSON.stringify(body)) },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('seamless wallet: bet, win, balance', () => {
  it('debits the bet, pays rolling up the line in the same transaction, and records the round', async () => {
    const session = await openGameSession(t, 'member1', 'slot');
    const [credit, r1, ra, rm] = [await creditOf(t, 'member1'), await rollingOf(t, 'member1'), await rollingOf(t, 'agency1'), await rollingOf(t, 'master1')];
    const res = await callWallet(t, 'bet', { session, txn_id: txn('bet'), round_id: 'round-a', amount: 10_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { balance: credit - 10_000, txn_id: `bet-${seq}` } });
    // Slot rates: member1 1.00 %, agency1 2.50 %, master1 3.00 % -> 100, 150, 50 = 3.00 % of 10,000.
    expect([await rollingOf(t, 'member1') - r1, await rollingOf(t, 'agency1') - ra, await rollingOf(t, 'master1') - rm]).toEqual([100, 150, 50]);
    const stored = await t.db.selectFrom('provider_transactions').select(['ledger_transaction_id']).where('txn_id', '=', `bet-${seq}`).executeTakeFirstOrThrow();
    const entries = await t.db.selectFrom('ledger_entries').select('amount').where('transaction_id', '=', stored.ledger_transaction_id!).execute();
    // The house keeps the stake less the rolling it pays out: 10,000 - 300.
    expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-10_000, 50, 100, 150, 9_700]);
    expect(await roundRow('round-a')).toEqual(expect.objectContaining({ game_type: 'slot', bet: 10_000, prize: 0, refund: 0, closed: false, user_id: await userId(t, 'member1') }));

    const win = await callWallet(t, 'win', { session, txn_id: txn('win'), round_id: 'round-a', amount: 30_000 });
    expect(win.statusCode).toBe(200);
    expect(win.json().data.balance).toBe(credit - 10_000 + 30_000);
    expect(await roundRow('round-a')).toEqual(expect.objectContaining({ bet: 10_000, prize: 30_000, closed: true }));

    const balance = await callWallet(t, 'balance', { session });
    expect(balance.json()).toEqual({ data: { balance: credit + 20_000 } });
  });

  it('answers a repeated transaction id with the first answer and moves nothing again', async () => {
    const session = await openGameSession(t, 'member1');
    const betId = txn('replay');
    const first = await callWallet(t, 'bet', { session, txn_id: betId, round_id: 'round-replay', amount: 5_000 });
    const afterFirst = await allBalances(t);
    const again = await Promise.all([1, 2, 3].map(() => callWallet(t, 'bet', { session, txn_id: betId, round_id: 'round-replay', amount: 5_000 })));
    for (const r of again) {
      expect(r.statusCode).toBe(first.statusCode);
      expect(r.json()).toEqual(first.json());
    }
    expect(await allBalances(t)).toEqual(afterFirst);
    expect((await roundRow('round-replay'))!.bet).toBe(5_000);

    const winId = txn('win-replay');
    const win = await callWallet(t, 'win', { session, txn_id: winId, round_id: 'round-replay', amount: 9_000 });
    const winAgain = await callWallet(t, 'win', { session, txn_id: winId, round_id: 'round-replay', amount: 9_000 });
    expect(winAgain.json()).toEqual(win.json());
    expect((await roundRow('round-replay'))!.prize).toBe(9_000);
  });

  it('refuses a transaction id already used by another kind of call, moving nothing and keeping the first answer', async () => {
    const session = await openGameSession(t, 'member1');
    const id = txn('one-id');
    const bet = await callWallet(t, 'bet', { session, txn_id: id, round_id: 'round-one-id', amount: 3_000 });
    expect(bet.statusCode).toBe(200);
    const before = await allBalances(t);
    const asWin = await callWallet(t, 'win', { session, txn_id: id, round_id: 'round-one-id', amount: 3_000 });
    expect(asWin.statusCode).toBe(409);
    expect(asWin.json()).toEqual({ code: 'CONFLICT', message: 'This transaction id was already used for another kind of call' });
    const asRollback = await callWallet(t, 'rollback', { session, txn_id: id, round_id: 'round-one-id', ref_txn_id: id });
    expect(asRollback.statusCode).toBe(409);
    expect(await allBalances(t)).toEqual(before);
    expect((await callWallet(t, 'bet', { session, txn_id: id, round_id: 'round-one-id', amount: 3_000 })).json()).toEqual(bet.json());
  });

  it('does not keep a win that arrived before its bet refused: resent after the bet, it is paid', async () => {
    const session = await openGameSession(t, 'member1');
    const winId = txn('early-win');
    const early = await callWallet(t, 'win', { session, txn_id: winId, round_id: 'round-early', amount: 6_000 });
    expect(early.statusCode).toBe(404);
    expect(early.json().code).toBe('ROUND_NOT_FOUND');
    await callWallet(t, 'bet', { session, txn_id: txn('late-bet'), round_id: 'round-early', amount: 2_000 });
    const credit = await creditOf(t, 'member1');
    const resent = await callWallet(t, 'win', { session, txn_id: winId, round_id: 'round-early', amount: 6_000 });
    expect(resent.statusCode).toBe(200);
    expect(await creditOf(t, 'member1')).toBe(credit + 6_000);
  });

  it('refuses a bet over the credit, changes nothing, and keeps refusing that id after a top-up', async () => {
    const session = await openGameSession(t, 'member2'); // member2 has no credit
    const before = await allBalances(t);
    const betId = txn('broke');
    const res = await callWallet(t, 'bet', { session, txn_id: betId, round_id: 'round-broke', amount: 1_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'INSUFFICIENT_FUNDS', message: 'Not enough game credit for this bet' });
    expect(await allBalances(t)).toEqual(before);
    expect(await roundRow('round-broke')).toBeUndefined();

    await t.app.inject({ method: 'POST', url: '/api/v1/wallet/convert/credit', headers: { authorization: `Bearer ${await loginAs(t.app, 'member2')}` }, payload: { amount: 10_000 } });
    const retried = await callWallet(t, 'bet', { session, txn_id: betId, round_id: 'round-broke', amount: 1_000 });
    expect(retried.statusCode).toBe(400);
    expect(retried.json()).toEqual(res.json());
    expect(await creditOf(t, 'member2')).toBe(10_000);
  });

  it('settles a lost round with a zero win, moving no money', async () => {
    const session = await openGameSession(t, 'member1');
    await callWallet(t, 'bet', { session, txn_id: txn('lost'), round_id: 'round-lost', amount: 2_000 });
    const before = await allBalances(t);
    const res = await callWallet(t, 'win', { session, txn_id: txn('zero'), round_id: 'round-lost', amount: 0 });
    expect(res.statusCode).toBe(200);
    expect(await allBalances(t)).toEqual(before);
    expect(await roundRow('round-lost')).toEqual(expect.objectContaining({ bet: 2_000, prize: 0, closed: true }));
    const late = await callWallet(t, 'bet', { session, txn_id: txn('late'), round_id: 'round-lost', amount: 2_000 });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ROUND_CLOSED');
  });

  it("refuses a win for an unknown round or another player's round", async () => {
    const mine = await openGameSession(t, 'member1');
    const theirs = await openGameSession(t, 'member4');
    await callWallet(t, 'bet', { session: theirs, txn_id: txn('theirs'), round_id: 'round-theirs', amount: 1_000 });
    const before = await allBalances(t);
    for (const roundId of ['round-nobody', 'round-theirs']) {
      const res = await callWallet(t, 'win', { session: mine, txn_id: txn('steal'), round_id: roundId, amount: 50_000 });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('ROUND_NOT_FOUND');
    }
    expect(await allBalances(t)).toEqual(before);
  });

  it('refuses bets on an unknown or expired session and for a stopped account, but still pays a win on an expired one', async () => {
    const unknown = await callWallet(t, 'bet', { session: 'no-such-session', txn_id: txn('ghost'), round_id: 'round-ghost', amount: 1_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('SESSION_NOT_FOUND');

    const session = await openGameSession(t, 'member1');
    await callWallet(t, 'bet', { session, txn_id: txn('before-expiry'), round_id: 'round-expiring', amount: 1_000 });
    await t.db.updateTable('game_sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', await userId(t, 'member1')).execute();
    const expired = await callWallet(t, 'bet', { session, txn_id: txn('after-expiry'), round_id: 'round-expiring-2', amount: 1_000 });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('SESSION_EXPIRED');
    const credit = await creditOf(t, 'member1');
    const win = await callWallet(t, 'win', { session, txn_id: txn('paid-anyway'), round_id: 'round-expiring', amount: 4_000 });
    expect(win.statusCode).toBe(200);
    expect(await creditOf(t, 'member1')).toBe(credit + 4_000);

    const stoppedId = await userId(t, 'member6');
    const stoppedSession = await openGameSession(t, 'member6');
    await t.db.updateTable('users').set({ state: 'stop' }).where('id', '=', stoppedId).execute();
    const stopped = await callWallet(t, 'bet', { session: stoppedSession, txn_id: txn('stopped'), round_id: 'round-stopped', amount: 1_000 });
    expect(stopped.statusCode).toBe(403);
    expect(stopped.json().code).toBe('ACCOUNT_STOPPED');
    await t.db.updateTable('users').set({ state: 'normal' }).where('id', '=', stoppedId).execute();
  });

  it.each([
    ['a zero bet', 'bet', { amount: 0 }],
    ['a negative bet', 'bet', { amount: -5 }],
    ['a fractional bet', 'bet', { amount: 10.5 }],
    ['a negative win', 'win', { amount: -1 }],
    ['a transaction id with spaces', 'bet', { txn_id: 'has space' }],
    ['an unknown field', 'bet', { user_id: 1 }],
  ] as const)('refuses %s with 400 and moves nothing', async (_case, name, change) => {
    const session = await openGameSession(t, 'member1');
    const before = await allBalances(t);
    const res = await callWallet(t, name, { session, txn_id: txn('bad'), round_id: 'round-bad', amount: 1_000, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(await allBalances(t)).toEqual(before);
  });
});

describe('seamless wallet: rollback', () => {
  it('returns the stake, takes back the rolling, records the refund, and never refunds twice', async () => {
    const session = await openGameSession(t, 'member1', 'casino');
    const before = await allBalances(t);
    const betId = txn('to-cancel');
    await callWallet(t, 'bet', { session, txn_id: betId, round_id: 'round-cancel', amount: 20_000 });
    const rollbackId = txn('cancel');
    const res = await callWallet(t, 'rollback', { session, txn_id: rollbackId, round_id: 'round-cancel', ref_txn_id: betId });
    expect(res.statusCode).toBe(200);
    expect(await allBalances(t)).toEqual(before);
    expect(await roundRow('round-cancel')).toEqual(expect.objectContaining({ bet: 20_000, refund: 20_000 }));

    const replay = await callWallet(t, 'rollback', { session, txn_id: rollbackId, round_id: 'round-cancel', ref_txn_id: betId });
    expect(replay.json()).toEqual(res.json());
    const second = await callWallet(t, 'rollback', { session, txn_id: txn('cancel-again'), round_id: 'round-cancel', ref_txn_id: betId });
    expect(second.statusCode).toBe(200);
    expect(await allBalances(t)).toEqual(before);
  });

  it('answers a rollback of an unknown bet with success and refuses that bet if it arrives later', async () => {
    const session = await openGameSession(t, 'member1');
    const before = await allBalances(t);
    const betId = txn('never-seen');
    const res = await callWallet(t, 'rollback', { session, txn_id: txn('pre-cancel'), round_id: 'round-pre', ref_txn_id: betId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.balance).toBe(await creditOf(t, 'member1'));
    const late = await callWallet(t, 'bet', { session, txn_id: betId, round_id: 'round-pre', amount: 1_000 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: 'TXN_ROLLED_BACK', message: 'This transaction was rolled back' });
    expect(await allBalances(t)).toEqual(before);
  });

  it('keeps rolling that was already spent, the house absorbing it, and refuses to roll back a win', async () => {
    const session = await openGameSession(t, 'member4', 'slot'); // member4 (2.00 % line, member 1.00 %)
    const betId = txn('spent');
    await callWallet(t, 'bet', { session, txn_id: betId, round_id: 'round-spent', amount: 100_000 });
    // Simulate the member's rolling points having been exchanged: move them all to the house.
    const rollingAccount = await t.db.selectFrom('ledger_accounts').select(['id', 'balance']).where('user_id', '=', await userId(t, 'member4')).where('kind', '=', 'rolling_point').executeTakeFirstOrThrow();
    await postNow(t.db, { kind: 'test_spend', entries: [{ accountId: rollingAccount.id, amount: -rollingAccount.balance }, { accountId: await houseAccountId(t.db), amount: rollingAccount.balance }] });
    const credit = await creditOf(t, 'member4');
    const res = await callWallet(t, 'rollback', { session, txn_id: txn('cancel-spent'), round_id: 'round-spent', ref_txn_id: betId });
    expect(res.statusCode).toBe(200);
    expect(await creditOf(t, 'member4')).toBe(credit + 100_000);
    expect(await rollingOf(t, 'member4')).toBe(0);

    const winId = txn('a-win');
    await callWallet(t, 'bet', { session, txn_id: txn('b'), round_id: 'round-w', amount: 1_000 });
    await callWallet(t, 'win', { session, txn_id: winId, round_id: 'round-w', amount: 2_000 });
    const refused = await callWallet(t, 'rollback', { session, txn_id: txn('cancel-win'), round_id: 'round-w', ref_txn_id: winId });
    expect(refused.statusCode).toBe(400);
  });
});
