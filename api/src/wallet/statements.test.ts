import { seoulToday } from '@casino/contract';
import { snapshot } from '../../test/row-counts';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { findAccountId, houseAccountId } from './accounts';
import { postNow } from './ledger';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CREATE = '/api/v1/wallet/statement/member/create';
const LIST = '/api/v1/wallet/statement/get';

const as = async (username: string) => bearer(await loginAs(t.app, username));
const create = (headers: Record<string, string>, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: CREATE, headers: { ...EN, ...headers }, payload });
const list = (headers: Record<string, string>, query = '') => t.app.inject({ method: 'GET', url: `${LIST}${query}`, headers: { ...EN, ...headers } });
const remove = (headers: Record<string, string>, id: number) => t.app.inject({ method: 'DELETE', url: `/api/v1/wallet/statement/delete/${id}`, headers: { ...EN, ...headers } });
const decide = (headers: Record<string, string>, action: 'approve' | 'wait' | 'reject', id: number) =>
  t.app.inject({ method: 'POST', url: `/api/v1/wallet/statement/admin/${action}/${id}`, headers: { ...EN, ...headers } });
const balances = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/v1/wallet/balance', headers })).json().data;
const userId = async (username: string) => (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

async function setCash(username: string, amount: number) {
  const account = await t.db.selectFrom('ledger_balances').select(['id', 'balance']).where('user_id', '=', await userId(username)).where('kind', '=', 'member_cash').executeTakeFirstOrThrow();
  const delta = amount - account.balance;
  if (delta !== 0) await postNow(t.db, { kind: 'test_fund', entries: [{ accountId: await houseAccountId(t.db), amount: -delta }, { accountId: account.id, amount: delta }] });
}

describe('deposit requests', () => {
  it('records a request that moves nothing until the master approves it, then credits cash', async () => {
    const member = await as('member2');
    const before = await balances(member);
    const res = await create(member, { type: 'deposit', amount: 150_000 });
    expect(res.statusCode).toBe(200);
    const { statement, balance } = res.json().data;
    expect(statement).toEqual({ id: expect.any(Number), type: 'deposit', amount: 150_000, status: 'request', created_at: expect.any(String), processed_at: null, deletable: true });
    expect(balance).toEqual(before);

    const listed = await list(member, '?type=deposit');
    expect(listed.json().data.items[0]).toEqual(statement);

    const master = await as('master1');
    const approved = await decide(master, 'approve', statement.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.statement).toEqual(expect.objectContaining({ id: statement.id, status: 'approve', deletable: false, username: 'member2', processed_at: expect.any(String) }));
    expect((await balances(member)).balance).toBe(before.balance + 150_000);
    expect((await decide(master, 'reject', statement.id)).statusCode).toBe(409);
    expect((await balances(member)).balance).toBe(before.balance + 150_000);
  });

  it('refuses an amount under the site minimum, naming it, and writes nothing', async () => {
    const member = await as('member2');
    const before = await snapshot(t.db);
    const res = await create(member, { type: 'deposit', amount: 9_999 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BELOW_MINIMUM', message: 'The minimum deposit is 10,000 won' });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it.each([
    ['no amount', { type: 'deposit' }],
    ['a zero amount', { type: 'deposit', amount: 0 }],
    ['a negative amount', { type: 'deposit', amount: -10_000 }],
    ['a fractional amount', { type: 'deposit', amount: 10_000.5 }],
    ['an amount over the maximum', { type: 'deposit', amount: 1_000_000_001 }],
    ['an unknown type', { type: 'bonus', amount: 10_000 }],
    ['an unknown field', { type: 'deposit', amount: 10_000, user_id: 1 }],
  ])('refuses %s with 400 VALIDATION and writes nothing', async (_case, payload) => {
    const member = await as('member2');
    const before = await snapshot(t.db);
    const res = await create(member, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('is for members: a partner gets 403, before any exchange password is tried', async () => {
    const agency = await as('agency1');
    expect((await create(agency, { type: 'deposit', amount: 50_000 })).statusCode).toBe(403);
    expect((await create(agency, { type: 'withdraw', amount: 50_000, withdraw_password: 'wrong' })).statusCode).toBe(403);
    expect(await t.db.selectFrom('exchange_password_failures').select('id').where('user_id', '=', await userId('agency1')).execute()).toEqual([]);
  });
});

describe('withdrawal requests', () => {
  it('holds the amount at once, returns it on reject or delete, and pays it out on approve', async () => {
    const member = await as('member4');
    const master = await as('master1');
    const start = (await balances(member)).balance;
    const first = (await create(member, { type: 'withdraw', amount: 100_000, withdraw_password: '1234' })).json().data;
    expect(first.balance.balance).toBe(start - 100_000);

    await decide(master, 'wait', first.statement.id);
    expect((await remove(member, first.statement.id)).statusCode).toBe(409);
    const rejected = await decide(master, 'reject', first.statement.id);
    expect(rejected.json().data.statement.status).toBe('delete');
    expect((await balances(member)).balance).toBe(start);

    const second = (await create(member, { type: 'withdraw', amount: 40_000, withdraw_password: '1234' })).json().data;
    const deleted = await remove(member, second.statement.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.statement).toEqual(expect.objectContaining({ status: 'delete', deletable: false }));
    expect(deleted.json().data.balance.balance).toBe(start);
    // The member's retry of its own delete (first answer lost) answers the same row, moving nothing.
    const again = await remove(member, second.statement.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(deleted.json().data);
    // A row an operator rejected is not the member's to delete.
    expect((await remove(member, first.statement.id)).statusCode).toBe(409);

    const third = (await create(member, { type: 'withdraw', amount: 70_000, withdraw_password: '1234' })).json().data;
    await decide(master, 'approve', third.statement.id);
    expect((await balances(member)).balance).toBe(start - 70_000);
    const hold = await findAccountId(t.db, await userId('member4'), 'withdraw_hold');
    expect((await t.db.selectFrom('ledger_balances').select('balance').where('id', '=', hold).executeTakeFirstOrThrow()).balance).toBe(0);
  });

  it('refuses a withdrawal over the cash, without or with a wrong exchange password, and writes no request', async () => {
    const member = await as('member6');
    const cash = (await balances(member)).balance;
    const before = await snapshot(t.db);
    const over = await create(member, { type: 'withdraw', amount: cash + 10_000, withdraw_password: '1234' });
    expect(over.json()).toEqual({ code: 'INSUFFICIENT_FUNDS', message: 'The amount is more than your balance' });
    const missing = await create(member, { type: 'withdraw', amount: 10_000 });
    expect(missing.json()).toEqual({ code: 'VALIDATION', message: 'Please enter the exchange password' });
    const wrong = await create(member, { type: 'withdraw', amount: 10_000, withdraw_password: '9999' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'WRONG_EXCHANGE_PASSWORD', message: 'The exchange password is incorrect' });
    expect(await snapshot(t.db)).toEqual(before);
    expect((await balances(member)).balance).toBe(cash);
  });

  it('locks the exchange password after five wrong tries, even for the right one', async () => {
    const member = await as('member1');
    for (let i = 0; i < 5; i++) expect((await create(member, { type: 'withdraw', amount: 10_000, withdraw_password: 'nope' })).statusCode).toBe(400);
    const locked = await create(member, { type: 'withdraw', amount: 10_000, withdraw_password: '1234' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many wrong exchange passwords\. Try again in \d+ minutes$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db.selectFrom('statements').select('id').where('user_id', '=', await userId('member1')).where('status', '=', 'request').execute()).toEqual([]);
  });

  it('counts a burst of parallel wrong exchange passwords like a sequence: no more than five are tried', async () => {
    const member = await as('member3');
    const results = await Promise.all(Array.from({ length: 30 }, () => create(member, { type: 'withdraw', amount: 10_000, withdraw_password: 'guess' })));
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'WRONG_EXCHANGE_PASSWORD')).toHaveLength(5);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(25);
    expect((await create(member, { type: 'withdraw', amount: 10_000, withdraw_password: '1234' })).statusCode).toBe(429);
    await t.db.deleteFrom('exchange_password_failures').where('user_id', '=', await userId('member3')).execute();
  });

  it('lets exactly 10 of 100 parallel withdrawals of 10,000 through against 100,000 cash', async () => {
    await setCash('member5', 100_000);
    const member = await as('member5');
    const results = await Promise.all(Array.from({ length: 100 }, () => create(member, { type: 'withdraw', amount: 10_000, withdraw_password: '1234' })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().code).toBe('INSUFFICIENT_FUNDS');
    expect((await balances(member)).balance).toBe(0);
    expect(await t.db.selectFrom('statements').select('id').where('user_id', '=', await userId('member5')).execute()).toHaveLength(10);
  });
});

describe('idempotency and races', () => {
  it('gives 50 parallel requests with one Idempotency-Key one effect and identical answers', async () => {
    await setCash('member3', 500_000);
    const member = { ...(await as('member3')), 'idempotency-key': 'withdraw-once-1' };
    const results = await Promise.all(Array.from({ length: 50 }, () => create(member, { type: 'withdraw', amount: 20_000, withdraw_password: '1234' })));
    for (const r of results) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual(results[0]!.json());
    }
    expect((await balances(member)).balance).toBe(480_000);
    const other = await create(member, { type: 'withdraw', amount: 30_000, withdraw_password: '1234' });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('CONFLICT');
    // The same body with its fields in another order is the same request.
    const reordered = await t.app.inject({ method: 'POST', url: CREATE, headers: { ...EN, ...member, 'content-type': 'application/json' }, payload: '{"withdraw_password":"1234","amount":20000,"type":"withdraw"}' });
    expect(reordered.json()).toEqual(results[0]!.json());
  });

  it('lets exactly one of an approve and a reject racing on one request win', async () => {
    const member = await as('member6');
    const master = await as('master1');
    const start = (await balances(member)).balance;
    for (let round = 0; round < 5; round++) {
      const { statement } = (await create(member, { type: 'withdraw', amount: 10_000, withdraw_password: '1234' })).json().data;
      const [approve, reject] = await Promise.all([decide(master, 'approve', statement.id), decide(master, 'reject', statement.id)]);
      expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    }
    const approvedCount = (await t.db.selectFrom('statements').select('id').where('user_id', '=', await userId('member6')).where('status', '=', 'approve').execute()).length;
    expect((await balances(member)).balance).toBe(start - 10_000 * approvedCount);
  });
});

describe('ownership and operator scope', () => {
  it("answers another member's request as not found and changes nothing", async () => {
    const { statement } = (await create(await as('member2'), { type: 'deposit', amount: 10_000 })).json().data;
    const other = await as('member4');
    const before = await snapshot(t.db);
    const res = await remove(other, statement.id);
    expect(res.statusCode).toBe(404);
    expect(await snapshot(t.db)).toEqual(before);
    expect((await list(other)).json().data.items.map((s: { id: number }) => s.id)).not.toContain(statement.id);
  });

  it('lets only the master decide, and only over its own downline', async () => {
    const { statement } = (await create(await as('member2'), { type: 'deposit', amount: 10_000 })).json().data;
    const agency = await decide(await as('agency1'), 'approve', statement.id);
    expect(agency.statusCode).toBe(403);
    expect(agency.json().message).toBe('Only the master account can do this');
    expect((await decide(await as('member2'), 'approve', statement.id)).statusCode).toBe(403);
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/wallet/statement/admin/list?status=request&type=deposit', headers: await as('master1') });
    expect(listed.json().data.items.map((s: { id: number }) => s.id)).toContain(statement.id);
    expect((await decide(await as('master1'), 'approve', 999_999)).statusCode).toBe(404);
  });

  it('filters a member’s list by type, status and Seoul day, newest first, and hides cleared rows', async () => {
    const member = await as('member2');
    const all = (await list(member, '?pageSize=100')).json().data;
    expect(all.total).toBe(all.items.length);
    const times = all.items.map((s: { created_at: string }) => s.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const finished = all.items.find((s: { processed_at: string | null }) => s.processed_at !== null);
    await t.db.updateTable('statements').set({ status: 'clear' }).where('id', '=', finished.id).execute();
    expect((await list(member, '?pageSize=100')).json().data.total).toBe(all.total - 1);
    const today = seoulToday();
    expect((await list(member, `?from=${today}&to=${today}&pageSize=100`)).json().data.total).toBe(all.total - 1);
    expect((await list(member, '?from=2000-01-01&to=2000-01-02')).json().data).toEqual({ items: [], total: 0 });
    expect((await list(member, '?status=approve&type=deposit')).json().data.items.every((s: { status: string; type: string }) => s.status === 'approve' && s.type === 'deposit')).toBe(true);
    for (const day of ['not-a-date', '0000-01-01', '2024-02-30', '3000-01-01']) expect((await list(member, `?from=${day}`)).statusCode).toBe(400);
    expect((await list(member, '?to=0000-01-01')).statusCode).toBe(400);
  });
});

describe('POST /api/v1/game/rollingpoint/exchange', () => {
  const exchange = (headers: Record<string, string>, amount: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/game/rollingpoint/exchange', headers: { ...EN, ...headers }, payload: { amount } });

  it('turns rolling points into cash 1:1, for members and partners', async () => {
    const member = await as('member1');
    const before = await balances(member);
    const res = await exchange(member, 10_000);
    expect(res.json().data).toEqual({
      balance: before.balance + 10_000,
      credit: before.credit,
      rolling_point: before.rolling_point - 10_000,
      versions: { ...before.versions, balance: before.versions.balance + 1, rolling_point: before.versions.rolling_point + 1 },
    });
    const agency = await as('agency1');
    const agencyBefore = await balances(agency);
    expect((await exchange(agency, 50_000)).json().data.balance).toBe(agencyBefore.balance + 50_000);
  });

  it("says 'Not enough points to convert' for more than is held, moving nothing", async () => {
    const member = await as('member2');
    const before = await balances(member);
    const res = await exchange(member, before.rolling_point + 1);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'INSUFFICIENT_FUNDS', message: 'Not enough points to convert' });
    expect(await balances(member)).toEqual(before);
  });
});
