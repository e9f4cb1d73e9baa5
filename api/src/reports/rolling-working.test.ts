import { type RollingWorking, seoulToday } from '@casino/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { callWallet, openGameSession, setBalance, userId } from '../../test/provider-wallet';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

/*
 * The rolling working explains the amount (issue 26 item 4): over random rounds of several bets,
 * rollbacks (some sent under another round's id, some after the partner spent its points) and
 * rate changes between bets, each round's steps add up to what the ledger credited each partner
 * of the line for it, and each bet's step is floor(stake x own rate) - floor(stake x child's rate).
 */

let t: TestApp;
let master: Record<string, string>;
let agency: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  [master, agency] = [{ ...EN, ...bearer(await loginAs(t.app, 'master1')) }, { ...EN, ...bearer(await loginAs(t.app, 'agency1')) }];
});
afterAll(() => t.close());

const RUNS = 12;

type Action =
  | { do: 'bet'; amount: number }
  | { do: 'rollback'; of: number; elsewhere: boolean }
  | { do: 'rate'; who: 'agency' | 'member'; slot: number }
  | { do: 'spend'; who: 'agency1' | 'master1' };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ do: fc.constant('bet' as const), amount: fc.integer({ min: 1, max: 250_000 }) }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('rollback' as const), of: fc.nat(9), elsewhere: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('rate' as const), who: fc.constantFrom('agency' as const, 'member' as const), slot: fc.integer({ min: 0, max: 300 }) }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('spend' as const), who: fc.constantFrom('agency1' as const, 'master1' as const) }) },
);

/** Empties a partner's rolling points, as an exchange would: a later rollback takes back only what is left. */
const spendRolling = (username: string) => setBalance(t, username, 'rolling_point', 0);

/** What the ledger credited `partner`'s rolling account for these calls, less what they took back. */
async function ledgerRolling(partner: string, txnIds: string[]) {
  if (txnIds.length === 0) return 0;
  const { rows } = await sql<{ amount: number }>`
    SELECT coalesce(sum(e.amount), 0)::bigint AS amount FROM provider_transactions pt
    JOIN ledger_entries e ON e.transaction_id = pt.ledger_transaction_id
    JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'rolling_point' AND a.user_id = ${await userId(t, partner)}
    WHERE pt.provider = 'demo' AND pt.txn_id = ANY(${txnIds}::text[])`.execute(t.db);
  return Number(rows[0]!.amount);
}

/** The rolling list's row of a round, as `partner` earned it, read by master1. */
async function workingOf(partner: string, roundId: string): Promise<RollingWorking> {
  const now = Date.now();
  const query = new URLSearchParams({ partner_id: String(await userId(t, partner)), username: 'member1', from: seoulToday(now - 86_400_000), to: seoulToday(now), pageSize: '100' });
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/game/partner/report/rolling?${query}`, headers: master });
  expect(res.statusCode).toBe(200);
  const row = (res.json().data.items as RollingWorking[]).find((r) => r.round_id === roundId);
  if (!row) throw new Error(`round ${roundId} is not in ${partner}'s rolling list`);
  return row;
}

describe('rolling working', () => {
  it("adds up, for every partner of the line, to what the ledger credited, bet by bet at each bet's rates", async () => {
    const member1 = await userId(t, 'member1');
    const agency1 = await userId(t, 'agency1');
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 2, maxLength: 10 }), async (actions) => {
        run++;
        const session = await openGameSession(t, 'member1', 'slot');
        const round = `rw-${run}`;
        const bets: string[] = [];
        const calls: string[] = [];
        await setBalance(t, 'member1', 'member_credit', 3_000_000);
        for (const [i, a] of actions.entries()) {
          if (a.do === 'bet') {
            const txn = `${round}-bet-${i}`;
            const res = await callWallet(t, 'bet', { session, txn_id: txn, round_id: round, amount: a.amount });
            if (res.statusCode === 200) bets.push(txn);
            calls.push(txn);
          } else if (a.do === 'rollback' && bets.length > 0) {
            const txn = `${round}-rollback-${i}`;
            // Some providers name another round in the rollback: the bet's round is the one it counts in.
            await callWallet(t, 'rollback', { session, txn_id: txn, round_id: a.elsewhere ? `${round}-other` : round, ref_txn_id: bets[a.of % bets.length] });
            calls.push(txn);
          } else if (a.do === 'rate') {
            const [headers, user_id] = a.who === 'agency' ? [master, agency1] : [agency, member1];
            await t.app.inject({ method: 'PATCH', url: '/api/v1/game/partner/rolling/setting', headers, payload: { user_id, rates: { slot: a.slot } } });
          } else if (a.do === 'spend') {
            await spendRolling(a.who);
          }
        }
        if (bets.length === 0) return;
        for (const partner of ['master1', 'agency1']) {
          const w = await workingOf(partner, round);
          const ledger = await ledgerRolling(partner, calls);
          expect([partner, w.steps.reduce((sum, s) => sum + s.amount, 0), w.expected, w.amount]).toEqual([partner, ledger, ledger, ledger]);
          expect(w.steps.filter((s) => s.kind === 'bet').map((s) => s.txn_id)).toEqual(bets);
          for (const s of w.steps.filter((x) => x.kind === 'bet')) {
            expect(s.own_rate_bp).not.toBeNull();
            expect([s.line_amount, s.child_amount, s.amount]).toEqual([
              Math.floor((s.stake * s.own_rate_bp!) / 10_000),
              Math.floor((s.stake * s.child_rate_bp!) / 10_000),
              s.line_amount! - s.child_amount!,
            ]);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('shows the rates each bet was paid at, a rate changed inside the round included', async () => {
    const session = await openGameSession(t, 'member2', 'slot');
    await setBalance(t, 'member2', 'member_credit', 10_000);
    const member2 = await userId(t, 'member2');
    const patchMember2 = (slot: number) => t.app.inject({ method: 'PATCH', url: '/api/v1/game/partner/rolling/setting', headers: agency, payload: { user_id: member2, rates: { slot } } });
    // agency1 at master1's own 3 %, whatever the runs above left it at: above every child's.
    const agency1 = await userId(t, 'agency1');
    expect((await t.app.inject({ method: 'PATCH', url: '/api/v1/game/partner/rolling/setting', headers: master, payload: { user_id: agency1, rates: { slot: 300 } } })).statusCode).toBe(200);
    expect((await patchMember2(100)).statusCode).toBe(200);
    expect((await callWallet(t, 'bet', { session, txn_id: 'rw-mid-1', round_id: 'rw-mid', amount: 5_000 })).statusCode).toBe(200);
    expect((await patchMember2(63)).statusCode).toBe(200);
    expect((await callWallet(t, 'bet', { session, txn_id: 'rw-mid-2', round_id: 'rw-mid', amount: 5_000 })).statusCode).toBe(200);
    expect((await callWallet(t, 'rollback', { session, txn_id: 'rw-mid-3', round_id: 'rw-mid', ref_txn_id: 'rw-mid-1' })).statusCode).toBe(200);
    const now = Date.now();
    const query = new URLSearchParams({ username: 'member2', from: seoulToday(now - 86_400_000), to: seoulToday(now) });
    const rows = (await t.app.inject({ method: 'GET', url: `/api/v1/game/partner/report/rolling?${query}`, headers: agency })).json().data.items as RollingWorking[];
    const row = rows.find((r) => r.round_id === 'rw-mid')!;
    const own = 300;
    const at = (stake: number, rate: number) => Math.floor((stake * rate) / 10_000);
    expect(row.steps.map((s) => [s.kind, s.txn_id, s.own_rate_bp, s.child_rate_bp, s.amount])).toEqual([
      ['bet', 'rw-mid-1', own, 100, at(5_000, own) - 50],
      ['bet', 'rw-mid-2', own, 63, at(5_000, own) - 31],
      ['rollback', 'rw-mid-3', null, null, -(at(5_000, own) - 50)],
    ]);
    expect([row.own_rate_bp, row.child_rate_bp, row.expected, row.amount]).toEqual([own, 63, at(5_000, own) - 31, at(5_000, own) - 31]);

    // The CSV writes the same working as the screen, call by call.
    const csv = (await t.app.inject({ method: 'GET', url: `/api/v1/game/partner/report/rolling.csv?${query}&lang=en`, headers: agency })).body;
    const line = csv.split('\r\n').find((l) => l.includes(',rw-mid,'))!;
    expect(line).toContain('5000 × 3% − 5000 × 1% (member2) = 100; 5000 × 3% − 5000 × 0.63% (member2) = 119; Rollback (cancels rw-mid-1): -100; Total 119');
  });
});
