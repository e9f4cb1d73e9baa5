import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../../test/test-app';
import { HEALTHY_LEDGER, ledgerViolations } from '../../test/ledger-invariants';
import { snapshot } from '../../test/row-counts';
import { findAccountId, housePosition } from './accounts';
import { InsufficientFundsError, LedgerError, postNow } from './ledger';

let t: TestApp;
let house: number;
let cash1: number;
let cash2: number;
let credit1: number;

beforeAll(async () => {
  t = await startTestApp();
  const id = async (username: string) => (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  house = await findAccountId(t.db, null, 'house');
  cash1 = await findAccountId(t.db, await id('member1'), 'member_cash');
  credit1 = await findAccountId(t.db, await id('member1'), 'member_credit');
  cash2 = await findAccountId(t.db, await id('member2'), 'member_cash');
});
afterAll(() => t.close());

const balance = async (accountId: number) =>
  (await t.db.selectFrom('ledger_accounts').select('balance').where('id', '=', accountId).executeTakeFirstOrThrow()).balance;

describe('ledger.post', () => {
  it('moves money between accounts as one balanced transaction', async () => {
    const [c1, cr1] = [await balance(cash1), await balance(credit1)];
    const { transactionId, replayed } = await postNow(t.db, {
      kind: 'convert_credit',
      entries: [
        { accountId: cash1, amount: -100_000 },
        { accountId: credit1, amount: 100_000 },
      ],
    });
    expect(replayed).toBe(false);
    expect(await balance(cash1)).toBe(c1 - 100_000);
    expect(await balance(credit1)).toBe(cr1 + 100_000);
    const entries = await t.db.selectFrom('ledger_entries').select(['account_id', 'amount']).where('transaction_id', '=', transactionId).orderBy('id').execute();
    expect(entries).toEqual([
      { account_id: cash1, amount: -100_000 },
      { account_id: credit1, amount: 100_000 },
    ]);
  });

  it('refuses to take an account below zero and writes nothing', async () => {
    const before = await snapshot(t.db);
    const available = await balance(cash2);
    await expect(
      postNow(t.db, {
        kind: 'transfer',
        entries: [
          { accountId: cash2, amount: -(available + 1) },
          { accountId: cash1, amount: available + 1 },
        ],
      }),
    ).rejects.toEqual(expect.objectContaining({ name: 'InsufficientFundsError', accountId: cash2, kind: 'member_cash', balance: available }));
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('has the database refuse a negative balance even without the service check', async () => {
    await expect(sql`UPDATE ledger_accounts SET balance = -1 WHERE id = ${cash2}`.execute(t.db)).rejects.toThrow(/check constraint/);
  });

  it('has the database refuse an account kind that is not listed in ledger_account_kinds', async () => {
    const kinds = await t.db.selectFrom('ledger_account_kinds').select('kind').orderBy('kind').execute();
    expect(kinds.map((k) => k.kind)).toEqual(['house', 'member_cash', 'member_credit', 'partner_balance', 'rolling_point', 'withdraw_hold']);
    await expect(sql`UPDATE ledger_accounts SET kind = 'bonus' WHERE id = ${cash1}`.execute(t.db)).rejects.toThrow(/ledger_accounts_kind_fkey/);
  });

  it('keeps no house balance row: the house position is minus every other balance, and only it is below zero', async () => {
    const accounts = await t.db.selectFrom('ledger_balances').select(['kind', 'balance']).execute();
    expect(accounts.find((a) => a.kind === 'house')!.balance).toBe(0);
    const others = accounts.filter((a) => a.kind !== 'house').reduce((sum, a) => sum + a.balance, 0);
    const position = await housePosition(t.db);
    expect(position).toBeLessThan(0);
    expect(position).toBe(-others);
    const houseEntries = await t.db.selectFrom('ledger_entries').select((eb) => eb.fn.sum<number>('amount').as('total')).where('account_id', '=', house).executeTakeFirstOrThrow();
    expect(houseEntries.total).toBe(position);
  });

  // Entries are built inside the test: the account ids are only known after beforeAll.
  it.each([
    ['entries that do not sum to zero', () => [{ accountId: cash1, amount: -10 }, { accountId: credit1, amount: 9 }], /sum to zero/],
    ['a single entry', () => [{ accountId: cash1, amount: 0 }], /at least two entries/],
    ['a zero amount', () => [{ accountId: cash1, amount: 0 }, { accountId: credit1, amount: 0 }], /non-zero whole number/],
    ['a fractional amount', () => [{ accountId: cash1, amount: -0.5 }, { accountId: credit1, amount: 0.5 }], /non-zero whole number/],
    ['an unknown account', () => [{ accountId: cash1, amount: -10 }, { accountId: 999_999, amount: 10 }], /unknown ledger account/],
    ['an account id that is not an id', () => [{ accountId: cash1, amount: -10 }, { accountId: 0.5, amount: 10 }], /unknown ledger account/],
  ])('refuses %s', async (_case, buildEntries, message) => {
    const entries = buildEntries();
    const before = await snapshot(t.db);
    const attempt = postNow(t.db, { kind: 'bad', entries });
    await expect(attempt).rejects.toBeInstanceOf(LedgerError);
    await expect(attempt).rejects.toThrow(message);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('has the database itself refuse unbalanced entries when they are added, and a header without entries at commit', async () => {
    const before = await snapshot(t.db);
    const attempt = t.db.transaction().execute(async (trx) => {
      const tx = await trx.insertInto('ledger_transactions').values({ kind: 'raw' }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('ledger_entries').values([{ transaction_id: tx.id, account_id: cash1, amount: 1 }, { transaction_id: tx.id, account_id: credit1, amount: 1 }]).execute();
    });
    await expect(attempt).rejects.toThrow(/unbalanced/);
    const empty = t.db.transaction().execute((trx) => trx.insertInto('ledger_transactions').values({ kind: 'empty' }).execute());
    await expect(empty).rejects.toThrow(/unbalanced/);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('checks the whole transaction each statement adds entries to: posted entries count, a posting is one statement, its header must exist', async () => {
    const { transactionId } = await postNow(t.db, { kind: 'transfer', entries: [{ accountId: cash1, amount: -10 }, { accountId: cash2, amount: 10 }] });
    const before = await snapshot(t.db);
    const addOne = t.db.insertInto('ledger_entries').values({ transaction_id: transactionId, account_id: cash1, amount: 1 }).execute();
    await expect(addOne).rejects.toThrow(`ledger transaction ${transactionId} is unbalanced`);
    const split = t.db.transaction().execute(async (trx) => {
      const tx = await trx.insertInto('ledger_transactions').values({ kind: 'raw' }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('ledger_entries').values({ transaction_id: tx.id, account_id: cash1, amount: -1 }).execute();
      await trx.insertInto('ledger_entries').values({ transaction_id: tx.id, account_id: cash2, amount: 1 }).execute();
    });
    await expect(split).rejects.toThrow(/unbalanced \(sum -1, 1 entries\)/);
    const orphans = t.db.insertInto('ledger_entries').values([{ transaction_id: 999_999_999, account_id: cash1, amount: -1 }, { transaction_id: 999_999_999, account_id: cash2, amount: 1 }]).execute();
    await expect(orphans).rejects.toThrow('ledger entries name an unknown transaction 999999999');
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('keeps the history append-only', async () => {
    await expect(sql`UPDATE ledger_entries SET amount = amount * 2`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM ledger_transactions`.execute(t.db)).rejects.toThrow(/append-only/);
  });

  it('posts an idempotency key once; a repeat answers the first transaction and moves nothing', async () => {
    const input = { kind: 'transfer', idempotencyKey: 'test:transfer:1', entries: [{ accountId: cash1, amount: -1_000 }, { accountId: cash2, amount: 1_000 }] };
    const first = await postNow(t.db, input);
    const after = await balance(cash2);
    const second = await postNow(t.db, input);
    expect(second).toEqual({ transactionId: first.transactionId, replayed: true, balances: new Map() });
    expect(await balance(cash2)).toBe(after);
    await expect(postNow(t.db, { ...input, kind: 'other' })).rejects.toThrow(/was used for a transfer/);
  });

  it('stays consistent under concurrent opposite transfers (locks in id order, no deadlock)', async () => {
    const total = (await balance(cash1)) + (await balance(cash2));
    const moves = Array.from({ length: 40 }, (_, i) =>
      postNow(t.db, {
        kind: 'transfer',
        entries: i % 2 === 0 ? [{ accountId: cash1, amount: -700 }, { accountId: cash2, amount: 700 }] : [{ accountId: cash2, amount: -500 }, { accountId: cash1, amount: 500 }],
      }),
    );
    await Promise.all(moves);
    expect((await balance(cash1)) + (await balance(cash2))).toBe(total);
    expect(await ledgerViolations(t.db)).toEqual(HEALTHY_LEDGER);
  });

  it('never overdraws under concurrent spending of the same balance', async () => {
    const available = await balance(cash2);
    const share = Math.floor(available / 3);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => postNow(t.db, { kind: 'spend', entries: [{ accountId: cash2, amount: -share }, { accountId: house, amount: share }] })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason instanceof InsufficientFundsError)).toBe(true);
    expect(await balance(cash2)).toBe(available - 3 * share);
  });
});
