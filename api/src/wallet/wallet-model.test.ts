import fc from 'fast-check';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import { WALLET_BET } from '../games/seamless/place-bet';
import { WALLET_WIN } from '../games/seamless/settle-win';
import { runWalletFunction } from '../games/seamless/wallet-function';
import { insertGameSession } from '../../test/provider-wallet';
import { startTestApp, type TestApp } from '../../test/test-app';
import { trade } from '../partners/trade';
import { findAccountId, houseAccountId, openLedgerAccounts } from './accounts';
import { postNow } from './ledger';
import { convert, exchangeRollingPoints } from './convert';
import { createStatement, decideStatement, deleteOwnStatement } from './statements';

/*
 * Model-based test (issue 4): random sequences of wallet operations run against the real API
 * services and database, and against a model of what the member's balances must be. After every
 * step: the balances match the model, every ledger transaction written by the step sums to zero,
 * no balance anywhere is negative, and the member holds exactly what came in minus what went out.
 * The member's partner (agency1) is in the model too (issue 12): it approves requests from its
 * balance and pays to and recovers from the member.
 */

/** 1,000 in CI; `WALLET_MODEL_RUNS=10000` for a longer search (see README.md here). */
const RUNS = modelRuns(process.env.WALLET_MODEL_RUNS);

function modelRuns(text: string | undefined): number {
  if (text === undefined || text === '') return 1_000;
  if (!/^[1-9]\d{0,6}$/.test(text)) throw new Error(`WALLET_MODEL_RUNS must be a whole number from 1 to 9999999 (got ${JSON.stringify(text)})`);
  return Number(text);
}
/** The member's rolling rate for slots, as seeded for agency1's members. */
const MEMBER_SLOT_RATE_BP = 100;

let t: TestApp;
let agencyId: number;
let slotGameId: number;
let passwordHash: string;
beforeAll(async () => {
  t = await startTestApp();
  agencyId = (await t.db.selectFrom('users').select('id').where('username', '=', 'agency1').executeTakeFirstOrThrow()).id;
  partnerAccount = await findAccountId(t.db, agencyId, 'partner_balance');
  passwordHash = (await t.db.selectFrom('users').select('password_hash').where('username', '=', 'member1').executeTakeFirstOrThrow()).password_hash;
  slotGameId = (
    await t.db.selectFrom('games as g').innerJoin('game_brands as b', 'b.id', 'g.brand_id').select('g.id').where('b.game_type', '=', 'slot').orderBy('g.id').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

interface Model {
  /** agency1's balance: the other side of what it approves and trades. */
  partner: number;
  cash: number;
  credit: number;
  rolling: number;
  hold: number;
  /** Open statements by id: what approving, rejecting or deleting each would move. */
  open: Map<number, { type: 'deposit' | 'withdraw'; amount: number; waiting: boolean }>;
  /** Money that entered (approved deposits, wins, rolling earned) and left (approved withdrawals, bets). */
  moneyIn: number;
  moneyOut: number;
  rounds: number;
}

interface Real {
  userId: number;
  session: string;
}

const balancesOf = async (userId: number) => {
  const rows = await t.db.selectFrom('ledger_balances').select(['kind', 'balance']).where('user_id', '=', userId).execute();
  const of = (kind: string) => rows.find((r) => r.kind === kind)!.balance;
  return { cash: of('member_cash'), credit: of('member_credit'), rolling: of('rolling_point'), hold: of('withdraw_hold') };
};

/** What must hold after every step, for the ledger rows written since `sinceTx`. */
async function checkInvariants(m: Model, r: Real, sinceTx: number) {
  const actual = await balancesOf(r.userId);
  expect(actual).toEqual({ cash: m.cash, credit: m.credit, rolling: m.rolling, hold: m.hold });
  expect(await partnerBalance()).toBe(m.partner);
  expect(actual.cash + actual.credit + actual.rolling + actual.hold).toBe(m.moneyIn - m.moneyOut);
  const unbalanced = await sql<{ id: number }>`
    SELECT t.id FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
    WHERE t.id > ${sinceTx} GROUP BY t.id HAVING sum(e.amount) <> 0 OR count(*) < 2`.execute(t.db);
  expect(unbalanced.rows).toEqual([]);
  // Only accounts the step posted to can have changed; scanning every account made a run's cost
  // grow with the number of members before it (10,000 runs took over an hour).
  const negative = await sql<{ id: number }>`
    SELECT id FROM ledger_balances WHERE kind <> 'house' AND balance < 0
      AND id IN (SELECT e.account_id FROM ledger_entries e WHERE e.transaction_id > ${sinceTx}) LIMIT 1`.execute(t.db);
  expect(negative.rows).toEqual([]);
}

let partnerAccount: number;
const partnerBalance = async () => (await t.db.selectFrom('ledger_balances').select('balance').where('id', '=', partnerAccount).executeTakeFirstOrThrow()).balance;

const lastTx = async () => (await sql<{ id: number | null }>`SELECT max(id) AS id FROM ledger_transactions`.execute(t.db)).rows[0]!.id ?? 0;

/** Runs a service call in a transaction; a refusal (AppError) is returned, not thrown. */
async function attempt<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T | AppError> {
  try {
    return await t.db.transaction().execute(work);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

abstract class Step implements fc.AsyncCommand<Model, Real> {
  check(_m: Readonly<Model>) {
    return true;
  }
  async run(m: Model, r: Real) {
    const since = await lastTx();
    await this.act(m, r);
    await checkInvariants(m, r, since);
  }
  abstract act(m: Model, r: Real): Promise<void>;
  abstract toString(): string;
}

const pick = <V>(map: Map<number, V>, index: number): [number, V] | undefined => [...map.entries()][index % Math.max(1, map.size)];

class Deposit extends Step {
  constructor(readonly amount: number) {
    super();
  }
  async act(m: Model, r: Real) {
    const s = await attempt((trx) => createStatement(trx, r.userId, 'deposit', this.amount));
    expect(s).not.toBeInstanceOf(AppError);
    m.open.set((s as { id: number }).id, { type: 'deposit', amount: this.amount, waiting: false });
  }
  toString() {
    return `deposit(${this.amount})`;
  }
}

class Withdraw extends Step {
  constructor(readonly amount: number) {
    super();
  }
  async act(m: Model, r: Real) {
    const s = await attempt((trx) => createStatement(trx, r.userId, 'withdraw', this.amount));
    if (this.amount > m.cash) {
      expect((s as AppError).code).toBe('INSUFFICIENT_FUNDS');
      return;
    }
    m.cash -= this.amount;
    m.hold += this.amount;
    m.open.set((s as { id: number }).id, { type: 'withdraw', amount: this.amount, waiting: false });
  }
  toString() {
    return `withdraw(${this.amount})`;
  }
}

class Decide extends Step {
  constructor(
    readonly action: 'approve' | 'reject' | 'wait' | 'delete',
    readonly index: number,
    /** The member's partner decides from its balance; the operator's command line from the house. */
    readonly by: 'partner' | 'operator',
  ) {
    super();
  }
  override check(m: Readonly<Model>) {
    return m.open.size > 0;
  }
  async act(m: Model, r: Real) {
    const [id, s] = pick(m.open, this.index)!;
    const decider = this.by === 'partner' ? agencyId : null;
    const result = await attempt((trx) => (this.action === 'delete' ? deleteOwnStatement(trx, r.userId, id) : decideStatement(trx, decider, id, this.action as 'approve' | 'reject' | 'wait')));
    if (this.action === 'delete' && s.waiting) {
      expect((result as AppError).code).toBe('CONFLICT');
      return;
    }
    const partnerPays = this.action === 'approve' && this.by === 'partner';
    if (partnerPays && s.type === 'deposit' && s.amount > m.partner) {
      expect((result as AppError).code).toBe('INSUFFICIENT_FUNDS');
      return;
    }
    expect(result).not.toBeInstanceOf(AppError);
    if (this.action === 'wait') {
      s.waiting = true;
      return;
    }
    m.open.delete(id);
    if (this.action === 'approve' && s.type === 'deposit') {
      m.cash += s.amount;
      m.moneyIn += s.amount;
      if (partnerPays) m.partner -= s.amount;
    } else if (this.action === 'approve') {
      m.hold -= s.amount;
      m.moneyOut += s.amount;
      if (partnerPays) m.partner += s.amount;
    } else if (s.type === 'withdraw') {
      m.hold -= s.amount;
      m.cash += s.amount;
    }
  }
  toString() {
    return `${this.action}(#${this.index}, ${this.by})`;
  }
}

class Trade extends Step {
  constructor(readonly direction: 'pay' | 'recover', readonly amount: number) {
    super();
  }
  async act(m: Model, r: Real) {
    const result = await attempt((trx) => trade(trx, { partnerId: agencyId, childId: r.userId, direction: this.direction, amount: this.amount, memo: '', ip: '127.0.0.1' }));
    const source = this.direction === 'pay' ? m.partner : m.cash;
    if (this.amount > source) {
      expect((result as AppError).code).toBe('INSUFFICIENT_FUNDS');
      return;
    }
    expect(result).not.toBeInstanceOf(AppError);
    const sign = this.direction === 'pay' ? 1 : -1;
    m.partner -= sign * this.amount;
    m.cash += sign * this.amount;
    if (sign > 0) m.moneyIn += this.amount;
    else m.moneyOut += this.amount;
  }
  toString() {
    return `trade_${this.direction}(${this.amount})`;
  }
}

class Convert extends Step {
  constructor(readonly direction: 'to_credit' | 'to_cash', readonly amount: number) {
    super();
  }
  async act(m: Model, r: Real) {
    const result = await attempt((trx) => convert(trx, r.userId, this.direction, this.amount));
    const source = this.direction === 'to_credit' ? m.cash : m.credit;
    if (this.amount > source) {
      expect((result as AppError).code).toBe('INSUFFICIENT_FUNDS');
      return;
    }
    const sign = this.direction === 'to_credit' ? 1 : -1;
    m.cash -= sign * this.amount;
    m.credit += sign * this.amount;
  }
  toString() {
    return `convert_${this.direction}(${this.amount})`;
  }
}

class ExchangePoints extends Step {
  constructor(readonly amount: number) {
    super();
  }
  async act(m: Model, r: Real) {
    const result = await attempt((trx) => exchangeRollingPoints(trx, r.userId, this.amount));
    if (this.amount > m.rolling) {
      expect((result as AppError).code).toBe('INSUFFICIENT_FUNDS');
      return;
    }
    m.rolling -= this.amount;
    m.cash += this.amount;
  }
  toString() {
    return `exchange(${this.amount})`;
  }
}

class BetAndWin extends Step {
  constructor(readonly bet: number, readonly prize: number) {
    super();
  }
  async act(m: Model, r: Real) {
    const round = `model-${r.userId}-${++m.rounds}`;
    const call = (id: string, amount: number) => ({ session: r.session, txn_id: `${round}-${id}`, round_id: round, amount });
    const bet = await runWalletFunction(t.db, { fn: WALLET_BET, provider: 'demo', call: call('bet', this.bet), lang: 'en' });
    if (this.bet > m.credit) {
      expect(bet.status).toBe(400);
      return;
    }
    expect(bet.status).toBe(200);
    const earned = Math.floor((this.bet * MEMBER_SLOT_RATE_BP) / 10_000);
    m.credit -= this.bet;
    m.moneyOut += this.bet;
    m.rolling += earned;
    m.moneyIn += earned;
    const win = await runWalletFunction(t.db, { fn: WALLET_WIN, provider: 'demo', call: call('win', this.prize), lang: 'en' });
    expect(win.status).toBe(200);
    m.credit += this.prize;
    m.moneyIn += this.prize;
  }
  toString() {
    return `bet(${this.bet})+win(${this.prize})`;
  }
}

const amount = fc.integer({ min: 1, max: 300 }).map((n) => n * 1_000);
const commands = [
  amount.map((a) => new Deposit(a + 9_000)),
  amount.map((a) => new Withdraw(a + 9_000)),
  fc
    .tuple(fc.constantFrom('approve', 'reject', 'wait', 'delete' as const), fc.nat(), fc.constantFrom('partner', 'operator' as const))
    .map(([action, index, by]) => new Decide(action, index, by)),
  fc.tuple(fc.constantFrom('pay', 'recover' as const), amount).map(([direction, a]) => new Trade(direction, a)),
  fc.tuple(fc.constantFrom('to_credit', 'to_cash' as const), amount).map(([direction, a]) => new Convert(direction, a)),
  fc.integer({ min: 1, max: 5_000 }).map((a) => new ExchangePoints(a)),
  fc.tuple(amount, fc.constantFrom(0, 0, 1, 2, 3)).map(([bet, times]) => new BetAndWin(bet, bet * times)),
];

let members = 0;

/** Sets agency1's balance to `amount` from or to the house. */
async function setPartnerBalance(amount: number) {
  const delta = amount - (await partnerBalance());
  if (delta !== 0) await postNow(t.db, { kind: 'test_fund', entries: [{ accountId: await houseAccountId(t.db), amount: -delta }, { accountId: partnerAccount, amount: delta }] });
}

/**
 * A new member under agency1 with 100,000 cash from an approved deposit, and a slot session;
 * agency1 starts the sequence with `partnerStart`.
 */
async function newMember(partnerStart: number): Promise<{ model: Model; real: Real }> {
  const n = ++members;
  const user = await t.db
    .insertInto('users')
    .values({ username: `model${n}`, nickname: `모델${n}`, role: 'member', level: 'member', parent_id: agencyId, phone: '010-0000-0000', bank_name: '은행', account_number: '000-000000', password_hash: passwordHash, withdraw_password_hash: passwordHash })
    .returning('id')
    .executeTakeFirstOrThrow();
  await openLedgerAccounts(t.db, user.id, 'member');
  await t.db.insertInto('rolling_rates').values({ user_id: user.id, game_type: 'slot', rate_bp: MEMBER_SLOT_RATE_BP }).execute();
  const { token } = await insertGameSession(t.db, user.id, slotGameId);
  const first = await t.db.transaction().execute((trx) => createStatement(trx, user.id, 'deposit', 100_000));
  await t.db.transaction().execute((trx) => decideStatement(trx, null, first.id, 'approve'));
  await setPartnerBalance(partnerStart);
  const model: Model = { partner: partnerStart, cash: 100_000, credit: 0, rolling: 0, hold: 0, open: new Map(), moneyIn: 100_000, moneyOut: 0, rounds: 0 };
  return { model, real: { userId: user.id, session: token } };
}

describe('wallet model', () => {
  it(`keeps every balance equal to the model, every transaction balanced and nothing negative over ${RUNS} random sequences`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 8 }), amount, async (steps, partnerStart) => {
        const { model, real } = await newMember(partnerStart);
        await fc.asyncModelRun(() => ({ model, real }), steps);
      }),
      { numRuns: RUNS },
    );
    // About 0.1 s per sequence on a slow machine, with room to spare.
  }, Math.max(600_000, RUNS * 600));
});
