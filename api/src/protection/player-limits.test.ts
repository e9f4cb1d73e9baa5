import { sql } from 'kysely';
import { callWallet, creditOf, openGameSession, userId } from '../../test/provider-wallet';
import { snapshot } from '../../test/row-counts';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { houseAccountId } from '../wallet/accounts';
import { postNow } from '../wallet/ledger';

// On PostgreSQL (embedded, or DATABASE_URL): the parallel calls below really race.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LIMITS = '/api/v1/core/user/limits';
const as = async (username: string) => bearer(await loginAs(t.app, username));
const read = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: LIMITS, headers: { ...EN, ...headers } });
  expect(res.statusCode).toBe(200);
  return res.json().data.items as { kind: string; own: number | null; pending: { amount: number | null; from: string } | null; line: number | null; in_force: number | null; used: number; resets_at: string | null }[];
};
const limitOf = async (headers: Record<string, string>, kind: string) => (await read(headers)).find((l) => l.kind === kind)!;
const set = (headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'PUT', url: LIMITS, headers: { ...EN, ...headers }, payload: payload as object });

async function setBalance(username: string, kind: 'member_credit' | 'member_cash', amount: number) {
  const account = await t.db.selectFrom('ledger_balances').select(['id', 'balance']).where('user_id', '=', await userId(t, username)).where('kind', '=', kind).executeTakeFirstOrThrow();
  const delta = amount - account.balance;
  if (delta !== 0) await postNow(t.db, { kind: 'test_fund', entries: [{ accountId: await houseAccountId(t.db), amount: -delta }, { accountId: account.id, amount: delta }] });
}

/** The member has played nothing this month (the demo world's play is the seed's). */
const noPlayYet = async (username: string) => t.db.deleteFrom('member_play_days').where('user_id', '=', await userId(t, username)).execute();

/** Moves a member's waiting changes to `hours` from now (negative: already due). */
const dueIn = async (username: string, hours: number) =>
  sql`UPDATE member_limits SET pending_from = now() + make_interval(hours => ${hours}) WHERE user_id = ${await userId(t, username)} AND pending_from IS NOT NULL`.execute(t.db);

describe('a member’s own limits', () => {
  it('lists every kind, none set, with the periods’ usage and when each starts again', async () => {
    const member = await as('member1');
    const items = await read(member);
    expect(items.map((l) => l.kind)).toEqual(['deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week', 'loss_month', 'wager_day', 'session_minutes', 'reality_check_minutes']);
    // A reality check comes every hour when none is set.
    for (const l of items) expect(l).toMatchObject({ own: null, pending: null, line: null, in_force: l.kind === 'reality_check_minutes' ? 60 : null });
    const day = items.find((l) => l.kind === 'loss_day')!;
    // The next Seoul midnight: 15:00 UTC, within a day.
    const resets = new Date(day.resets_at!);
    expect(resets.getUTCHours()).toBe(15);
    expect(resets.getTime() - Date.now()).toBeGreaterThan(0);
    expect(resets.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    expect(items.find((l) => l.kind === 'session_minutes')).toMatchObject({ used: 0, resets_at: null });
    expect(items.find((l) => l.kind === 'reality_check_minutes')).toMatchObject({ used: 0, resets_at: null });
  });

  it('lowers at once, raises and removes 24 hours later, and the same amount cancels a waiting change', async () => {
    const member = await as('member1');
    expect((await set(member, { kind: 'loss_day', amount: 50_000 })).statusCode).toBe(200);
    expect(await limitOf(member, 'loss_day')).toMatchObject({ own: 50_000, pending: null, in_force: 50_000 });

    const raised = await set(member, { kind: 'loss_day', amount: 80_000 });
    const waiting = raised.json().data.items.find((l: { kind: string }) => l.kind === 'loss_day');
    expect(waiting).toMatchObject({ own: 50_000, in_force: 50_000, pending: { amount: 80_000 } });
    const wait = new Date(waiting.pending.from).getTime() - Date.now();
    // 24 hours on the database's clock, which may stand a few seconds off this process's.
    expect(Math.abs(wait - 24 * 3600_000)).toBeLessThan(10_000);

    await set(member, { kind: 'loss_day', amount: 50_000 });
    expect(await limitOf(member, 'loss_day')).toMatchObject({ own: 50_000, pending: null });

    await set(member, { kind: 'loss_day', amount: null });
    expect(await limitOf(member, 'loss_day')).toMatchObject({ own: 50_000, in_force: 50_000, pending: { amount: null } });
    await dueIn('member1', -1);
    expect(await limitOf(member, 'loss_day')).toMatchObject({ own: null, in_force: null, pending: null });

    // A lower limit while a raise waits replaces it at once.
    await set(member, { kind: 'wager_day', amount: 300_000 });
    await set(member, { kind: 'wager_day', amount: 500_000 });
    await set(member, { kind: 'wager_day', amount: 200_000 });
    expect(await limitOf(member, 'wager_day')).toMatchObject({ own: 200_000, pending: null });
  });

  it('records each change on the member’s account trail', async () => {
    const member = await as('member6');
    await set(member, { kind: 'deposit_week', amount: 1_000_000 });
    const trail = await t.db.selectFrom('audit_log').select(['action', 'actor_id', 'before', 'after']).where('target_id', '=', await userId(t, 'member6')).where('action', '=', 'limit.set').execute();
    expect(trail).toEqual([{ action: 'limit.set', actor_id: await userId(t, 'member6'), before: { kind: 'deposit_week', amount: null }, after: { kind: 'deposit_week', amount: 1_000_000, from: expect.any(String) } }]);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const member = await as('member2');
    const before = await snapshot(t.db);
    const bad = [
      { kind: 'loss_day', amount: -1 },
      { kind: 'loss_day', amount: 1000.5 },
      { kind: 'loss_day', amount: 1e15 },
      { kind: 'loss_day', amount: '1000' },
      { kind: 'loss_year', amount: 1000 },
      { kind: 'loss_day' },
      { kind: 'loss_day', amount: 1000, set_by: 1 },
      { kind: 'session_minutes', amount: 5 },
      { kind: 'session_minutes', amount: 721 },
    ];
    for (const payload of bad) {
      const res = await set(member, payload);
      expect([JSON.stringify(payload), res.statusCode, res.json().code]).toEqual([JSON.stringify(payload), 400, 'VALIDATION']);
    }
    expect((await set(member, { kind: 'session_minutes', amount: 5 })).json().message).toBe('A session limit is between 15 and 720 minutes');
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('ends a sign-in after the session limit that held when it began', async () => {
    const member = await as('member4');
    await set(member, { kind: 'session_minutes', amount: 30 });
    await loginAs(t.app, 'member4');
    const latest = await t.db.selectFrom('sessions').select(sql<number>`extract(epoch FROM expires_at - created_at)::int`.as('seconds')).where('user_id', '=', await userId(t, 'member4')).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(latest.seconds).toBe(30 * 60);
    await set(member, { kind: 'session_minutes', amount: null });
  });

  it('has none for a partner (403) and none without a sign-in (401)', async () => {
    const agency = await as('agency1');
    expect((await t.app.inject({ method: 'GET', url: LIMITS, headers: agency })).statusCode).toBe(403);
    expect((await set(agency, { kind: 'loss_day', amount: 1_000 })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: LIMITS })).statusCode).toBe(401);
  });
});

describe('loss and wager limits on bets', () => {
  it('lets 50 parallel bets through only as far as a loss limit, answering the rest LIMIT_REACHED', async () => {
    const member = await as('member5');
    await setBalance('member5', 'member_credit', 1_000_000);
    await noPlayYet('member5');
    await set(member, { kind: 'loss_day', amount: 95_000 });
    const session = await openGameSession(t, 'member5');
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => callWallet(t, 'bet', { session, txn_id: `loss-${i}`, round_id: `loss-round-${i}`, amount: 10_000 })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(9);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(41);
    for (const r of refused) expect([r.statusCode, r.json().code]).toEqual([403, 'LIMIT_REACHED']);
    expect(await creditOf(t, 'member5')).toBe(1_000_000 - 90_000);
    expect(await limitOf(member, 'loss_day')).toMatchObject({ used: 90_000 });
    // The refusal is the answer for good: a repeat gets it again, nothing moves.
    const i = answers.findIndex((r) => r.statusCode !== 200);
    const again = await callWallet(t, 'bet', { session, txn_id: `loss-${i}`, round_id: `loss-round-${i}`, amount: 10_000 });
    expect([again.statusCode, again.json()]).toEqual([403, answers[i]!.json()]);
    expect(await creditOf(t, 'member5')).toBe(1_000_000 - 90_000);
  });

  it('counts prizes against the loss and a rollback’s stake out of it', async () => {
    const member = await as('member3');
    await setBalance('member3', 'member_credit', 1_000_000);
    await noPlayYet('member3');
    await set(member, { kind: 'loss_week', amount: 20_000 });
    const session = await openGameSession(t, 'member3');
    const bet = (txn: string, amount: number) => callWallet(t, 'bet', { session, txn_id: txn, round_id: `r-${txn}`, amount });
    expect((await bet('w1', 20_000)).statusCode).toBe(200);
    const over = await bet('w2', 5_000);
    expect([over.statusCode, over.json().message]).toEqual([403, 'This bet would pass your loss limit']);
    expect((await callWallet(t, 'win', { session, txn_id: 'w1-win', round_id: 'r-w1', amount: 6_000 })).statusCode).toBe(200);
    expect((await bet('w3', 5_000)).statusCode).toBe(200);
    expect((await bet('w4', 2_000)).statusCode).toBe(403);
    expect((await callWallet(t, 'rollback', { session, txn_id: 'w3-rb', round_id: 'r-w3', ref_txn_id: 'w3' })).statusCode).toBe(200);
    expect((await bet('w5', 5_000)).statusCode).toBe(200);
  });

  it('holds a day’s total of bets, in Korean for a Korean provider call', async () => {
    const member = await as('member4');
    await setBalance('member4', 'member_credit', 1_000_000);
    await noPlayYet('member4');
    await set(member, { kind: 'wager_day', amount: 30_000 });
    const session = await openGameSession(t, 'member4');
    expect((await callWallet(t, 'bet', { session, txn_id: 'wd1', round_id: 'r-wd1', amount: 30_000 })).statusCode).toBe(200);
    // A win does not make room under a wager limit.
    expect((await callWallet(t, 'win', { session, txn_id: 'wd1-win', round_id: 'r-wd1', amount: 50_000 })).statusCode).toBe(200);
    const over = await callWallet(t, 'bet', { session, txn_id: 'wd2', round_id: 'r-wd2', amount: 1 }, { headers: { 'accept-language': 'ko' } });
    expect([over.statusCode, over.json()]).toEqual([403, { code: 'LIMIT_REACHED', message: '일일 베팅 한도를 넘는 베팅입니다' }]);
  });
});

describe('a raise that has come due', () => {
  it('holds in the bet as in the list once its 24 hours have passed', async () => {
    const member = await as('member1');
    await setBalance('member1', 'member_credit', 1_000_000);
    await noPlayYet('member1');
    await set(member, { kind: 'loss_month', amount: 10_000 });
    await set(member, { kind: 'loss_month', amount: 100_000 });
    const session = await openGameSession(t, 'member1');
    expect((await callWallet(t, 'bet', { session, txn_id: 'due-1', round_id: 'r-due-1', amount: 20_000 })).statusCode).toBe(403);
    await dueIn('member1', -1);
    expect(await limitOf(member, 'loss_month')).toMatchObject({ own: 100_000, in_force: 100_000, pending: null });
    expect((await callWallet(t, 'bet', { session, txn_id: 'due-2', round_id: 'r-due-2', amount: 20_000 })).statusCode).toBe(200);
  });
});

describe('deposit limits', () => {
  const CREATE = '/api/v1/wallet/statement/member/create';
  const deposit = (headers: Record<string, string>, amount: number) => t.app.inject({ method: 'POST', url: CREATE, headers: { ...EN, ...headers }, payload: { type: 'deposit', amount } });

  it('refuses a request that would pass the day’s limit, counting open and approved ones, and takes parallel requests in turn', async () => {
    const member = await as('member2');
    const already = (await limitOf(member, 'deposit_day')).used;
    await set(member, { kind: 'deposit_day', amount: already + 100_000 });
    const first = await deposit(member, 60_000);
    expect(first.statusCode).toBe(200);
    const over = await deposit(member, 50_000);
    expect([over.statusCode, over.json().code]).toEqual([403, 'LIMIT_REACHED']);
    expect(over.json().message).toMatch(/^This deposit would pass your deposit limit: 40,000 won is left until \d{4}-\d{2}-\d{2} 00:00$/);

    // A request deleted gives its room back; ten at once take the room left one after the other.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/wallet/statement/delete/${first.json().data.statement.id}`, headers: member })).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deposit(member, 30_000)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 403, 403, 403, 403, 403, 403, 403]);
    expect(await limitOf(member, 'deposit_day')).toMatchObject({ used: already + 90_000 });
  });

  it('names the period with the least room left', async () => {
    const member = await as('member3');
    const { used } = await limitOf(member, 'deposit_week');
    await set(member, { kind: 'deposit_day', amount: used + 1_000_000 });
    await set(member, { kind: 'deposit_week', amount: used + 30_000 });
    const over = await deposit(member, 40_000);
    expect(over.json().message).toMatch(/: 30,000 won is left until \d{4}-\d{2}-\d{2} 00:00$/);
    const resets = /until (\d{4}-\d{2}-\d{2})/.exec(over.json().message)![1]!;
    expect(new Date(`${resets}T00:00:00+09:00`).getUTCDay()).toBe(0); // A Monday in Seoul starts on Sunday 15:00 UTC.
    // Below the minimum is said first: the limit is not what is wrong with it.
    expect((await deposit(member, 1)).json().code).toBe('BELOW_MINIMUM');
  });

  it('counts a partner’s payment as a deposit and refuses one over the limit, moving nothing', async () => {
    const member = await as('member6');
    const memberId = await userId(t, 'member6');
    const parent = await t.db.selectFrom('users as m').innerJoin('users as p', 'p.id', 'm.parent_id').select('p.username').where('m.id', '=', memberId).executeTakeFirstOrThrow();
    const partner = await as(parent.username);
    const already = (await limitOf(member, 'deposit_month')).used;
    await set(member, { kind: 'deposit_month', amount: already + 50_000 });
    const pay = (amount: number) => t.app.inject({ method: 'POST', url: '/api/v1/wallet/agency/trade', headers: { ...EN, ...partner }, payload: { user_id: memberId, direction: 'pay', amount } });
    expect((await pay(30_000)).statusCode).toBe(200);
    const before = await snapshot(t.db);
    const over = await pay(30_000);
    expect([over.statusCode, over.json().code]).toEqual([403, 'LIMIT_REACHED']);
    expect(over.json().message).toMatch(/^This payment would pass the member's deposit limit: 20,000 won is left until /);
    expect(await snapshot(t.db)).toEqual(before);
    expect((await deposit(member, 25_000)).statusCode).toBe(403);
    expect((await deposit(member, 20_000)).statusCode).toBe(200);
  });
});
