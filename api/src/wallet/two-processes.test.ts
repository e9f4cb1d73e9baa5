import { sql } from 'kysely';
import { signedWalletCall, openGameSession, userId } from '../../test/provider-wallet';
import { bearer } from '../../test/test-app';
import { loginVia, startTwoApis, TWO_APIS_START_MS, type ApiProcess, type HttpAnswer, type TwoApis } from '../../test/two-api-processes';
import type { LedgerAccountKind } from '../db/schema';
import { findAccountId, houseAccountId } from './accounts';
import { postNow } from './ledger';

/* The wallet's money races with their requests spread over two API processes on one database. */

let apis: TwoApis;
let a: ApiProcess;
let b: ApiProcess;
beforeAll(async () => {
  apis = await startTwoApis();
  [a, b] = apis.processes;
}, TWO_APIS_START_MS);
afterAll(() => apis?.close());

const account = async (username: string, kind: LedgerAccountKind) => findAccountId(apis.db, await userId(apis, username), kind);
/** What a balance reads as (row plus pending credits). */
const seen = async (accountId: number) => (await apis.db.selectFrom('ledger_balances').select('balance').where('id', '=', accountId).executeTakeFirstOrThrow()).balance;
const row = async (accountId: number) => (await apis.db.selectFrom('ledger_accounts').select('balance').where('id', '=', accountId).executeTakeFirstOrThrow()).balance;

/** Sets a balance to exactly `amount`, from or to the house (a partner's credit goes pending). */
async function setBalance(username: string, kind: LedgerAccountKind, amount: number) {
  const id = await account(username, kind);
  const delta = amount - (await seen(id));
  if (delta !== 0) await postNow(apis.db, { kind: 'test_fund', entries: [{ accountId: await houseAccountId(apis.db), amount: -delta }, { accountId: id, amount: delta }] });
}

const post = (api: ApiProcess, url: string, token: string, payload?: unknown, headers: Record<string, string> = {}) =>
  api.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload });
const balances = async (token: string) => (await a.inject({ url: '/api/v1/wallet/balance', headers: bearer(token) })).json().data;
const statuses = (answers: HttpAnswer[]) => answers.map((r) => r.statusCode);
const count = (answers: HttpAnswer[], status: number) => statuses(answers).filter((s) => s === status).length;

const TO_CREDIT = '/api/v1/wallet/convert/credit';
const TO_CASH = '/api/v1/wallet/convert/cash';
const CREATE = '/api/v1/wallet/statement/member/create';
const EXCHANGE = '/api/v1/game/rollingpoint/exchange';
const withdrawals = async (username: string, status: 'request' | 'approve') =>
  (await apis.db.selectFrom('statements').select('id').where('user_id', '=', await userId(apis, username)).where('type', '=', 'withdraw').where('status', '=', status).execute()).length;
const openRequests = (username: string) => withdrawals(username, 'request');
const approvedWithdrawals = (username: string) => withdrawals(username, 'approve');
const decide = (api: ApiProcess, token: string, action: 'approve' | 'reject', id: number) => post(api, `/api/v1/wallet/statement/admin/${action}/${id}`, token);

describe('converts and withdrawals of one member over two processes', () => {
  it('lets exactly 10 of 20 converts of 10,000 through against 100,000 cash, and back', async () => {
    await setBalance('member5', 'member_cash', 100_000);
    await setBalance('member5', 'member_credit', 0);
    const token = await loginVia(a, 'member5');
    const there = await apis.spread(20, (api) => post(api, TO_CREDIT, token, { amount: 10_000 }));
    expect([count(there, 200), count(there, 400)]).toEqual([10, 10]);
    for (const r of there.filter((x) => x.statusCode === 400)) expect(r.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await balances(token)).toEqual(expect.objectContaining({ balance: 0, credit: 100_000 }));
    const back = await apis.spread(20, (api) => post(api, TO_CASH, token, { amount: 10_000 }));
    expect([count(back, 200), count(back, 400)]).toEqual([10, 10]);
    expect(await balances(token)).toEqual(expect.objectContaining({ balance: 100_000, credit: 0 }));
  });

  it('lets exactly 10 of 30 withdrawal requests of 10,000 hold money against 100,000 cash', async () => {
    await setBalance('member5', 'member_cash', 100_000);
    const hold = await account('member5', 'withdraw_hold');
    const held = await seen(hold);
    const token = await loginVia(b, 'member5');
    const requested = await apis.spread(30, (api) => post(api, CREATE, token, { type: 'withdraw', amount: 10_000, withdraw_password: '1234' }));
    expect(count(requested, 200)).toBe(10);
    for (const r of requested.filter((x) => x.statusCode !== 200)) expect(r.json().code).toBe('INSUFFICIENT_FUNDS');
    expect((await balances(token)).balance).toBe(0);
    expect(await seen(hold)).toBe(held + 100_000);
  });
});

describe('idempotency keys replayed across processes', () => {
  it('converts once for one key sent to both processes at once, and refuses the key for another body', async () => {
    await setBalance('member2', 'member_cash', 300_000);
    await setBalance('member2', 'member_credit', 0);
    const token = await loginVia(a, 'member2');
    const key = { 'idempotency-key': 'two-process-convert-1' };
    const answers = await apis.spread(10, (api) => post(api, TO_CREDIT, token, { amount: 100_000 }, key));
    for (const r of answers) expect([r.statusCode, r.json()]).toEqual([200, answers[0]!.json()]);
    expect(await balances(token)).toEqual(expect.objectContaining({ balance: 200_000, credit: 100_000 }));
    const reused = await post(b, TO_CREDIT, token, { amount: 50_000 }, key);
    expect([reused.statusCode, reused.json().code]).toEqual([409, 'CONFLICT']);
  });

  it('gives 20 withdrawal requests with one key, spread over both, one effect and one answer', async () => {
    await setBalance('member3', 'member_cash', 500_000);
    const requestsBefore = await openRequests('member3');
    const token = await loginVia(b, 'member3');
    const key = { 'idempotency-key': 'two-process-withdraw-1' };
    const answers = await apis.spread(20, (api) => post(api, CREATE, token, { type: 'withdraw', amount: 20_000, withdraw_password: '1234' }, key));
    for (const r of answers) expect([r.statusCode, r.json()]).toEqual([200, answers[0]!.json()]);
    expect((await balances(token)).balance).toBe(480_000);
    expect(await openRequests('member3')).toBe(requestsBefore + 1);
  });
});

describe("the master's decisions racing over two processes", () => {
  it('lets exactly one of an approve on one process and a reject on the other win', async () => {
    await setBalance('member6', 'member_cash', 100_000);
    const hold = await account('member6', 'withdraw_hold');
    const held = await seen(hold);
    const approvedBefore = await approvedWithdrawals('member6');
    const member = await loginVia(a, 'member6');
    const master = await loginVia(b, 'master1');
    for (let round = 0; round < 6; round++) {
      const { statement } = (await post(a, CREATE, member, { type: 'withdraw', amount: 10_000, withdraw_password: '1234' })).json().data;
      const [approving, rejecting] = round % 2 ? [a, b] : [b, a];
      const [approve, reject] = await Promise.all([decide(approving, master, 'approve', statement.id), decide(rejecting, master, 'reject', statement.id)]);
      expect(statuses([approve, reject]).sort()).toEqual([200, 409]);
    }
    const approved = (await approvedWithdrawals('member6')) - approvedBefore;
    expect((await balances(member)).balance).toBe(100_000 - 10_000 * approved);
    expect(await seen(hold)).toBe(held);
  });

  it('credits a deposit once when 20 approvals of it arrive at both processes', async () => {
    const member = await loginVia(b, 'member1');
    const before = (await balances(member)).balance;
    const { statement } = (await post(b, CREATE, member, { type: 'deposit', amount: 70_000 })).json().data;
    const master = await loginVia(a, 'master1');
    const answers = await apis.spread(20, (api) => decide(api, master, 'approve', statement.id));
    expect([count(answers, 200), count(answers, 409)]).toEqual([1, 19]);
    expect((await balances(member)).balance).toBe(before + 70_000);
  });
});

describe('rolling-point exchanges racing over two processes', () => {
  it("lets a member's exchanges take exactly what is held", async () => {
    await setBalance('member4', 'rolling_point', 50_000);
    const token = await loginVia(a, 'member4');
    const cash = (await balances(token)).balance;
    const answers = await apis.spread(20, (api) => post(api, EXCHANGE, token, { amount: 10_000 }));
    expect([count(answers, 200), count(answers, 400)]).toEqual([5, 15]);
    expect(await balances(token)).toEqual(expect.objectContaining({ balance: cash + 50_000, rolling_point: 0 }));
  });

  it("lets a partner's exchanges spend its pending credits exactly once", async () => {
    await setBalance('agency1', 'rolling_point', 100_000);
    const rolling = await account('agency1', 'rolling_point');
    const cashBefore = await seen(await account('agency1', 'partner_balance'));
    const token = await loginVia(b, 'agency1');
    const answers = await apis.spread(20, (api) => post(api, EXCHANGE, token, { amount: 10_000 }));
    expect([count(answers, 200), count(answers, 400)]).toEqual([10, 10]);
    expect([await seen(rolling), await row(rolling)]).toEqual([0, 0]);
    expect(await seen(await account('agency1', 'partner_balance'))).toBe(cashBefore + 100_000);
  });
});

describe("pending partner credits folded by both processes' folders", () => {
  const waitFor = async (what: string, check: () => Promise<boolean>) => {
    for (const deadline = performance.now() + 30_000; !(await check()); ) {
      if (performance.now() > deadline) throw new Error(`gave up waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const foldsWaitingOnALock = async () =>
    (
      await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%ledger_fold_account%'`.execute(apis.db)
    ).rows[0]!.n;

  it('stays exact when both fold the same account at the same moment, with bets crediting it over both processes', async () => {
    const master = await account('master1', 'rolling_point');
    const before = await seen(master);
    const session = await openGameSession(apis, 'member4', 'casino'); // casino: agency2 1.20 %, master1 2.00 % -> master1 earns 40 a bet of 5,000
    await setBalance('member4', 'member_credit', 30 * 5_000);
    // The master's row is held, so each process's folder stops at it; released, both fold it at once.
    let held!: () => void;
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const lock = apis.db.transaction().execute(async (trx) => {
      await trx.selectFrom('ledger_accounts').select('id').where('id', '=', master).forUpdate().execute();
      held();
      await released;
    });
    await holding;
    const bets = await apis.spread(30, (api, i) => api.inject(signedWalletCall('bet', { session, txn_id: `fold-${i}`, round_id: `fold-r${i}`, amount: 5_000 })));
    expect(count(bets, 200)).toBe(30);
    // A process runs one fold at a time, so two folds waiting on the row are one from each process.
    await waitFor('a fold from each process', async () => (await foldsWaitingOnALock()) >= 2);
    release();
    await lock;
    await waitFor('the folds to finish', async () => (await apis.db.selectFrom('ledger_pending_credits').select('account_id').where('account_id', '=', master).execute()).length === 0);
    expect([await row(master), await seen(master)]).toEqual([before + 30 * 40, before + 30 * 40]);
  });
});
