import { startTestApp, type TestApp } from '../../test/test-app';
import { callWallet, openGameSession, userId } from '../../test/provider-wallet';
import { findAccountId, houseAccountId } from './accounts';
import { InsufficientFundsError, postNow } from './ledger';
import { foldPendingCredits } from './pending-credits';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const rolling = async (username: string) => findAccountId(t.db, await userId(t, username), 'rolling_point');
const row = async (accountId: number) => (await t.db.selectFrom('ledger_accounts').select('balance').where('id', '=', accountId).executeTakeFirstOrThrow()).balance;
const seen = async (accountId: number) => (await t.db.selectFrom('ledger_balances').select('balance').where('id', '=', accountId).executeTakeFirstOrThrow()).balance;

describe('pending credits to partner accounts', () => {
  it('credits a partner without touching its row; folding moves the credit into the row and changes no balance', async () => {
    await foldPendingCredits(t.db);
    const master = await rolling('master1');
    const [rowBefore, seenBefore] = [await row(master), await seen(master)];
    const session = await openGameSession(t, 'member1', 'slot');
    await callWallet(t, 'bet', { session, txn_id: 'pending-1', round_id: 'pending-r1', amount: 100_000 });
    // Slot: agency1 2.50 %, master1 3.00 % -> master1 earns 500.
    expect(await row(master)).toBe(rowBefore);
    expect(await seen(master)).toBe(seenBefore + 500);

    expect(await foldPendingCredits(t.db)).toBeGreaterThanOrEqual(2);
    expect(await row(master)).toBe(seenBefore + 500);
    expect(await seen(master)).toBe(seenBefore + 500);
    expect(await t.db.selectFrom('ledger_pending_credits').select('account_id').execute()).toEqual([]);
  });

  it('lets a debit of a partner account spend its pending credits, and no more', async () => {
    const agency = await rolling('agency1');
    const house = await houseAccountId(t.db);
    await postNow(t.db, { kind: 'test_credit', entries: [{ accountId: house, amount: -7_000 }, { accountId: agency, amount: 7_000 }] });
    const available = await seen(agency);
    expect(available).toBeGreaterThan(await row(agency));
    await expect(postNow(t.db, { kind: 'test_spend', entries: [{ accountId: agency, amount: -(available + 1) }, { accountId: house, amount: available + 1 }] })).rejects.toBeInstanceOf(
      InsufficientFundsError,
    );
    await postNow(t.db, { kind: 'test_spend', entries: [{ accountId: agency, amount: -available }, { accountId: house, amount: available }] });
    expect(await seen(agency)).toBe(0);
    expect(await row(agency)).toBe(0);
  });

  it('stays exact while bets and folds run at the same time', async () => {
    const master = await rolling('master1');
    await foldPendingCredits(t.db);
    const before = await seen(master);
    const session = await openGameSession(t, 'member4', 'casino'); // 200,000 credit; casino: agency2 1.20 %, master1 2.00 % -> 40 a bet
    await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => callWallet(t, 'bet', { session, txn_id: `fold-race-${i}`, round_id: `fold-race-r${i}`, amount: 5_000 })),
      ...Array.from({ length: 5 }, () => foldPendingCredits(t.db)),
    ]);
    await foldPendingCredits(t.db);
    expect(await row(master)).toBe(before + 30 * 40);
    expect(await seen(master)).toBe(before + 30 * 40);
  });
});
