import type { LineMemberLimit } from '@casino/contract';
import { userId } from '../../test/provider-wallet';
import { snapshot } from '../../test/row-counts';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PROTECTION = '/api/v1/core/user/protection';
const as = async (username: string) => bearer(await loginAs(t.app, username));
const view = async (headers: Record<string, string>, username: string) => t.app.inject({ method: 'GET', url: `${PROTECTION}?user_id=${await userId(t, username)}`, headers: { ...EN, ...headers } });
const kindOf = async (headers: Record<string, string>, username: string, kind: string) => {
  const res = await view(headers, username);
  expect(res.statusCode).toBe(200);
  return (res.json().data.items as LineMemberLimit[]).find((l) => l.kind === kind)!;
};
const set = async (headers: Record<string, string>, username: string, kind: string, amount: unknown) =>
  t.app.inject({ method: 'PUT', url: PROTECTION, headers: { ...EN, ...headers }, payload: { user_id: await userId(t, username), kind, amount } });
const own = (headers: Record<string, string>, kind: string, amount: number | null) => t.app.inject({ method: 'PUT', url: '/api/v1/core/user/limits', headers: { ...EN, ...headers }, payload: { kind, amount } });
const memberLimit = async (headers: Record<string, string>, kind: string) =>
  ((await t.app.inject({ method: 'GET', url: '/api/v1/core/user/limits', headers })).json().data.items as { kind: string }[]).find((l) => l.kind === kind)!;
const trailOf = async (username: string) =>
  t.db.selectFrom('audit_log').select(['actor_id', 'before', 'after']).where('target_id', '=', await userId(t, username)).where('action', '=', 'limit.set').orderBy('id').execute();

describe("a member's protection as its partners see it", () => {
  it('shows every kind with the member’s own, its waiting raise, the period’s use and the break, to each partner above it', async () => {
    const member = await as('member3');
    expect((await own(member, 'loss_day', 50_000)).statusCode).toBe(200);
    expect((await own(member, 'loss_day', 90_000)).statusCode).toBe(200);
    const res = await view(await as('agency1'), 'member3');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.member).toEqual({ id: await userId(t, 'member3'), username: 'member3', nickname: '골드러시' });
    expect(data.items.map((l: { kind: string }) => l.kind)).toEqual(['deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week', 'loss_month', 'wager_day', 'session_minutes', 'reality_check_minutes']);
    expect(data.items.find((l: { kind: string }) => l.kind === 'loss_day')).toEqual({
      kind: 'loss_day',
      own: 50_000,
      pending: { amount: 90_000, from: expect.any(String) },
      mine: null,
      others: null,
      cap: 50_000,
      in_force: 50_000,
      used: expect.any(Number),
      resets_at: expect.any(String),
    });
    expect(data.items.find((l: { kind: string }) => l.kind === 'reality_check_minutes')).toMatchObject({ own: null, cap: 60, in_force: 60, used: null, resets_at: null });
    expect(data.exclusion).toBeNull();
    // The master above sees the same member.
    expect((await view(await as('master1'), 'member3')).statusCode).toBe(200);
  });

  it('a partner’s limit holds at once for the member, audited; it may be changed and removed, and the member’s own is never touched', async () => {
    const agency = await as('agency1');
    const member = await as('member2');
    const before = await snapshot(t.db);
    const res = await set(agency, 'member2', 'deposit_day', 100_000);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.find((l: { kind: string }) => l.kind === 'deposit_day')).toMatchObject({ own: null, mine: 100_000, others: null, cap: null, in_force: 100_000 });
    expect(await memberLimit(member, 'deposit_day')).toMatchObject({ own: null, line: 100_000, in_force: 100_000 });
    // The member's deposit request over it is refused.
    const deposit = await t.app.inject({ method: 'POST', url: '/api/v1/wallet/statement/member/create', headers: { ...EN, ...member }, payload: { type: 'deposit', amount: 150_000 } });
    expect([deposit.statusCode, deposit.json().code]).toEqual([403, 'LIMIT_REACHED']);

    expect((await set(agency, 'member2', 'deposit_day', 200_000)).statusCode).toBe(200);
    expect(await memberLimit(member, 'deposit_day')).toMatchObject({ line: 200_000, in_force: 200_000 });
    expect((await set(agency, 'member2', 'deposit_day', null)).statusCode).toBe(200);
    expect(await memberLimit(member, 'deposit_day')).toMatchObject({ own: null, line: null, in_force: null });
    // The same again changes nothing and records nothing.
    expect((await set(agency, 'member2', 'deposit_day', null)).statusCode).toBe(200);

    const agencyId = await userId(t, 'agency1');
    expect(await trailOf('member2')).toEqual([
      { actor_id: agencyId, before: { kind: 'deposit_day', amount: null }, after: { kind: 'deposit_day', amount: 100_000 } },
      { actor_id: agencyId, before: { kind: 'deposit_day', amount: 100_000 }, after: { kind: 'deposit_day', amount: 200_000 } },
      { actor_id: agencyId, before: { kind: 'deposit_day', amount: 200_000 }, after: { kind: 'deposit_day', amount: null } },
    ]);
    const after = await snapshot(t.db);
    expect({ ...after, audit_log: before.audit_log }).toEqual(before);
  });

  it('never above the member’s own limit, nor above one a partner higher in the line set: 409 with the bound, nothing changed', async () => {
    const member = await as('member1');
    const [agency, master] = [await as('agency1'), await as('master1')];
    expect((await own(member, 'loss_week', 300_000)).statusCode).toBe(200);

    const before = await snapshot(t.db);
    const above = await set(agency, 'member1', 'loss_week', 300_001);
    expect([above.statusCode, above.json().message]).toEqual([409, "This limit can be at most 300,000 won for this member: the member's own limit, or one a partner above you set, is lower"]);
    // A reality check the member has not set comes every 60 minutes: a partner's may only be more often.
    const rarer = await set(agency, 'member1', 'reality_check_minutes', 90);
    expect([rarer.statusCode, rarer.json().message]).toEqual([409, "This limit can be at most 60 minutes for this member: the member's own, or one a partner above you set, is shorter"]);
    expect(await snapshot(t.db)).toEqual(before);

    // The master's limit bounds the agency's, not the other way round.
    expect((await set(master, 'member1', 'loss_week', 200_000)).statusCode).toBe(200);
    expect((await set(agency, 'member1', 'loss_week', 250_000)).statusCode).toBe(409);
    expect((await set(agency, 'member1', 'loss_week', 150_000)).statusCode).toBe(200);
    expect(await kindOf(agency, 'member1', 'loss_week')).toMatchObject({ own: 300_000, mine: 150_000, others: 200_000, cap: 200_000, in_force: 150_000 });
    expect(await kindOf(master, 'member1', 'loss_week')).toMatchObject({ mine: 200_000, others: 150_000, cap: 300_000, in_force: 150_000 });
    expect((await set(master, 'member1', 'loss_week', 250_000)).statusCode).toBe(200);
    expect((await set(agency, 'member1', 'reality_check_minutes', 30)).statusCode).toBe(200);
    expect(await memberLimit(member, 'reality_check_minutes')).toMatchObject({ own: null, line: 30, in_force: 30 });
  });

  it('changes at the same moment are taken in turn: the trail is one chain, and the last one written holds', async () => {
    const [agency, master] = [await as('agency1'), await as('master1')];
    const amounts = [60_000, 50_000, 40_000, 30_000, 20_000, 10_000];
    const answers = await Promise.all([...amounts.map((amount) => set(agency, 'member3', 'wager_day', amount)), set(master, 'member3', 'wager_day', 45_000)]);
    const agencyId = await userId(t, 'agency1');
    const trail = (await trailOf('member3')).filter((r) => (r.after as { kind: string }).kind === 'wager_day' && r.actor_id === agencyId);
    // Each change read what the one before it wrote (none read "no limit" twice).
    const befores = trail.map((r) => (r.before as { amount: number | null }).amount);
    const afters = trail.map((r) => (r.after as { amount: number | null }).amount);
    expect(befores).toEqual([null, ...afters.slice(0, -1)]);
    // Those the master's 45,000 came before were refused above it; the rest were written.
    expect(answers.slice(0, -1).filter((a) => a.statusCode === 200).length).toBe(trail.length);
    expect(answers.slice(0, -1).every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect((await kindOf(agency, 'member3', 'wager_day')).mine).toBe(afters.at(-1));
    expect((await kindOf(agency, 'member3', 'wager_day')).others).toBe(45_000);
  });

  it('shows a member’s break from play', async () => {
    const member = await as('member2');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/core/user/exclusion', headers: { ...EN, ...member }, payload: { period: '30d' } })).statusCode).toBe(200);
    const { exclusion } = (await view(await as('agency1'), 'member2')).json().data;
    expect(exclusion).toEqual({ period: '30d', started_at: expect.any(String), until: expect.any(String) });
    expect(new Date(exclusion.until).getTime() - new Date(exclusion.started_at).getTime()).toBe(30 * 24 * 3600_000);
  });

  it('bad input is a 400, another line’s member or a partner a 404, a member’s own call a 403; nothing changes', async () => {
    const [agency, member] = [await as('agency1'), await as('member1')];
    const before = await snapshot(t.db);
    const member1 = await userId(t, 'member1');
    for (const payload of [
      { user_id: member1, kind: 'loss_day', amount: -1 },
      { user_id: member1, kind: 'loss_day', amount: 1.5 },
      { user_id: member1, kind: 'loss_day', amount: '1000' },
      { user_id: member1, kind: 'loss_day', amount: 100_000_000_001 },
      { user_id: member1, kind: 'loss_year', amount: 1_000 },
      { user_id: member1, kind: 'session_minutes', amount: 5 },
      { user_id: member1, kind: 'reality_check_minutes', amount: 121 },
      { user_id: member1, kind: 'loss_day' },
      { user_id: member1, kind: 'loss_day', amount: 1_000, extra: true },
      { user_id: 'member1', kind: 'loss_day', amount: 1_000 },
      [],
    ]) {
      const res = await t.app.inject({ method: 'PUT', url: PROTECTION, headers: { ...EN, ...agency }, payload: payload as object });
      expect([JSON.stringify(payload), res.statusCode]).toEqual([JSON.stringify(payload), 400]);
    }
    for (const username of ['member4', 'member7', 'agency1', 'master1']) {
      expect([username, (await set(agency, username, 'loss_day', 1_000)).statusCode, (await view(agency, username)).statusCode]).toEqual([username, 404, 404]);
    }
    expect((await t.app.inject({ method: 'GET', url: `${PROTECTION}?user_id=abc`, headers: agency })).statusCode).toBe(400);
    expect([(await view(member, 'member1')).statusCode, (await set(member, 'member1', 'loss_day', 1_000)).statusCode]).toEqual([403, 403]);
    expect(await snapshot(t.db)).toEqual(before);
  });
});
