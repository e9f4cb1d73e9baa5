import { endpoints, type Endpoint, seoulToday } from '@casino/contract';
import { callWallet, openGameSession } from '../../test/provider-wallet';
import { snapshot } from '../../test/row-counts';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

/*
 * Every partner route, called by agency1 on what belongs to agency2's line (its members, its
 * requests, agency2 itself): either 404 (an id outside the caller's downline) or an answer that
 * shows nothing of agency2's line; nothing changes either way. A partner route added to the
 * contract without a case here fails the first test.
 */

let t: TestApp;
let agency1: Record<string, string>;
/** Ids of agency2's line. */
let other: { agency: number; member: number; statement: number; round: number; allowed: number; usernames: string[] };

beforeAll(async () => {
  t = await startTestApp();
  const ids = await t.db.selectFrom('users').select(['id', 'username', 'parent_id']).execute();
  const id = (username: string) => ids.find((u) => u.username === username)!.id;
  const statement = await t.db.selectFrom('statements').select('id').where('user_id', '=', id('member4')).where('status', '=', 'request').executeTakeFirstOrThrow();
  other = { agency: id('agency2'), member: id('member4'), statement: statement.id, round: 0, allowed: 0, usernames: ['agency2', 'member4', 'member5', 'member6', 'AGENCY2', '달빛여우'] };
  agency1 = { ...EN, ...bearer(await loginAs(t.app, 'agency1')) };
  // agency2's line has trades and an audit trail too, so a list that leaked them would show them.
  const agency2 = { ...EN, ...bearer(await loginAs(t.app, 'agency2')) };
  const paid = await t.app.inject({ method: 'POST', url: '/api/v1/wallet/agency/trade', headers: agency2, payload: { user_id: other.member, direction: 'pay', amount: 10_000 } });
  expect(paid.statusCode).toBe(200);
  // ...and a member online and a bet with rolling, so the online list and the rolling list could leak them.
  await loginAs(t.app, 'member4');
  const session = await openGameSession(t, 'member4', 'slot');
  expect((await callWallet(t, 'bet', { session, txn_id: 'scope-bet-1', round_id: 'scope-round-1', amount: 10_000 })).statusCode).toBe(200);
  // ...and a sign-in allow-list entry (covering the tests' address), which agency1 must not remove.
  const allowed = await t.db.insertInto('sign_in_allow_list').values({ user_id: other.agency, address: '10.0.0.0/8', created_by: id('master1') }).returning('id').executeTakeFirstOrThrow();
  other.allowed = allowed.id;
  other.round = (await t.db.selectFrom('game_rounds').select('id').where('round_id', '=', 'scope-round-1').executeTakeFirstOrThrow()).id;
});

/** Reports over the last 40 days: the seeded history of agency2's line is in it. */
const REPORT_RANGE = `from=${new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10)}&to=${seoulToday()}`;
afterAll(() => t.close());

type Case =
  /** Names an id of the other line: must be 404. */
  | { kind: 'not-found'; url: () => string; payload?: () => Record<string, unknown> }
  /** A list or total of the caller's own: must not name the other line. */
  | { kind: 'own-only'; url: () => string }
  /** The caller's own account (its two-factor): it takes no account, line or id at all. */
  | { kind: 'own-account' };

const CASES: Record<string, Case> = {
  memberDefaultRoles: { kind: 'own-only', url: () => '/api/v1/core/role/get/member-default' },
  userChildList: { kind: 'not-found', url: () => `/api/v1/core/user/child-list?parent_id=${other.agency}` },
  userSetState: { kind: 'not-found', url: () => `/api/v1/core/user/state/${other.member}`, payload: () => ({ state: 'stop' }) },
  userConnectionReset: { kind: 'not-found', url: () => `/api/v1/core/user/connection-reset/${other.member}` },
  userAuditTrail: { kind: 'not-found', url: () => `/api/v1/core/user/audit/${other.member}` },
  userCreateChild: {
    kind: 'not-found',
    url: () => '/api/v1/core/user/create-child',
    payload: () => ({
      partner_username: 'agency2',
      username: 'intruder1',
      nickname: '침입자',
      password: 'abcd1234',
      phone: '010-1234-5678',
      bank_name: '신한은행',
      account_number: '110-123-456789',
      account_holder: '홍길동',
      withdraw_password: '1234',
    }),
  },
  userLineList: { kind: 'own-only', url: () => '/api/v1/core/user/line-list?pageSize=100' },
  userLoginHistory: { kind: 'not-found', url: () => `/api/v1/core/user/login-history?user_id=${other.member}` },
  lineMemberProtection: { kind: 'not-found', url: () => `/api/v1/core/user/protection?user_id=${other.member}` },
  lineRiskFlags: { kind: 'own-only', url: () => '/api/v1/core/user/risk-flags?pageSize=100' },
  lineTurnoverRequirement: { kind: 'own-only', url: () => '/api/v1/core/user/turnover-requirement' },
  lineMemberLimitSet: { kind: 'not-found', url: () => '/api/v1/core/user/protection', payload: () => ({ user_id: other.member, kind: 'loss_day', amount: 1_000 }) },
  signInAllowList: { kind: 'not-found', url: () => `/api/v1/core/user/sign-in-allow-list?user_id=${other.agency}` },
  signInAllowListAdd: { kind: 'not-found', url: () => '/api/v1/core/user/sign-in-allow-list', payload: () => ({ user_id: other.agency, address: '192.0.2.0/24', note: '' }) },
  signInAllowListRemove: { kind: 'not-found', url: () => `/api/v1/core/user/sign-in-allow-list/${other.allowed}` },
  domainPartnerGet: { kind: 'own-only', url: () => '/api/v1/core/domain/partner/get' },
  rollingSettingGet: { kind: 'own-only', url: () => '/api/v1/game/partner/rolling/setting?pageSize=100' },
  rollingSettingPatch: { kind: 'not-found', url: () => '/api/v1/game/partner/rolling/setting', payload: () => ({ user_id: other.member, rates: { slot: 0 } }) },
  agencyTrade: { kind: 'not-found', url: () => '/api/v1/wallet/agency/trade', payload: () => ({ user_id: other.member, direction: 'recover', amount: 1_000 }) },
  agencyTradeList: { kind: 'own-only', url: () => '/api/v1/wallet/agency/trade/list?pageSize=100' },
  agencyTradeUserList: { kind: 'own-only', url: () => '/api/v1/wallet/agency/trade/user-list?pageSize=100' },
  agencyBalanceTotal: { kind: 'own-only', url: () => '/api/v1/wallet/agency/balance/total' },
  agencyStatementUserList: { kind: 'own-only', url: () => '/api/v1/wallet/agency/statement/user-list?pageSize=100' },
  agencyStatementApprove: { kind: 'not-found', url: () => `/api/v1/wallet/agency/statement/approve/${other.statement}` },
  agencyStatementWait: { kind: 'not-found', url: () => `/api/v1/wallet/agency/statement/wait/${other.statement}` },
  agencyStatementReject: { kind: 'not-found', url: () => `/api/v1/wallet/agency/statement/reject/${other.statement}` },
  agencyStatementSubList: { kind: 'own-only', url: () => '/api/v1/wallet/agency/statement/sub-list?pageSize=100' },
  agencyStatementOpen: { kind: 'own-only', url: () => '/api/v1/wallet/agency/statement/open' },
  agencyDashboard: { kind: 'own-only', url: () => '/api/v1/wallet/agency/dashboard' },
  summaryBetting: { kind: 'own-only', url: () => '/api/v1/game/partner/dashboard/summary_betting' },
  summaryPoint: { kind: 'own-only', url: () => '/api/v1/game/partner/dashboard/summary_point' },
  rollingPointList: { kind: 'own-only', url: () => '/api/v1/game/partner/rollingpoint?pageSize=100&username=member4' },
  rollingPointTotal: { kind: 'own-only', url: () => '/api/v1/game/partner/rollingpoint/totalpoint' },
  gradeList: { kind: 'own-only', url: () => '/api/v1/core/grade/list' },
  userLinePath: { kind: 'own-only', url: () => '/api/v1/core/user/line-path?search=member' },
  userOnlineList: { kind: 'own-only', url: () => '/api/v1/core/user/online-list?pageSize=100' },
  reportBetting: { kind: 'own-only', url: () => `/api/v1/game/partner/report/betting?${REPORT_RANGE}&pageSize=100` },
  reportBettingSummary: { kind: 'not-found', url: () => `/api/v1/game/partner/report/betting/summary?${REPORT_RANGE}&username=member4` },
  reportBettingHistory: { kind: 'not-found', url: () => `/api/v1/game/partner/report/betting/history?id=${other.round}` },
  reportBettingProvider: { kind: 'own-only', url: () => `/api/v1/game/partner/report/betting/provider?${REPORT_RANGE}` },
  reportBettingProviderHistory: { kind: 'own-only', url: () => `/api/v1/game/partner/report/betting/provider/history?provider=demo&${REPORT_RANGE}&pageSize=100` },
  reportByDay: { kind: 'not-found', url: () => `/api/v1/game/partner/report/game/by_day?${REPORT_RANGE}&nickname=${encodeURIComponent('달빛여우')}` },
  reportByDaySummary: { kind: 'own-only', url: () => `/api/v1/game/partner/report/game/by_day/summary?${REPORT_RANGE}` },
  reportByGame: { kind: 'not-found', url: () => `/api/v1/game/partner/report/game/by_game?${REPORT_RANGE}&username=member4` },
  reportByGameSummary: { kind: 'own-only', url: () => `/api/v1/game/partner/report/game/by_game/summary?${REPORT_RANGE}` },
  reportByUser: { kind: 'own-only', url: () => `/api/v1/game/partner/report/game/by_user?${REPORT_RANGE}&pageSize=100` },
  reportByUserSummary: { kind: 'not-found', url: () => `/api/v1/game/partner/report/game/by_user/summary?${REPORT_RANGE}&username=member4` },
  gameTransactionList: { kind: 'not-found', url: () => `/api/v1/game/partner/game_transaction?user_id=${other.member}&${REPORT_RANGE}` },
  gameTransactionSummary: { kind: 'not-found', url: () => `/api/v1/game/partner/game_transaction/summary?user_id=${other.member}&${REPORT_RANGE}` },
  gameTransactionRanking: { kind: 'own-only', url: () => `/api/v1/game/partner/game_transaction/ranking?${REPORT_RANGE}&pageSize=100` },
  gameTransactionRankingSummary: { kind: 'own-only', url: () => `/api/v1/game/partner/game_transaction/ranking/summary?${REPORT_RANGE}` },
  depositRank: { kind: 'own-only', url: () => `/api/v1/wallet/report/statement/deposit/rank?${REPORT_RANGE}&pageSize=100` },
  withdrawRank: { kind: 'own-only', url: () => `/api/v1/wallet/report/statement/withdraw/rank?${REPORT_RANGE}&pageSize=100` },
  reportRolling: { kind: 'not-found', url: () => `/api/v1/game/partner/report/rolling?partner_id=${other.agency}&${REPORT_RANGE}` },
  reportRollingSummary: { kind: 'not-found', url: () => `/api/v1/game/partner/report/rolling/summary?partner_id=${other.agency}&${REPORT_RANGE}` },
  reportLosing: { kind: 'own-only', url: () => '/api/v1/game/partner/report/losing?period=month&pageSize=100' },
  twoFactorStatus: { kind: 'own-account' },
  partnerAlerts: { kind: 'own-account' },
  partnerAlertsUpdate: { kind: 'own-account' },
  twoFactorSetup: { kind: 'own-account' },
  twoFactorEnable: { kind: 'own-account' },
  twoFactorDisable: { kind: 'own-account' },
  twoFactorRecoveryCodes: { kind: 'own-account' },
};

const partnerRoutes = (Object.entries(endpoints) as [string, Endpoint][]).filter(([, e]) => e.access === 'partner');

it('has a case for every partner route of the contract', () => {
  expect(partnerRoutes.map(([name]) => name).sort()).toEqual(Object.keys(CASES).sort());
});

it.each(partnerRoutes.map(([name, e]) => [name, e] as const))('%s: agency1 reaches nothing of agency2 and changes nothing', async (name, endpoint) => {
  const c = CASES[name]!;
  if (c.kind === 'own-account') {
    expect(JSON.stringify([endpoint.params, endpoint.query, endpoint.body])).not.toMatch(/id|user|partner|member|line/);
    return;
  }
  const before = await snapshot(t.db);
  const res = await t.app.inject({ method: endpoint.method, url: c.url(), headers: agency1, ...(c.kind === 'not-found' && c.payload ? { payload: c.payload() } : {}) });
  if (c.kind === 'not-found') {
    expect(res.statusCode).toBe(404);
  } else {
    expect(res.statusCode).toBe(200);
    const text = res.body;
    for (const username of other.usernames) expect(text).not.toContain(`"${username}"`);
  }
  expect(await snapshot(t.db)).toEqual(before);
});

it('the totals of agency1 count its own line only', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/wallet/agency/balance/total', headers: agency1 });
  const members = await t.db.selectFrom('users').select('id').where('parent_id', '=', (await t.db.selectFrom('users').select('id').where('username', '=', 'agency1').executeTakeFirstOrThrow()).id).execute();
  expect(res.json().data.downline).toEqual(expect.objectContaining({ members: members.length, partners: 0 }));
});

it("agency1's summaries count nothing of agency2's line", async () => {
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: agency1 })).json().data;
  // agency2's member bet 10,000 on slot in beforeAll; agency1's line has not played today.
  expect((await get('/api/v1/game/partner/dashboard/summary_betting')).sum).toEqual({ bet: 0, prize: 0, refund: 0, rolling: 0, profit: 0, win_lose: 0 });
  expect(await get('/api/v1/game/partner/dashboard/summary_point')).toEqual(expect.objectContaining({ own: 0, partners: 0, members: 0 }));
  expect((await get('/api/v1/game/partner/rollingpoint')).total).toBe(0);
  // member4's request of today is agency2's.
  expect((await get('/api/v1/wallet/agency/dashboard')).pending.deposit).toBe(0);
});
