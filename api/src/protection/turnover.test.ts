import { callWallet, openGameSession, userId } from '../../test/provider-wallet';
import { registration } from '../../test/registration';
import { snapshot } from '../../test/row-counts';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from '../seed/demo-world';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const REQUIREMENT = '/api/v1/core/user/turnover-requirement';
const as = async (username: string, password = DEMO_PASSWORD) => bearer(await loginAs(t.app, username, password, '10.98.0.1'));
const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers: { ...EN, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
const ok = async (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) => {
  const res = await call(method, url, headers, payload);
  expect([url, res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([url, 200, '']);
  return res.json().data;
};
const setRequirement = (master: Record<string, string>, percent: number | null) => ok('PUT', REQUIREMENT, master, { percent });

/** A new member of agency2 (master1's line) with nothing behind it; answers its headers. */
async function newMember(username: string, n: number) {
  const payload = registration({ username, nickname: `롤링${n}`, phone: `010-6161-000${n}`, account_number: `110-616-00000${n}` });
  expect((await t.app.inject({ method: 'POST', url: '/api/v1/core/register', payload, headers: EN, remoteAddress: `10.82.0.${n}` })).statusCode).toBe(200);
  return as(username, 'secret12');
}

/** A deposit request of the member's, approved by agency2. */
async function deposit(member: Record<string, string>, agency: Record<string, string>, amount: number) {
  const { statement } = await ok('POST', '/api/v1/wallet/statement/member/create', member, { type: 'deposit', amount });
  await ok('POST', `/api/v1/wallet/agency/statement/approve/${statement.id}`, agency);
}

let round = 0;
/** Stakes `amount` in a round of its own (cash moved to game credit first); a prize of `won` goes back to cash. */
async function stake(username: string, member: Record<string, string>, amount: number, won = 0) {
  await ok('POST', '/api/v1/wallet/convert/credit', member, { amount });
  const session = await openGameSession(t, username);
  round += 1;
  const [txn, roundId] = [`to-bet-${round}`, `to-round-${round}`];
  expect((await callWallet(t, 'bet', { session, txn_id: txn, round_id: roundId, amount })).statusCode).toBe(200);
  if (won > 0) {
    expect((await callWallet(t, 'win', { session, txn_id: `${txn}-win`, round_id: roundId, amount: won })).statusCode).toBe(200);
    await ok('POST', '/api/v1/wallet/convert/cash', member, { amount: won });
  }
  return { session, txn, round: roundId };
}

const withdraw = async (member: Record<string, string>, amount: number) =>
  (await ok('POST', '/api/v1/wallet/statement/member/create', member, { type: 'withdraw', amount, withdraw_password: '5678' })).statement.id as number;

/** The withdrawal requests agency2 sees of its own members, by id. */
async function requestsSeen(agency: Record<string, string>) {
  const page = await ok('GET', '/api/v1/wallet/agency/statement/user-list?type=withdraw&pageSize=100', agency);
  return new Map<number, { turnover: unknown }>(page.items.map((s: { id: number; turnover: unknown }) => [s.id, s]));
}
const lowTurnoverOf = async (partner: Record<string, string>, username: string) =>
  (await ok('GET', '/api/v1/core/user/risk-flags?kind=low_turnover&pageSize=100', partner)).items.find((f: { user: { username: string } }) => f.user.username === username)?.flag;

describe('the rolling requirement', () => {
  it('is set by the line’s master, audited, read by its partners; others may not set it; bad input changes nothing', async () => {
    const [master, agency, member] = [await as('master2'), await as('agency3'), await as('member7')];
    expect(await ok('GET', REQUIREMENT, agency)).toEqual({ percent: null, editable: false });
    expect(await setRequirement(master, 150)).toEqual({ percent: 150, editable: true });
    expect(await ok('GET', REQUIREMENT, agency)).toEqual({ percent: 150, editable: false });
    // master1's line is another: it has none.
    expect(await ok('GET', REQUIREMENT, await as('agency1'))).toEqual({ percent: null, editable: false });
    const trail = await t.db.selectFrom('audit_log').select(['action', 'before', 'after', 'target_id']).where('action', '=', 'turnover.set').execute();
    expect(trail).toEqual([{ action: 'turnover.set', target_id: await userId(t, 'master2'), before: { percent: null }, after: { percent: 150 } }]);

    const before = await snapshot(t.db);
    expect((await call('PUT', REQUIREMENT, agency, { percent: 10 })).statusCode).toBe(403);
    expect((await call('PUT', REQUIREMENT, member, { percent: 10 })).statusCode).toBe(403);
    expect((await call('GET', REQUIREMENT, member)).statusCode).toBe(403);
    for (const body of [{ percent: 0 }, { percent: 1001 }, { percent: 1.5 }, { percent: '100' }, { percent: -5 }, {}, { percent: 10, extra: 1 }, [], null]) {
      expect([body, (await call('PUT', REQUIREMENT, master, body)).statusCode]).toEqual([body, 400]);
    }
    expect(await snapshot(t.db)).toEqual(before);
    expect(await setRequirement(master, null)).toEqual({ percent: null, editable: true });
  });

  it('a withdrawal shows the stakes since the last deposit against it; under it, the risk page flags the request', async () => {
    const [master, agency] = [await as('master1'), await as('agency2')];
    await setRequirement(master, 100);
    const member = await newMember('roll01', 1);
    await deposit(member, agency, 50_000);
    await stake('roll01', member, 10_000);
    // A bet rolled back was never staked.
    const voided = await stake('roll01', member, 4_000);
    expect((await callWallet(t, 'rollback', { session: voided.session, txn_id: `${voided.txn}-rb`, round_id: voided.round, ref_txn_id: voided.txn })).statusCode).toBe(200);
    await ok('POST', '/api/v1/wallet/convert/cash', member, { amount: 4_000 });
    const first = await withdraw(member, 20_000);

    const seen = (await requestsSeen(agency)).get(first)!;
    expect(seen.turnover).toEqual({ deposit: 50_000, deposited_at: expect.any(String), staked: 10_000, required: 50_000 });
    expect(await lowTurnoverOf(agency, 'roll01')).toEqual({ kind: 'low_turnover', amount: 20_000, deposit: 50_000, staked: 10_000, required: 50_000 });
    expect(await lowTurnoverOf(master, 'roll01')).toEqual({ kind: 'low_turnover', amount: 20_000, deposit: 50_000, staked: 10_000, required: 50_000 });
    // Another line's partner sees neither.
    expect(await lowTurnoverOf(await as('agency3'), 'roll01')).toBeUndefined();

    // Stakes after the request do not count for it; a later request counts them.
    await stake('roll01', member, 5_000);
    const second = await withdraw(member, 10_000);
    const both = await requestsSeen(agency);
    expect(both.get(first)!.turnover).toMatchObject({ staked: 10_000 });
    expect(both.get(second)!.turnover).toMatchObject({ deposit: 50_000, staked: 15_000, required: 50_000 });
    expect((await lowTurnoverOf(agency, 'roll01'))?.amount).toBe(10_000);

    // A partner's payment is a deposit too: the next request counts from it.
    await ok('POST', '/api/v1/wallet/agency/trade', agency, { user_id: await userId(t, 'roll01'), direction: 'pay', amount: 12_000 });
    await stake('roll01', member, 12_000, 12_000);
    const third = await withdraw(member, 10_000);
    expect((await requestsSeen(agency)).get(third)!.turnover).toMatchObject({ deposit: 12_000, staked: 12_000, required: 12_000 });
    // The flag names the latest request below the requirement, not the one that met it.
    expect((await lowTurnoverOf(agency, 'roll01'))?.amount).toBe(10_000);
    expect(await lowTurnoverOf(agency, 'roll01')).toMatchObject({ staked: 15_000 });
    expect((await ok('GET', `/api/v1/core/user/line-list?search=roll01`, agency)).items[0].risk).toEqual(['low_turnover']);

    // Without a requirement the turnover is still shown, with nothing required, and nothing is flagged.
    await setRequirement(master, null);
    expect((await requestsSeen(agency)).get(first)!.turnover).toMatchObject({ staked: 10_000, required: null });
    expect(await lowTurnoverOf(agency, 'roll01')).toBeUndefined();
  });

  it('counts from the last deposit moved (not one still waiting), rounds the requirement up, and stops flagging a rejected request', async () => {
    const [master, agency] = [await as('master1'), await as('agency2')];
    await setRequirement(master, 150);
    const member = await newMember('roll02', 2);
    await ok('POST', '/api/v1/wallet/agency/trade', agency, { user_id: await userId(t, 'roll02'), direction: 'pay', amount: 10_001 });
    const paidAt = (await t.db.selectFrom('partner_trades').select('created_at').where('child_id', '=', await userId(t, 'roll02')).executeTakeFirstOrThrow()).created_at;
    const { statement } = await ok('POST', '/api/v1/wallet/statement/member/create', member, { type: 'deposit', amount: 20_000 });
    const request = await withdraw(member, 10_000);
    // 150 % of 10,001 is 15,001.5: a won short of it is still short.
    expect((await requestsSeen(agency)).get(request)!.turnover).toEqual({ deposit: 10_001, deposited_at: paidAt.toISOString(), staked: 0, required: 15_002 });
    const deposits = await ok('GET', '/api/v1/wallet/agency/statement/user-list?type=deposit&pageSize=100', agency);
    expect(deposits.items.find((s: { id: number }) => s.id === statement.id).turnover).toBeNull();
    // One request, as a decision answers it, carries its turnover too.
    const decided = await ok('POST', `/api/v1/wallet/agency/statement/wait/${request}`, agency);
    expect(decided.statement.turnover).toMatchObject({ deposit: 10_001, staked: 0, required: 15_002 });
    expect(await lowTurnoverOf(agency, 'roll02')).toMatchObject({ amount: 10_000, required: 15_002 });
    // Rejected, it is decided: no longer a flag.
    await ok('POST', `/api/v1/wallet/agency/statement/reject/${request}`, agency);
    expect(await lowTurnoverOf(agency, 'roll02')).toBeUndefined();
    await setRequirement(master, null);
  });
});
