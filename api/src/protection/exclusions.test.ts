import { sql } from 'kysely';
import { allBalances, callWallet, openGameSession, userId } from '../../test/provider-wallet';
import { registration } from '../../test/registration';
import { snapshot } from '../../test/row-counts';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from '../seed/demo-world';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const as = async (username: string) => bearer(await loginAs(t.app, username));
const takeBreak = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/core/user/exclusion', headers: { ...EN, ...headers }, payload: payload as object });
const signIn = (username: string, password = DEMO_PASSWORD) => t.app.inject({ method: 'POST', url: '/api/v1/core/auth/login', headers: EN, payload: { username, password } });
const limitsOf = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/core/user/limits', headers });
const list = (headers: Record<string, string>, query = '') => t.app.inject({ method: 'GET', url: `/api/v1/core/admin/exclusion/list${query}`, headers: { ...EN, ...headers } });
const end = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/core/admin/exclusion/end', headers: { ...EN, ...headers }, payload: payload as object });
const lastAttempt = async (username: string) =>
  (await t.db.selectFrom('login_attempts').select('outcome').where('username_key', '=', username).orderBy('id', 'desc').executeTakeFirstOrThrow()).outcome;

describe('a member’s break from play', () => {
  it('ends every sign-in at once and refuses the next, telling only the right password until when', async () => {
    const [phone, laptop] = [await as('member1'), await as('member1')];
    const game = await openGameSession(t, 'member1');
    const res = await takeBreak(phone, { period: '7d' });
    expect(res.statusCode).toBe(200);
    const row = await t.db.selectFrom('member_exclusions').select(['started_at', 'until']).where('user_id', '=', await userId(t, 'member1')).executeTakeFirstOrThrow();
    expect(res.json().data.until).toBe(row.until!.toISOString());
    expect(row.until!.getTime() - row.started_at.getTime()).toBe(7 * 86_400_000);
    expect(res.headers['set-cookie']).toEqual(expect.arrayContaining([expect.stringMatching(/^token=;/)]));

    expect((await limitsOf(phone)).statusCode).toBe(401);
    expect((await limitsOf(laptop)).statusCode).toBe(401);
    // Its game window's bets end with its sign-ins.
    const bet = await callWallet(t, 'bet', { session: game, txn_id: 'ex-bet', round_id: 'ex-r', amount: 1_000 });
    expect([bet.statusCode, bet.json().code]).toEqual([403, 'SESSION_EXPIRED']);

    const refused = await signIn('member1');
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'ACCOUNT_EXCLUDED']);
    expect(refused.json().message).toMatch(/^You are taking a break from play until \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Korea time\)\. You can sign in again after that\.$/);
    expect(await lastAttempt('member1')).toBe('excluded');
    const wrong = await signIn('member1', 'not-the-password');
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'INVALID_CREDENTIALS']);

    const trail = await t.db.selectFrom('audit_log').select(['action', 'after']).where('target_id', '=', await userId(t, 'member1')).where('action', '=', 'exclusion.start').execute();
    // Two sign-ins here, and the one the game window was opened from.
    expect(trail).toEqual([{ action: 'exclusion.start', after: expect.objectContaining({ period: '7d', sessions_ended: 3 }) }]);
  });

  it('can be for good, said so at sign-in; a partner’s payment is refused, and an open withdrawal is still paid', async () => {
    const member = await as('member4');
    const memberId = await userId(t, 'member4');
    const withdrawal = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/statement/member/create',
      headers: { ...EN, ...member },
      payload: { type: 'withdraw', amount: 100_000, withdraw_password: '1234' },
    });
    expect(withdrawal.statusCode).toBe(200);
    const deposit = await t.app.inject({ method: 'POST', url: '/api/v1/wallet/statement/member/create', headers: { ...EN, ...member }, payload: { type: 'deposit', amount: 50_000 } });
    expect(deposit.statusCode).toBe(200);
    const res = await takeBreak(member, { period: 'permanent' });
    expect(res.json().data).toEqual({ until: null });
    const refused = await signIn('member4');
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'You have excluded yourself from play for good, so this account cannot sign in.']);

    const [agency, master] = [await as('agency2'), await as('master1')];
    const [rows, balances] = [await snapshot(t.db), await allBalances(t)];
    const pay = await t.app.inject({ method: 'POST', url: '/api/v1/wallet/agency/trade', headers: { ...EN, ...agency }, payload: { user_id: memberId, direction: 'pay', amount: 10_000 } });
    expect([pay.statusCode, pay.json().code]).toEqual([403, 'ACCOUNT_EXCLUDED']);
    // A deposit asked for before the break is not paid in during it; it can still be rejected.
    const decide = (action: 'approve' | 'reject', id: number) => t.app.inject({ method: 'POST', url: `/api/v1/wallet/statement/admin/${action}/${id}`, headers: { ...EN, ...master } });
    const approveDeposit = await decide('approve', deposit.json().data.statement.id);
    expect([approveDeposit.statusCode, approveDeposit.json().code]).toEqual([403, 'ACCOUNT_EXCLUDED']);
    expect([await snapshot(t.db), await allBalances(t)]).toEqual([rows, balances]);
    expect((await decide('reject', deposit.json().data.statement.id)).statusCode).toBe(200);
    const recover = await t.app.inject({ method: 'POST', url: '/api/v1/wallet/agency/trade', headers: { ...EN, ...agency }, payload: { user_id: memberId, direction: 'recover', amount: 10_000 } });
    expect(recover.statusCode).toBe(200);

    const approved = await decide('approve', withdrawal.json().data.statement.id);
    expect(approved.json().data.statement).toMatchObject({ status: 'approve' });
  });

  it('bars a new ID with the phone or the bank account of a member on a break, however written, signed up or added by a partner', async () => {
    expect((await takeBreak(await as('member7'), { period: '30d' })).statusCode).toBe(200);
    // member7's: 010-1234-5608 and 110-234-567808 (the demo world's).
    const signUp = (over: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/v1/core/register', headers: EN, payload: registration(over) });
    for (const over of [{ phone: '01012345608' }, { account_number: '110234567808' }]) {
      const res = await signUp({ username: `barred${Object.keys(over)[0]!.length}`, ...over });
      expect([res.statusCode, res.json().code, res.json().message]).toEqual([403, 'ACCOUNT_EXCLUDED', 'This phone number or bank account cannot be used to sign up now. Please contact customer service.']);
    }
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/core/user/create-child',
      headers: { ...EN, ...(await as('agency2')) },
      payload: { partner_username: 'agency2', username: 'barredkid', nickname: '막힌회원', password: 'abcd1234', phone: '010-1234-5608', bank_name: '농협은행', account_number: '110-999-000111', account_holder: '김막힘', withdraw_password: '5678' },
    });
    expect([added.statusCode, added.json().code]).toEqual([403, 'ACCOUNT_EXCLUDED']);
    expect((await signUp({ username: 'freshone' })).statusCode).toBe(200);
  });

  it('starts one break for parallel requests of one sign-in: the rest find it ended (401)', async () => {
    const member = await as('member3');
    const answers = await Promise.all(Array.from({ length: 8 }, () => takeBreak(member, { period: '24h' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
    expect(await t.db.selectFrom('member_exclusions').select('id').where('user_id', '=', await userId(t, 'member3')).execute()).toHaveLength(1);
  });

  it('refuses bad input with 400 and a partner with 403, changing nothing', async () => {
    const [member, agency] = [await as('member2'), await as('agency1')];
    const before = await snapshot(t.db);
    for (const payload of [{ period: 'forever' }, { period: '' }, {}, { period: '24h', until: '2030-01-01' }, { period: 24 }, []]) {
      const res = await takeBreak(member, payload);
      expect([JSON.stringify(payload), res.statusCode]).toEqual([JSON.stringify(payload), 400]);
    }
    expect((await takeBreak(agency, { period: '24h' })).statusCode).toBe(403);
    expect(await snapshot(t.db)).toEqual(before);
    expect((await limitsOf(member)).statusCode).toBe(200);
  });
});

describe('an operator ending a break early', () => {
  it('lists the breaks in force, ends one with the reason on the member’s trail, once, and the member signs in again', async () => {
    const member = await as('member5');
    expect((await takeBreak(member, { period: '24h' })).statusCode).toBe(200);
    const master = await as('master1');
    const listed = await list(master, '?search=MEMBER5');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual({ items: [expect.objectContaining({ username: 'member5', partner: 'agency2', period: '24h', until: expect.any(String) })], total: 1 });
    const { id } = listed.json().data.items[0];

    for (const reason of ['', '   ']) expect((await end(master, { id, reason })).statusCode).toBe(400);
    expect((await end(await as('agency2'), { id, reason: 'asked by phone' })).statusCode).toBe(403);
    // A master without the site right runs no part of the console.
    await t.db.updateTable('users').set({ rights: [] }).where('username', '=', 'master2').execute();
    const plainMaster = await as('master2');
    expect([(await list(plainMaster)).statusCode, (await end(plainMaster, { id, reason: 'asked by phone' })).statusCode]).toEqual([403, 403]);
    expect((await signIn('member5')).statusCode).toBe(403);

    expect((await end(master, { id, reason: '  Verified request by phone  ' })).statusCode).toBe(200);
    expect((await signIn('member5')).statusCode).toBe(200);
    const again = await end(master, { id, reason: 'again' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'CONFLICT']);
    expect((await end(master, { id: 999_999, reason: 'nobody' })).statusCode).toBe(404);
    expect((await list(master, '?search=member5')).json().data.total).toBe(0);

    const trail = await t.db.selectFrom('audit_log').select(['actor_id', 'after']).where('target_id', '=', await userId(t, 'member5')).where('action', '=', 'exclusion.end').execute();
    expect(trail).toEqual([{ actor_id: await userId(t, 'master1'), after: { id, ended: true, reason: 'Verified request by phone' } }]);
  });

  it('has nothing to end once a break has run out, and the member signs in', async () => {
    const member = await as('member6');
    expect((await takeBreak(member, { period: '24h' })).statusCode).toBe(200);
    await sql`UPDATE member_exclusions SET started_at = now() - interval '2 days', until = now() - interval '1 second' WHERE user_id = ${await userId(t, 'member6')}`.execute(t.db);
    expect((await signIn('member6')).statusCode).toBe(200);
    const row = await t.db.selectFrom('member_exclusions').select('id').where('user_id', '=', await userId(t, 'member6')).executeTakeFirstOrThrow();
    expect((await end(await as('master1'), { id: row.id, reason: 'late' })).statusCode).toBe(409);
  });
});
