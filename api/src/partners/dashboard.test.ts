import { seoulToday } from '@casino/contract';
import { callWallet, openGameSession } from '../../test/provider-wallet';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { HOLDINGS_TTL_MS, lineHoldings } from './line-holdings';

/*
 * The partner home's figures are what the line did: a round played by agency1's member moves
 * agency1's summaries by exactly that round, one played in agency2's line moves nothing of it.
 */

let t: TestApp;
let agency1: Record<string, string>;
let seq = 0;
beforeAll(async () => {
  t = await startTestApp();
  agency1 = { ...EN, ...bearer(await loginAs(t.app, 'agency1')) };
});
afterAll(() => t.close());

const get = async (url: string, headers = agency1) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
type Figures = Record<'bet' | 'prize' | 'refund' | 'rolling' | 'profit' | 'win_lose', number>;
const slot = (data: { types: (Figures & { game_type: string })[] }): Figures => data.types.find((x) => x.game_type === 'slot')!;
const txn = (name: string) => `dash-${name}-${++seq}`;

describe('summary_betting and summary_point', () => {
  it('move by exactly a round of the line, and not by a round of another line', async () => {
    const [betting0, points0, list0] = [
      await get('/api/v1/game/partner/dashboard/summary_betting'),
      await get('/api/v1/game/partner/dashboard/summary_point'),
      await get('/api/v1/game/partner/rollingpoint?pageSize=100'),
    ];
    const mine = await openGameSession(t, 'member1', 'slot');
    expect((await callWallet(t, 'bet', { session: mine, txn_id: txn('bet'), round_id: txn('r'), amount: 10_000 })).statusCode).toBe(200);
    const round = `dash-r-${seq}`;
    expect((await callWallet(t, 'win', { session: mine, txn_id: txn('win'), round_id: round, amount: 3_000 })).statusCode).toBe(200);
    const theirs = await openGameSession(t, 'member4', 'slot');
    expect((await callWallet(t, 'bet', { session: theirs, txn_id: txn('bet'), round_id: txn('r'), amount: 50_000 })).statusCode).toBe(200);

    const betting = await get('/api/v1/game/partner/dashboard/summary_betting');
    const diff = (key: keyof Figures) => slot(betting)[key] - slot(betting0)[key];
    // Slot rates member1 1.00 %, agency1 2.50 % (master1's 0.50 % is above agency1's line).
    expect({ bet: diff('bet'), prize: diff('prize'), refund: diff('refund'), rolling: diff('rolling'), profit: diff('profit'), win_lose: diff('win_lose') }).toEqual({
      bet: 10_000,
      prize: 3_000,
      refund: 0,
      rolling: 250,
      profit: 7_000,
      win_lose: 6_750,
    });
    expect(betting.sum.bet - betting0.sum.bet).toBe(10_000);
    expect(betting.days.at(-1)).toEqual(expect.objectContaining({ day: seoulToday() }));
    expect(betting.days.at(-1).bet - betting0.days.at(-1).bet).toBe(10_000);

    const points = await get('/api/v1/game/partner/dashboard/summary_point');
    expect({ own: points.own - points0.own, partners: points.partners - points0.partners, members: points.members - points0.members }).toEqual({ own: 150, partners: 0, members: 100 });

    const list = await get('/api/v1/game/partner/rollingpoint?pageSize=100');
    expect(list.total - list0.total).toBe(2);
    expect(list.items.slice(0, 2).map((e: { earner: { username: string }; amount: number; bet: number; player: { username: string } }) => [e.earner.username, e.amount, e.bet, e.player.username]).sort()).toEqual([
      ['agency1', 150, 10_000, 'member1'],
      ['member1', 100, 10_000, 'member1'],
    ]);
    expect(JSON.stringify(list)).not.toContain('"member4"');
  });

  it('takes a rolled-back bet off: refund counted, its rolling reversed', async () => {
    const before = slot(await get('/api/v1/game/partner/dashboard/summary_betting'));
    const session = await openGameSession(t, 'member1', 'slot');
    const bet = txn('bet');
    expect((await callWallet(t, 'bet', { session, txn_id: bet, round_id: txn('r'), amount: 20_000 })).statusCode).toBe(200);
    expect((await callWallet(t, 'rollback', { session, txn_id: txn('rb'), ref_txn_id: bet, round_id: `dash-r-${seq - 1}` })).statusCode).toBe(200);
    const after = slot(await get('/api/v1/game/partner/dashboard/summary_betting'));
    expect({ bet: after.bet - before.bet, refund: after.refund - before.refund, profit: after.profit - before.profit, rolling: after.rolling - before.rolling }).toEqual({
      bet: 20_000,
      refund: 20_000,
      profit: 0,
      rolling: 0,
    });
  });
});

describe('dashboard (money of the line)', () => {
  it('counts an approved deposit of the line and its open requests', async () => {
    const before = await get('/api/v1/wallet/agency/dashboard');
    const member = { ...EN, ...bearer(await loginAs(t.app, 'member2')) };
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/wallet/statement/member/create', headers: member, payload: { type: 'deposit', amount: 70_000 } });
    expect(created.statusCode).toBe(200);
    expect((await get('/api/v1/wallet/agency/dashboard')).pending.deposit).toBe(before.pending.deposit + 1);
    const approved = await t.app.inject({ method: 'POST', url: `/api/v1/wallet/agency/statement/approve/${created.json().data.statement.id}`, headers: agency1 });
    expect(approved.statusCode).toBe(200);
    const after = await get('/api/v1/wallet/agency/dashboard');
    expect({ deposit: after.deposit - before.deposit, net: after.net - before.net, pending: after.pending.deposit - before.pending.deposit, own: after.balance.own - before.balance.own }).toEqual({
      deposit: 70_000,
      net: 70_000,
      pending: 0,
      own: -70_000,
    });
    // The money moved inside the line: the line holds what it held.
    expect(after.balance.line).toBe(before.balance.line);
    expect(after).toEqual(expect.objectContaining({ from: seoulToday(), to: seoulToday() }));
  });

  it('refuses a reversed, too long or impossible range with a message', async () => {
    for (const [query, message] of [
      ['from=2026-03-10&to=2026-03-01', 'The start day must not be after the end day'],
      ['from=2026-01-01&to=2026-06-30', 'Choose at most 92 days'],
      ['from=2026-02-31', 'Start date is invalid'],
      ['from=yesterday', null],
    ] as const) {
      for (const path of ['/api/v1/wallet/agency/dashboard', '/api/v1/game/partner/dashboard/summary_betting', '/api/v1/game/partner/rollingpoint']) {
        const res = await t.app.inject({ method: 'GET', url: `${path}?${query}`, headers: agency1 });
        expect(res.statusCode).toBe(400);
        if (message) expect(res.json().message).toBe(message);
      }
    }
  });
});

describe('withdrawals on hold', () => {
  const PARTNERS = ['master1', 'agency1', 'agency2', 'master2', 'agency3', 'agency4'] as const;
  type Partner = (typeof PARTNERS)[number];
  const headers = new Map<string, Record<string, string>>();
  const as = async (username: string) => {
    if (!headers.has(username)) headers.set(username, { ...EN, ...bearer(await loginAs(t.app, username)) });
    return headers.get(username)!;
  };
  /** Every partner's hold and line total, from both calls that show them (they must agree). */
  const snapshot = async () => {
    const out = {} as Record<Partner, { hold: number; line: number }>;
    for (const name of PARTNERS) {
      const [dashboard, totals] = [await get('/api/v1/wallet/agency/dashboard', await as(name)), await get('/api/v1/wallet/agency/balance/total', await as(name))];
      expect(totals.downline.member_withdraw_hold).toBe(dashboard.balance.withdraw_hold);
      out[name] = { hold: dashboard.balance.withdraw_hold, line: dashboard.balance.line };
    }
    return out;
  };
  /** What changed since `before`, per partner; partners where nothing changed are left out. */
  const moved = async (before: Awaited<ReturnType<typeof snapshot>>) => {
    const after = await snapshot();
    const diff: Record<string, { hold: number; line: number }> = {};
    for (const name of PARTNERS) {
      const d = { hold: after[name].hold - before[name].hold, line: after[name].line - before[name].line };
      if (d.hold !== 0 || d.line !== 0) diff[name] = d;
    }
    return { after, diff };
  };
  const request = async (member: string, amount: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/statement/member/create',
      headers: await as(member),
      payload: { type: 'withdraw', amount, withdraw_password: '1234' },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.statement.id as number;
  };
  const decide = async (partner: string, action: 'approve' | 'reject', id: number) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/wallet/agency/statement/${action}/${id}`, headers: await as(partner) });
    expect(res.statusCode).toBe(200);
  };

  it('shows a held withdrawal to every partner above the member and nobody else; the line total moves only when money leaves the line', async () => {
    const start = await snapshot();
    // member1 (agency1 < master1) asks for 22,000: its cash goes to the hold, still in the line.
    const first = await request('member1', 22_000);
    let step = await moved(start);
    expect(step.diff).toEqual({ master1: { hold: 22_000, line: 0 }, agency1: { hold: 22_000, line: 0 } });

    // agency1 approves: the hold is paid to agency1's own balance, inside both lines.
    await decide('agency1', 'approve', first);
    step = await moved(step.after);
    expect(step.diff).toEqual({ master1: { hold: -22_000, line: 0 }, agency1: { hold: -22_000, line: 0 } });

    // member10 (agency4 < master2) asks, agency4 rejects: the hold goes back to cash.
    const second = await request('member10', 144_000);
    step = await moved(step.after);
    expect(step.diff).toEqual({ master2: { hold: 144_000, line: 0 }, agency4: { hold: 144_000, line: 0 } });
    await decide('agency4', 'reject', second);
    step = await moved(step.after);
    expect(step.diff).toEqual({ master2: { hold: -144_000, line: 0 }, agency4: { hold: -144_000, line: 0 } });

    // master1 approves a withdrawal of agency1's member: the money leaves agency1's line for
    // master1's own balance, so agency1's total falls by it and master1's stays.
    const third = await request('member2', 30_000);
    step = await moved(step.after);
    expect(step.diff).toEqual({ master1: { hold: 30_000, line: 0 }, agency1: { hold: 30_000, line: 0 } });
    await decide('master1', 'approve', third);
    step = await moved(step.after);
    expect(step.diff).toEqual({ master1: { hold: -30_000, line: 0 }, agency1: { hold: -30_000, line: -30_000 } });
  });
});

describe('rollingpoint/totalpoint and grade/list', () => {
  it('add up what the line holds, and count members per grade', async () => {
    const totals = await get('/api/v1/game/partner/rollingpoint/totalpoint');
    const held = await t.db
      .selectFrom('ledger_balances as b')
      .innerJoin('users as u', 'u.id', 'b.user_id')
      .select(['u.username', 'b.balance'])
      .where('b.kind', '=', 'rolling_point')
      .where('u.username', 'in', ['agency1', 'member1', 'member2', 'member3', 'stopped1'])
      .execute();
    const of = (name: string) => held.find((h) => h.username === name)?.balance ?? 0;
    expect(totals).toEqual({ own: of('agency1'), partners: 0, members: of('member1') + of('member2') + of('member3') + of('stopped1'), total: held.reduce((a, h) => a + h.balance, 0) });

    const grades = await get('/api/v1/core/grade/list');
    expect(grades.items.map((g: { level: number }) => g.level)).toEqual([1, 2, 3, 4, 5]);
    const lineMembers = await get('/api/v1/core/user/line-list?pageSize=100');
    expect(grades.items.reduce((a: number, g: { members: number }) => a + g.members, 0)).toBe(lineMembers.total);
  });
});

describe('lineHoldings', () => {
  it('sums a small line live every time, and a large one at most every 20 s', async () => {
    const master2 = (await t.db.selectFrom('users').select('id').where('username', '=', 'master2').executeTakeFirstOrThrow()).id;
    const live = await lineHoldings(t.db, master2);
    expect(live).toEqual(expect.objectContaining({ members: 6, partners: 2 }));
    expect(await lineHoldings(t.db, master2)).not.toBe(live);

    const now = Date.now();
    const large = await lineHoldings(t.db, master2, now, 0);
    expect(await lineHoldings(t.db, master2, now + HOLDINGS_TTL_MS - 1, 0)).toBe(large);
    const later = await lineHoldings(t.db, master2, now + HOLDINGS_TTL_MS, 0);
    expect(later).not.toBe(large);
    expect(later.as_of.getTime()).toBe(now + HOLDINGS_TTL_MS);
    expect({ ...later, as_of: null }).toEqual({ ...large, as_of: null });
  });
});
