import { HEALTHY_LEDGER, ledgerViolations } from '../../test/ledger-invariants';
import { callWallet, openGameSession } from '../../test/provider-wallet';
import { snapshot } from '../../test/row-counts';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { findAccountId, houseAccountId } from '../wallet/accounts';
import { postNow } from '../wallet/ledger';
import { fundMaster } from './fund-master';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const as = async (username: string) => bearer(await loginAs(t.app, username));
const userId = async (username: string) => (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
const balance = async (username: string, kind: 'member_cash' | 'partner_balance') =>
  (await t.db.selectFrom('ledger_balances').select('balance').where('user_id', '=', await userId(username)).where('kind', '=', kind).executeTakeFirstOrThrow()).balance;
const tradeReq = (headers: Record<string, string>, payload: Record<string, unknown>, key?: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/wallet/agency/trade', headers: { ...EN, ...headers, ...(key ? { 'idempotency-key': key } : {}) }, payload });
const decide = (headers: Record<string, string>, action: 'approve' | 'wait' | 'reject', id: number) =>
  t.app.inject({ method: 'POST', url: `/api/v1/wallet/agency/statement/${action}/${id}`, headers: { ...EN, ...headers } });
const request = async (username: string, type: 'deposit' | 'withdraw', amount: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/statement/member/create',
    headers: { ...EN, ...(await as(username)) },
    payload: type === 'withdraw' ? { type, amount, withdraw_password: '1234' } : { type, amount },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.statement.id as number;
};

/** Sets a partner's balance to exactly `amount`, from or to the house. */
async function setPartnerBalance(username: string, amount: number) {
  const account = await findAccountId(t.db, await userId(username), 'partner_balance');
  const delta = amount - (await balance(username, 'partner_balance'));
  if (delta !== 0) await postNow(t.db, { kind: 'test_fund', entries: [{ accountId: await houseAccountId(t.db), amount: -delta }, { accountId: account, amount: delta }] });
}

describe('trade: a partner pays to and recovers from a direct child', () => {
  it('moves money both ways through the ledger and lists both directions', async () => {
    const agency = await as('agency1');
    const [agencyBefore, memberBefore] = [await balance('agency1', 'partner_balance'), await balance('member2', 'member_cash')];
    const paid = await tradeReq(agency, { user_id: await userId('member2'), direction: 'pay', amount: 70_000, memo: 'event' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toEqual(
      expect.objectContaining({ balance: agencyBefore - 70_000, child_balance: memberBefore + 70_000, trade: expect.objectContaining({ direction: 'pay', amount: 70_000, memo: 'event' }) }),
    );
    const recovered = await tradeReq(agency, { user_id: await userId('member2'), direction: 'recover', amount: 20_000 });
    expect(recovered.statusCode).toBe(200);
    expect(await balance('agency1', 'partner_balance')).toBe(agencyBefore - 50_000);
    expect(await balance('member2', 'member_cash')).toBe(memberBefore + 50_000);

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/wallet/agency/trade/list?username=MEMBER2', headers: agency });
    expect(list.json().data.items.slice(0, 2).map((x: { direction: string; amount: number }) => [x.direction, x.amount])).toEqual([
      ['recover', 20_000],
      ['pay', 70_000],
    ]);
    const trail = await t.app.inject({ method: 'GET', url: `/api/v1/core/user/audit/${await userId('member2')}`, headers: agency });
    expect(trail.json().data.items[0]).toEqual(
      expect.objectContaining({ action: 'trade.recover', actor: expect.objectContaining({ username: 'agency1' }), before: { balance: memberBefore + 70_000 }, after: expect.objectContaining({ balance: memberBefore + 50_000 }) }),
    );
  });

  it('refuses a recovery above the child balance, naming it, and moves nothing', async () => {
    const agency = await as('agency1');
    const held = await balance('member3', 'member_cash');
    const before = await snapshot(t.db);
    const res = await tradeReq(agency, { user_id: await userId('member3'), direction: 'recover', amount: held + 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'INSUFFICIENT_FUNDS', message: `The account holds only ${held.toLocaleString('en-US')} won` });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('names the balance the refusal saw when recoveries race: 20 of 100,000 against 1,250,000', async () => {
    const agency = await as('agency1');
    const child = await userId('member2');
    const cash = await findAccountId(t.db, child, 'member_cash');
    const topUp = 1_250_000 - (await balance('member2', 'member_cash'));
    await postNow(t.db, { kind: 'test_fund', entries: [{ accountId: await houseAccountId(t.db), amount: -topUp }, { accountId: cash, amount: topUp }] });
    const answers = await Promise.all(Array.from({ length: 20 }, () => tradeReq(agency, { user_id: child, direction: 'recover', amount: 100_000 })));
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(12);
    expect(refused).toHaveLength(8);
    // A figure read before the lock could be anything up to 1,250,000; at the refusal only 50,000 is left.
    expect(new Set(refused.map((a) => a.json().message))).toEqual(new Set(['The account holds only 50,000 won']));
    expect(await balance('member2', 'member_cash')).toBe(50_000);
  });

  it('trades with direct children only: a grandchild is refused, another line is not found', async () => {
    const [master, agency] = [await as('master1'), await as('agency1')];
    const before = await snapshot(t.db);
    const deeper = await tradeReq(master, { user_id: await userId('member1'), direction: 'pay', amount: 10_000 });
    expect(deeper.statusCode).toBe(409);
    expect(deeper.json().message).toBe('Only an account directly below you can be changed here');
    const other = await tradeReq(agency, { user_id: await userId('member4'), direction: 'pay', amount: 10_000 });
    expect(other.statusCode).toBe(404);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('pays exactly what the balance covers when 50 top-ups race: 10 of 10,000 against 100,000', async () => {
    await setPartnerBalance('agency2', 100_000);
    const agency = await as('agency2');
    const child = await userId('member5');
    const memberBefore = await balance('member5', 'member_cash');
    const answers = await Promise.all(Array.from({ length: 50 }, () => tradeReq(agency, { user_id: child, direction: 'pay', amount: 10_000 })));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    expect(await balance('agency2', 'partner_balance')).toBe(0);
    expect(await balance('member5', 'member_cash')).toBe(memberBefore + 100_000);
  });

  it('answers a retried top-up (same Idempotency-Key) once', async () => {
    const agency = await as('agency1');
    const before = await balance('agency1', 'partner_balance');
    const body = { user_id: await userId('member1'), direction: 'pay', amount: 5_000 };
    const [a, b] = await Promise.all([tradeReq(agency, body, 'topup-1'), tradeReq(agency, body, 'topup-1')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.trade.id).toBe(b.json().data.trade.id);
    expect(await balance('agency1', 'partner_balance')).toBe(before - 5_000);
  });
});

describe('a hostile trade request', () => {
  it.each([
    ['a zero amount', { direction: 'pay', amount: 0 }],
    ['a negative amount', { direction: 'recover', amount: -5_000 }],
    ['a fractional amount', { direction: 'pay', amount: 100.5 }],
    ['an amount as text', { direction: 'pay', amount: '1000' }],
    ['an unknown direction', { direction: 'steal', amount: 1_000 }],
    ['an oversized memo', { direction: 'pay', amount: 1_000, memo: 'x'.repeat(201) }],
    ['an unknown field', { direction: 'pay', amount: 1_000, from_user_id: 1 }],
  ])('refuses %s with 400 and moves nothing', async (_case, body) => {
    const agency = await as('agency1');
    const before = await snapshot(t.db);
    const res = await tradeReq(agency, { user_id: await userId('member2'), ...body });
    expect(res.statusCode).toBe(400);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('answers 400, not 500, for ids and pages out of range', async () => {
    const agency = await as('agency1');
    for (const url of ['/api/v1/core/user/audit/0', '/api/v1/core/user/audit/99999999999999999999', '/api/v1/core/user/line-list?page=0', '/api/v1/core/user/line-list?sort=password_hash', '/api/v1/wallet/agency/trade/list?from=2026-13-45']) {
      expect([url, (await t.app.inject({ method: 'GET', url, headers: agency })).statusCode]).toEqual([url, 400]);
    }
  });
});

describe('statements decided by a partner: its balance is the other side', () => {
  it('approving a deposit moves the amount from the approving partner to the member', async () => {
    const id = await request('member2', 'deposit', 40_000);
    const [agencyBefore, memberBefore] = [await balance('agency1', 'partner_balance'), await balance('member2', 'member_cash')];
    const res = await decide(await as('agency1'), 'approve', id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ statement: expect.objectContaining({ id, status: 'approve', username: 'member2', parent_username: 'agency1' }), balance: agencyBefore - 40_000 });
    expect(await balance('member2', 'member_cash')).toBe(memberBefore + 40_000);
  });

  it('approving a withdrawal moves the held amount to the approving partner', async () => {
    const id = await request('member1', 'withdraw', 30_000);
    const agencyBefore = await balance('agency1', 'partner_balance');
    const res = await decide(await as('agency1'), 'approve', id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.balance).toBe(agencyBefore + 30_000);
  });

  it('refuses a deposit the partner cannot cover, with a clear message, and moves nothing', async () => {
    const id = await request('member6', 'deposit', 50_000);
    await setPartnerBalance('agency2', 49_999);
    const agency = await as('agency2');
    const before = await snapshot(t.db);
    const res = await decide(agency, 'approve', id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'INSUFFICIENT_FUNDS', message: 'Your balance is not enough for this' });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('100 parallel approvals of one request have one effect', async () => {
    await setPartnerBalance('agency2', 1_000_000);
    const id = await request('member4', 'deposit', 60_000);
    const agency = await as('agency2');
    const memberBefore = await balance('member4', 'member_cash');
    const answers = await Promise.all(Array.from({ length: 100 }, () => decide(agency, 'approve', id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(99);
    expect(await balance('member4', 'member_cash')).toBe(memberBefore + 60_000);
    expect(await balance('agency2', 'partner_balance')).toBe(1_000_000 - 60_000);
    const trail = await t.app.inject({ method: 'GET', url: `/api/v1/core/user/audit/${await userId('member4')}`, headers: agency });
    expect(trail.json().data.items.filter((e: { action: string; before: { statement_id: number } }) => e.action === 'statement.approve' && e.before.statement_id === id)).toHaveLength(1);
  });

  it("lists the line's open requests with the counts for the menu badge", async () => {
    const agency = await as('agency1');
    await request('member3', 'deposit', 15_000);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/wallet/agency/statement/user-list?status=open', headers: agency });
    const data = res.json().data;
    expect(data.items.every((s: { status: string; parent_username: string }) => ['request', 'waiting'].includes(s.status) && s.parent_username === 'agency1')).toBe(true);
    expect(data.open.deposit).toBe(data.items.filter((s: { type: string }) => s.type === 'deposit').length);
  });
});

describe('account state and connection reset', () => {
  it('stop ends the member session at once and refuses its sign-in; normal lets it back', async () => {
    const member = await as('member6');
    const agency = await as('agency2');
    const id = await userId('member6');
    const stopped = await t.app.inject({ method: 'POST', url: `/api/v1/core/user/state/${id}`, headers: { ...EN, ...agency }, payload: { state: 'stop' } });
    expect(stopped.json().data).toEqual({ id, state: 'stop', sessions_ended: expect.any(Number) });
    expect(stopped.json().data.sessions_ended).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/wallet/balance', headers: member })).statusCode).toBe(401);
    await expect(loginAs(t.app, 'member6')).rejects.toThrow(/403/);
    await t.app.inject({ method: 'POST', url: `/api/v1/core/user/state/${id}`, headers: { ...EN, ...agency }, payload: { state: 'normal' } });
    await expect(loginAs(t.app, 'member6')).resolves.toEqual(expect.any(String));
    const trail = (await t.app.inject({ method: 'GET', url: `/api/v1/core/user/audit/${id}`, headers: agency })).json().data.items;
    expect(trail.slice(0, 2).map((e: { action: string; after: { state: string } }) => [e.action, e.after.state])).toEqual([
      ['account.state', 'normal'],
      ['account.state', 'stop'],
    ]);
  });

  it('connection reset signs the account out everywhere', async () => {
    const [one, two] = [await as('member3'), await as('member3')];
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/core/user/connection-reset/${await userId('member3')}`, headers: await as('master1') });
    expect(res.json().data.sessions_ended).toBeGreaterThanOrEqual(2);
    for (const headers of [one, two]) expect((await t.app.inject({ method: 'GET', url: '/api/v1/wallet/balance', headers })).statusCode).toBe(401);
  });

  it('a member cannot call partner routes', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/core/user/connection-reset/${await userId('member2')}`, headers: await as('member1') });
    expect(res.statusCode).toBe(403);
  });
});

describe('funding a master from the house (the operator command)', () => {
  it('credits the master and records it with no actor', async () => {
    const before = await balance('master1', 'partner_balance');
    await t.db.transaction().execute((trx) => fundMaster(trx, 'master1', 2_500_000));
    expect(await balance('master1', 'partner_balance')).toBe(before + 2_500_000);
    const last = await t.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last).toEqual(expect.objectContaining({ action: 'partner.fund', actor_id: null, before: { balance: before }, after: { balance: before + 2_500_000, amount: 2_500_000 } }));
  });

  it.each([
    ['an agency', 'agency1', 1_000],
    ['nobody', 'ghost', 1_000],
    ['a zero amount', 'master1', 0],
  ])('refuses %s and moves nothing', async (_case, username, amount) => {
    const before = await snapshot(t.db);
    await expect(t.db.transaction().execute((trx) => fundMaster(trx, username, amount))).rejects.toThrow();
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('the audit trail cannot be edited or deleted, even by SQL', async () => {
    await expect(t.db.updateTable('audit_log').set({ actor_ip: 'x' } as never).execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
  });
});

describe('a refund racing the child spending the same money', () => {
  it('lets one of them have it: nothing goes below zero and the ledger still balances', async () => {
    const agency = { ...EN, ...(await as('agency1')) };
    const member = { ...EN, ...(await as('member2')) };
    const memberId = await userId('member2');
    const cash = await findAccountId(t.db, memberId, 'member_cash');
    const credit = await findAccountId(t.db, memberId, 'member_credit');
    // member2 holds exactly 10,000 cash and no game credit.
    for (const [account, want] of [
      [cash, 10_000],
      [credit, 0],
    ] as const) {
      const held = (await t.db.selectFrom('ledger_accounts').select('balance').where('id', '=', account).executeTakeFirstOrThrow()).balance;
      if (held !== want) await postNow(t.db, { kind: 'test_fund', entries: [{ accountId: await houseAccountId(t.db), amount: held - want }, { accountId: account, amount: want - held }] });
    }
    const session = await openGameSession(t, 'member2', 'slot');
    const recovers = Array.from({ length: 10 }, () => tradeReq(agency, { user_id: memberId, direction: 'recover', amount: 10_000 }));
    const converts = Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url: '/api/v1/wallet/convert/credit', headers: member, payload: { amount: 10_000 } }));
    const bets = Array.from({ length: 10 }, (_, i) => callWallet(t, 'bet', { session, txn_id: `race-bet-${i}`, round_id: `race-round-${i}`, amount: 10_000 }));
    const [recovered, converted, bet] = await Promise.all([Promise.all(recovers), Promise.all(converts), Promise.all(bets)]);

    const ok = (answers: { statusCode: number }[]) => answers.filter((a) => a.statusCode === 200).length;
    // 10,000 existed once: one recovery or one conversion took it, and a bet only spent converted credit.
    expect(ok(recovered) + ok(converted)).toBe(1);
    expect(ok(bet)).toBeLessThanOrEqual(ok(converted));
    expect(recovered.every((a) => [200, 409].includes(a.statusCode))).toBe(true);
    expect(await ledgerViolations(t.db)).toEqual(HEALTHY_LEDGER);
  });
});
