import fc from 'fast-check';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { callWallet, creditOf, openGameSession, rollingOf, userId } from '../../../test/provider-wallet';
import { houseAccountId } from '../../wallet/accounts';
import { postNow } from '../../wallet/ledger';

// On PostgreSQL (embedded, or DATABASE_URL): concurrency here is real, across pooled connections.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function setCredit(username: string, amount: number) {
  const account = await t.db.selectFrom('ledger_accounts').select(['id', 'balance']).where('user_id', '=', await userId(t, username)).where('kind', '=', 'member_credit').executeTakeFirstOrThrow();
  const delta = amount - account.balance;
  if (delta !== 0) await postNow(t.db, { kind: 'test_fund', entries: [{ accountId: await houseAccountId(t.db), amount: -delta }, { accountId: account.id, amount: delta }] });
}

describe('concurrent bets', () => {
  it('lets exactly 10 of 50 simultaneous bets through against a credit that covers 10, none negative', async () => {
    await setCredit('member5', 100_000);
    const session = await openGameSession(t, 'member5');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => callWallet(t, 'bet', { session, txn_id: `c50-${i}`, round_id: `c50-round-${i}`, amount: 10_000 })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 400)).toHaveLength(40);
    for (const r of results.filter((x) => x.statusCode === 400)) expect(r.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await creditOf(t, 'member5')).toBe(0);
    const rounds = await t.db.selectFrom('game_rounds').select((eb) => eb.fn.sum<number>('bet').as('total')).where('round_id', 'like', 'c50-round-%').executeTakeFirstOrThrow();
    expect(rounds.total).toBe(100_000);
    const negative = await sql<{ id: number }>`SELECT id FROM ledger_accounts WHERE balance < 0`.execute(t.db);
    expect(negative.rows).toEqual([]);
  });

  it('processes 20 simultaneous copies of one bet once, all answered alike', async () => {
    await setCredit('member2', 50_000);
    const session = await openGameSession(t, 'member2');
    const results = await Promise.all(Array.from({ length: 20 }, () => callWallet(t, 'bet', { session, txn_id: 'same-bet', round_id: 'same-round', amount: 7_000 })));
    for (const r of results) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual(results[0]!.json());
    }
    expect(await creditOf(t, 'member2')).toBe(43_000);
  });

  it('keeps bets, wins and rollbacks from many members and lines consistent when they all run at once', async () => {
    const members = ['member1', 'member3', 'member4', 'member6'];
    for (const m of members) await setCredit(m, 1_000_000);
    const before = new Map(await Promise.all(members.map(async (m) => [m, await creditOf(t, m)] as const)));
    const sessions = new Map(await Promise.all(members.map(async (m) => [m, await openGameSession(t, m, 'casino')] as const)));
    // Each member: 10 rounds of bet 10,000 then win 15,000, and one more bet rolled back.
    await Promise.all(
      members.flatMap((m) => [
        ...Array.from({ length: 10 }, async (_, i) => {
          const session = sessions.get(m)!;
          const bet = await callWallet(t, 'bet', { session, txn_id: `mix-${m}-b${i}`, round_id: `mix-${m}-${i}`, amount: 10_000 });
          expect(bet.statusCode).toBe(200);
          const win = await callWallet(t, 'win', { session, txn_id: `mix-${m}-w${i}`, round_id: `mix-${m}-${i}`, amount: 15_000 });
          expect(win.statusCode).toBe(200);
        }),
        (async () => {
          const session = sessions.get(m)!;
          await callWallet(t, 'bet', { session, txn_id: `mix-${m}-void`, round_id: `mix-${m}-void`, amount: 50_000 });
          const rb = await callWallet(t, 'rollback', { session, txn_id: `mix-${m}-rb`, round_id: `mix-${m}-void`, ref_txn_id: `mix-${m}-void` });
          expect(rb.statusCode).toBe(200);
        })(),
      ]),
    );
    for (const m of members) expect(await creditOf(t, m)).toBe(before.get(m)! + 10 * 5_000);
  });
});

describe('rolling up random lines', () => {
  it('pays the line exactly floor(top rate x bet) in total, each level its rate minus its child’s', async () => {
    const session = await openGameSession(t, 'member6', 'lotto');
    await setCredit('member6', 1_000_000_000);
    const line = ['member6', 'agency2', 'master1'];
    const levelRank = { member: 0, agency: 1, master: 2 } as const;
    const setLine = async (rates: number[], order: number[]) => {
      for (const i of order) await t.db.updateTable('rolling_rates').set({ rate_bp: rates[i]! }).where('game_type', '=', 'lotto').where('user_id', '=', await userId(t, line[i]!)).execute();
    };
    // Everyone else's lotto rate to 0, bottom up (a parent may never fall below a child).
    const everyone = await t.db.selectFrom('users').select(['id', 'level']).execute();
    for (const u of everyone.sort((a, b) => levelRank[a.level] - levelRank[b.level])) {
      await t.db.updateTable('rolling_rates').set({ rate_bp: 0 }).where('game_type', '=', 'lotto').where('user_id', '=', u.id).execute();
    }
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 })).map((r) => r.sort((a, b) => a - b)),
        fc.integer({ min: 1, max: 5_000_000 }),
        async ([memberRate, agencyRate, masterRate], bet) => {
          // Down to 0 bottom up, then the new rates top down: the database refuses a child above its parent.
          await setLine([0, 0, 0], [0, 1, 2]);
          await setLine([memberRate, agencyRate, masterRate], [2, 1, 0]);
          const earnedBefore = await Promise.all(line.map((u) => rollingOf(t, u)));
          const res = await callWallet(t, 'bet', { session, txn_id: `line-${++n}`, round_id: `line-round-${n}`, amount: bet });
          expect(res.statusCode).toBe(200);
          const earned = (await Promise.all(line.map((u) => rollingOf(t, u)))).map((b, i) => b - earnedBefore[i]!);
          const upTo = (rate: number) => Math.floor((bet * rate) / 10_000);
          expect(earned).toEqual([upTo(memberRate), upTo(agencyRate) - upTo(memberRate), upTo(masterRate) - upTo(agencyRate)]);
          expect(earned.reduce((a, b) => a + b, 0)).toBe(upTo(masterRate));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses, in the database, a rate above the parent’s or below a child’s', async () => {
    const agency = await userId(t, 'agency1');
    const member = await userId(t, 'member1');
    await expect(t.db.updateTable('rolling_rates').set({ rate_bp: 9_999 }).where('user_id', '=', member).where('game_type', '=', 'slot').execute()).rejects.toThrow(/exceeds its parent/);
    await expect(t.db.updateTable('rolling_rates').set({ rate_bp: 1 }).where('user_id', '=', agency).where('game_type', '=', 'slot').execute()).rejects.toThrow(/below a child/);
  });
});
