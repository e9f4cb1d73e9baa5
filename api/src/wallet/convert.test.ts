import { snapshot } from '../../test/row-counts';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { findAccountId } from './accounts';
import { postNow } from './ledger';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const TO_CREDIT = '/api/v1/wallet/convert/credit';
const TO_CASH = '/api/v1/wallet/convert/cash';

const convert = (url: string, token: string | null, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...EN, ...(token ? bearer(token) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const balances = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/wallet/balance', headers: { ...EN, ...bearer(token) } })).json().data;

const userId = async (username: string) => (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

describe('POST /api/v1/wallet/convert/credit and /cash', () => {
  it('moves cash to credit and answers the new balances', async () => {
    const token = await loginAs(t.app, 'member1');
    const res = await convert(TO_CREDIT, token, { amount: 250_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { balance: 1_000_000, credit: 550_000, rolling_point: 12_500, versions: expect.any(Object) } });
    expect(await balances(token)).toMatchObject({ balance: 1_000_000, credit: 550_000, rolling_point: 12_500 });
  });

  it('moves credit back to cash as one balanced ledger transaction', async () => {
    const token = await loginAs(t.app, 'member4');
    const res = await convert(TO_CASH, token, { amount: 200_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { balance: 3_200_000, credit: 0, rolling_point: 45_000, versions: expect.any(Object) } });
    const last = await t.db.selectFrom('ledger_transactions').select(['id', 'kind']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last.kind).toBe('convert_cash');
    const entries = await t.db.selectFrom('ledger_entries').select('amount').where('transaction_id', '=', last.id).orderBy('id').execute();
    expect(entries.map((e) => e.amount)).toEqual([-200_000, 200_000]);
  });

  it.each([
    ['cash to credit, more than the cash', TO_CREDIT, 'member3', 50_001, 'Not enough cash to convert'],
    ['credit to cash, more than the credit', TO_CASH, 'member3', 1_000_001, 'Not enough game credit to convert'],
    ['anything from an empty wallet', TO_CREDIT, 'member5', 1, 'Not enough cash to convert'],
  ])('refuses %s with 400, naming the balance, and changes nothing', async (_case, url, username, amount, message) => {
    const token = await loginAs(t.app, username);
    const before = [await snapshot(t.db), await balances(token)];
    const res = await convert(url, token, { amount });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'INSUFFICIENT_FUNDS', message });
    expect([await snapshot(t.db), await balances(token)]).toEqual(before);
  });

  it('says it in Korean by default', async () => {
    const token = await loginAs(t.app, 'member3');
    const res = await t.app.inject({ method: 'POST', url: TO_CREDIT, headers: bearer(token), payload: { amount: 10_000_000 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'INSUFFICIENT_FUNDS', message: '전환할 보유금이 부족합니다' });
  });

  it.each([
    ['zero', { amount: 0 }],
    ['negative', { amount: -1000 }],
    ['fractional', { amount: 10.5 }],
    ['a string', { amount: '10000' }],
    ['missing', {}],
    ['an extra field', { amount: 10_000, user_id: 1 }],
    ['too large', { amount: Number.MAX_SAFE_INTEGER + 2 }],
    ['no body', undefined],
  ])('refuses an amount that is %s with 400 VALIDATION and writes nothing', async (_case, payload) => {
    const token = await loginAs(t.app, 'member6');
    const before = [await snapshot(t.db), await balances(token)];
    for (const url of [TO_CREDIT, TO_CASH]) {
      const res = await convert(url, token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect([await snapshot(t.db), await balances(token)]).toEqual(before);
  });

  it('needs a session', async () => {
    for (const url of [TO_CREDIT, TO_CASH]) {
      const res = await convert(url, null, { amount: 1000 });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Please log in' });
    }
  });

  it('refuses a partner, who has no game credit, with 403', async () => {
    const token = await loginAs(t.app, 'agency1');
    const before = await snapshot(t.db);
    for (const url of [TO_CREDIT, TO_CASH]) {
      const res = await convert(url, token, { amount: 1000 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'Partner accounts have no game credit to convert' });
    }
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('moves money once per Idempotency-Key and answers a repeat without moving it again', async () => {
    const token = await loginAs(t.app, 'member2');
    const key = { 'idempotency-key': 'convert-once-1' };
    const first = await convert(TO_CREDIT, token, { amount: 100_000 }, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { balance: 400_000, credit: 100_000, rolling_point: 3_000, versions: expect.any(Object) } });
    const repeats = await Promise.all([1, 2, 3].map(() => convert(TO_CREDIT, token, { amount: 100_000 }, key)));
    for (const r of repeats) expect(r.json()).toEqual(first.json());
    expect(await balances(token)).toMatchObject({ balance: 400_000, credit: 100_000, rolling_point: 3_000 });

    // The key belongs to this member: another member's same key is a separate conversion.
    const other = await convert(TO_CREDIT, await loginAs(t.app, 'member6'), { amount: 1000 }, key);
    expect(other.json().data.credit).toBe(121_000);

    const reused = await convert(TO_CASH, token, { amount: 100_000 }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('CONFLICT');
    expect((await convert(TO_CASH, token, { amount: 100_000 }, { 'idempotency-key': 'bad key' })).statusCode).toBe(400);
    expect(await balances(token)).toMatchObject({ balance: 400_000, credit: 100_000, rolling_point: 3_000 });
  });

  it('lets exactly 10 of 20 parallel converts of 10,000 through against 100,000 cash', async () => {
    // member5 starts empty; fund it with 100,000 from the house as a balanced transaction.
    const house = await findAccountId(t.db, null, 'house');
    const cash = await findAccountId(t.db, await userId('member5'), 'member_cash');
    await postNow(t.db, { kind: 'test_fund', entries: [{ accountId: house, amount: -100_000 }, { accountId: cash, amount: 100_000 }] });
    const token = await loginAs(t.app, 'member5');

    const results = await Promise.all(Array.from({ length: 20 }, () => convert(TO_CREDIT, token, { amount: 10_000 })));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    for (const r of results.filter((x) => x.statusCode === 400)) expect(r.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await balances(token)).toMatchObject({ balance: 0, credit: 100_000, rolling_point: 0 });
    const negative = await t.db.selectFrom('ledger_accounts').select('id').where('kind', '<>', 'house').where('balance', '<', 0).execute();
    expect(negative).toEqual([]);

    // And back again, in parallel too.
    const back = await Promise.all(Array.from({ length: 20 }, () => convert(TO_CASH, token, { amount: 10_000 })));
    expect(back.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(await balances(token)).toMatchObject({ balance: 100_000, credit: 0, rolling_point: 0 });
  });
});
