import { sql } from 'kysely';
import { allBalances, callWallet, creditOf, openGameSession, rollingOf, setBalance, userId } from '../../../test/provider-wallet';
import { snapshot } from '../../../test/row-counts';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let master: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  master = { ...EN, ...bearer(await loginAs(t.app, 'master1')) };
  for (const member of ['member1', 'member2', 'member3', 'member5', 'member6']) await setBalance(t, member, 'member_credit', 1_000_000);
});
afterAll(() => t.close());

let seq = 0;
const txn = (label: string) => `${label}-${++seq}`;

const reconciliation = (query: string, who = master) => t.app.inject({ method: 'GET', url: `/api/v1/core/admin/round/reconciliation${query}`, headers: who });
const close = (payload: unknown, who = master) => t.app.inject({ method: 'POST', url: '/api/v1/core/admin/round/close', headers: who, payload: payload as object });
const roundOf = (roundId: string) =>
  t.db.selectFrom('game_rounds').select(['bet', 'prize', 'refund', 'closed', 'voided_at']).where('round_id', '=', roundId).executeTakeFirstOrThrow();
/** Its last call `minutes` ago, as if the provider had gone quiet since; answers the round's Seoul day. */
const quietFor = async (roundId: string, minutes: number) => {
  await sql`UPDATE game_rounds SET created_at = now() - make_interval(mins => ${minutes}), updated_at = now() - make_interval(mins => ${minutes}) WHERE round_id = ${roundId}`.execute(t.db);
  return (await sql<{ day: string }>`SELECT seoul_day(created_at)::text AS day FROM game_rounds WHERE round_id = ${roundId}`.execute(t.db)).rows[0]!.day;
};
const playDay = async (username: string, day: string) =>
  (await t.db.selectFrom('member_play_days').select(['bets', 'prizes']).where('user_id', '=', await userId(t, username)).where('day', '=', sql<Date>`${day}::date`).executeTakeFirst()) ?? { bets: 0, prizes: 0 };

/** A round of `username` with these stakes and no win yet, quiet for 90 minutes; answers its ids and day. */
async function staleRound(username: string, stakes: number[]) {
  const session = await openGameSession(t, username, 'casino');
  const roundId = txn('round');
  const bets: string[] = [];
  for (const amount of stakes) {
    const betId = txn('bet');
    expect((await callWallet(t, 'bet', { session, txn_id: betId, round_id: roundId, amount })).statusCode).toBe(200);
    bets.push(betId);
  }
  return { session, roundId, bets, day: await quietFor(roundId, 90) };
}

describe('rounds to reconcile: the day view', () => {
  /** A past Seoul day this test alone writes to: its figures are exactly what the test put there. */
  const DAY = '2026-01-15';
  const ON_DAY = '2026-01-15T01:00:00Z';
  const moveRound = (roundId: string, lastCall: 'on the day' | 'now') =>
    sql`UPDATE game_rounds SET created_at = ${ON_DAY}, updated_at = ${lastCall === 'now' ? sql`now()` : sql`${ON_DAY}::timestamptz`} WHERE round_id = ${roundId}`.execute(t.db);
  const moveCall = (txnId: string) => sql`UPDATE provider_transactions SET created_at = ${ON_DAY} WHERE txn_id = ${txnId}`.execute(t.db);

  it('lists exactly the day’s stale round, unseen rollback, bet on a settled round and win on a closed round, with each count', async () => {
    const stale = await staleRound('member1', [10_000, 5_000]);
    await moveRound(stale.roundId, 'on the day');
    // Started that day too, but called a minute ago: not stale. Settled: not open.
    const busy = await staleRound('member1', [1_000]);
    await moveRound(busy.roundId, 'now');
    const won = await staleRound('member2', [2_000]);
    await callWallet(t, 'win', { session: won.session, txn_id: txn('win'), round_id: won.roundId, amount: 0 });
    await moveRound(won.roundId, 'on the day');

    const session = await openGameSession(t, 'member3');
    const unseen = txn('unseen');
    await callWallet(t, 'rollback', { session, txn_id: txn('rb'), round_id: 'round-unseen', ref_txn_id: unseen });
    const late = txn('late');
    expect((await callWallet(t, 'bet', { session, txn_id: late, round_id: won.roundId, amount: 3_000 })).json().code).toBe('ROUND_CLOSED');
    const voided = await staleRound('member3', [4_000]);
    expect((await close({ provider: 'demo', round_id: voided.roundId, reason: 'stuck' })).statusCode).toBe(200);
    const unpaid = txn('unpaid');
    expect((await callWallet(t, 'win', { session: voided.session, txn_id: unpaid, round_id: voided.roundId, amount: 9_000 })).json().code).toBe('ROUND_VOIDED');
    for (const id of [unseen, late, unpaid]) await moveCall(id);

    const res = await reconciliation(`?day=${DAY}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      day: DAY,
      stale_after_minutes: 60,
      providers: [{ provider: 'demo', stale_rounds: 1, unseen_rollbacks: 1, closed_round_bets: 1, voided_round_wins: 1 }],
      stale_rounds: {
        items: [
          {
            provider: 'demo',
            round_id: stale.roundId,
            username: 'member1',
            nickname: expect.any(String),
            game: expect.any(String),
            open_stake: 15_000,
            bets: 2,
            started_at: '2026-01-15T01:00:00.000Z',
            last_call_at: '2026-01-15T01:00:00.000Z',
          },
        ],
        total: 1,
      },
      unseen_rollbacks: { items: [{ provider: 'demo', bet_txn_id: unseen, round_id: 'round-unseen', username: 'member3', nickname: expect.any(String), at: '2026-01-15T01:00:00.000Z' }], total: 1 },
      closed_round_bets: { items: [{ provider: 'demo', txn_id: late, round_id: won.roundId, username: 'member3', nickname: expect.any(String), amount: 3_000, at: '2026-01-15T01:00:00.000Z' }], total: 1 },
      voided_round_wins: { items: [{ provider: 'demo', txn_id: unpaid, round_id: voided.roundId, username: 'member3', nickname: expect.any(String), amount: 9_000, at: '2026-01-15T01:00:00.000Z' }], total: 1 },
    });
    // The day before and after, and another provider, hold none of it.
    const empty = { stale_rounds: { items: [], total: 0 }, unseen_rollbacks: { items: [], total: 0 }, closed_round_bets: { items: [], total: 0 }, voided_round_wins: { items: [], total: 0 } };
    for (const query of ['?day=2026-01-14', '?day=2026-01-16', `?day=${DAY}&provider=other`]) expect((await reconciliation(query)).json().data).toEqual(expect.objectContaining({ providers: [], ...empty }));
    expect((await reconciliation(`?day=${DAY}&provider=demo`)).json().data).toEqual(data);
  });
});

describe('rounds to reconcile: closing a stale round', () => {
  it('refunds each open stake with the rolling it paid, once, voids the round, refuses a late win and bet, and is audited', async () => {
    const before = await allBalances(t);
    const rollingBefore = await rollingOf(t, 'agency1');
    const round = await staleRound('member1', [20_000, 7_000]);
    const playBefore = await playDay('member1', round.day);
    expect(await rollingOf(t, 'agency1')).toBeGreaterThan(rollingBefore);

    const res = await close({ provider: 'demo', round_id: round.roundId, reason: '  provider outage  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ refunded: 27_000, bets: 2 });
    expect(await allBalances(t)).toEqual(before);
    expect(await roundOf(round.roundId)).toEqual(expect.objectContaining({ bet: 27_000, refund: 27_000, prize: 0, closed: true, voided_at: expect.any(Date) }));
    expect(await playDay('member1', round.day)).toEqual({ bets: playBefore.bets - 27_000, prizes: playBefore.prizes });
    const audit = await t.db.selectFrom('audit_log').select(['action', 'target_id', 'after']).where('action', '=', 'round.close').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: 'round.close', target_id: await userId(t, 'member1'), after: { closed: true, refunded: 27_000, bets: 2, reason: 'provider outage' } });

    // Once: the second close, a late win, a late bet and a late rollback move nothing.
    const again = await close({ provider: 'demo', round_id: round.roundId, reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This round is already settled or closed');
    const winId = txn('late-win');
    const win = await callWallet(t, 'win', { session: round.session, txn_id: winId, round_id: round.roundId, amount: 50_000 });
    expect(win.statusCode).toBe(409);
    expect(win.json()).toEqual({ code: 'ROUND_VOIDED', message: 'The round was closed by the operator and its stakes refunded' });
    expect((await callWallet(t, 'win', { session: round.session, txn_id: winId, round_id: round.roundId, amount: 50_000 })).json()).toEqual(win.json());
    expect((await callWallet(t, 'bet', { session: round.session, txn_id: txn('late-bet'), round_id: round.roundId, amount: 1_000 })).json().code).toBe('ROUND_CLOSED');
    expect((await callWallet(t, 'rollback', { session: round.session, txn_id: txn('late-rb'), round_id: round.roundId, ref_txn_id: round.bets[0] })).statusCode).toBe(200);
    expect(await allBalances(t)).toEqual(before);
    expect(await roundOf(round.roundId)).toEqual(expect.objectContaining({ refund: 27_000, prize: 0 }));
  });

  it('refunds only what the provider has not rolled back already', async () => {
    const before = await creditOf(t, 'member2');
    const round = await staleRound('member2', [4_000, 6_000]);
    await callWallet(t, 'rollback', { session: round.session, txn_id: txn('rb'), round_id: round.roundId, ref_txn_id: round.bets[0] });
    await quietFor(round.roundId, 90);
    const res = await close({ provider: 'demo', round_id: round.roundId, reason: 'stuck' });
    expect(res.json().data).toEqual({ refunded: 6_000, bets: 1 });
    expect(await creditOf(t, 'member2')).toBe(before);
  });

  it('refuses a round with a recent call (409, with the time) and an unknown one (404), moving nothing', async () => {
    const session = await openGameSession(t, 'member1', 'casino');
    const roundId = txn('recent');
    await callWallet(t, 'bet', { session, txn_id: txn('bet'), round_id: roundId, amount: 1_000 });
    await quietFor(roundId, 59);
    const before = await allBalances(t);
    const recent = await close({ provider: 'demo', round_id: roundId, reason: 'too soon' });
    expect(recent.statusCode).toBe(409);
    expect(recent.json().message).toBe('This round had a call in the last 60 minutes: its provider may still settle it');
    expect((await close({ provider: 'demo', round_id: 'no-such-round', reason: 'x' })).statusCode).toBe(404);
    expect((await close({ provider: 'other', round_id: roundId, reason: 'x' })).statusCode).toBe(404);
    expect(await allBalances(t)).toEqual(before);
    expect(await roundOf(roundId)).toEqual(expect.objectContaining({ closed: false, voided_at: null, refund: 0 }));
  });

  it('closes once under 10 closes at once, and a close racing the win pays one or the other, never both', async () => {
    const before = await allBalances(t);
    const round = await staleRound('member5', [12_000]);
    const results = await Promise.all(Array.from({ length: 10 }, () => close({ provider: 'demo', round_id: round.roundId, reason: 'race' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await allBalances(t)).toEqual(before);

    for (let i = 0; i < 5; i++) {
      const credit = await creditOf(t, 'member6');
      const raced = await staleRound('member6', [8_000]);
      const [win, closed] = await Promise.all([
        callWallet(t, 'win', { session: raced.session, txn_id: txn('race-win'), round_id: raced.roundId, amount: 30_000 }),
        close({ provider: 'demo', round_id: raced.roundId, reason: 'race' }),
      ]);
      expect([win.statusCode, closed.statusCode].sort()).toEqual([200, 409]);
      expect(await creditOf(t, 'member6')).toBe(win.statusCode === 200 ? credit - 8_000 + 30_000 : credit);
      expect(await roundOf(raced.roundId)).toEqual(expect.objectContaining(win.statusCode === 200 ? { prize: 30_000, refund: 0, voided_at: null } : { prize: 0, refund: 8_000 }));
    }
  });

  it.each([
    ['no reason', { provider: 'demo', round_id: 'r' }],
    ['a blank reason', { provider: 'demo', round_id: 'r', reason: '   ' }],
    ['a reason of 501 characters', { provider: 'demo', round_id: 'r', reason: 'x'.repeat(501) }],
    ['a round id with a space', { provider: 'demo', round_id: 'a b', reason: 'x' }],
    ['a round id of 101 characters', { provider: 'demo', round_id: 'r'.repeat(101), reason: 'x' }],
    ['an unknown field', { provider: 'demo', round_id: 'r', reason: 'x', refund: 1 }],
    ['a provider in capitals', { provider: 'DEMO', round_id: 'r', reason: 'x' }],
    ['a number for the round', { provider: 'demo', round_id: 5, reason: 'x' }],
  ])('refuses %s with 400 and changes nothing', async (_case, payload) => {
    const counts = await snapshot(t.db);
    const res = await close(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^[A-Z]/);
    expect(await snapshot(t.db)).toEqual(counts);
  });

  it.each(['', '?day=', '?day=2026-13-01', '?day=yesterday', '?day=2026-12-01&provider=A!', '?day=2026-12-01&extra=1'])('refuses the day view %s with 400', async (query) => {
    expect((await reconciliation(query)).statusCode).toBe(400);
  });

  it('is the operator’s: an agency and a member are refused (403)', async () => {
    for (const username of ['agency1', 'member1']) {
      const who = { ...EN, ...bearer(await loginAs(t.app, username)) };
      expect((await reconciliation('?day=2026-12-01', who)).statusCode).toBe(403);
      expect((await close({ provider: 'demo', round_id: 'r', reason: 'x' }, who)).statusCode).toBe(403);
    }
  });
});
