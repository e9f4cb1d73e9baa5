import { endpoints, type Endpoint } from '@casino/contract';
import { snapshot } from '../../test/row-counts';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

/*
 * The operator console's access (issue 15), over every staff route of the contract:
 * - by level: a guest, a member, an agency, a master without the `site` right, and a master;
 * - across lines: master2 on what belongs to master1's line (its members, inquiries,
 *   announcements, popups, notes) gets 404, or an answer that shows nothing of it, and nothing changes.
 * A staff route added to the contract without a case here fails the first test.
 */

let t: TestApp;
const headers: Record<'member' | 'agency' | 'master' | 'masterWithoutRight' | 'otherMaster', Record<string, string>> = {} as never;
/** What master1's line holds, by id; the titles are markers a leaking list would show. */
const line1 = { member: 0, agency: 0, ticket: 0, boardMessage: 0, popup: 0, note: 0, statement: 0 };
const MARK = 'line1-secret';

beforeAll(async () => {
  t = await startTestApp();
  // A third master, without the right: the access check, not the data, must stop it.
  await t.db.updateTable('users').set({ rights: [] }).where('username', '=', 'master2').execute();
  const as = async (username: string) => ({ ...EN, ...bearer(await loginAs(t.app, username)) });
  headers.member = await as('member1');
  headers.agency = await as('agency1');
  headers.master = await as('master1');
  headers.masterWithoutRight = await as('master2');
  headers.otherMaster = headers.masterWithoutRight;

  const id = async (username: string) => (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  line1.member = await id('member1');
  line1.agency = await id('agency1');
  line1.statement = (await t.db.selectFrom('statements').select('id').where('user_id', '=', line1.member).executeTakeFirstOrThrow()).id;
  const call = async (method: 'POST' | 'PUT', url: string, who: Record<string, string>, payload: object) => {
    const res = await t.app.inject({ method, url, headers: who, payload });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  line1.ticket = (await call('POST', '/api/v1/core/ticket/create', headers.member, { title: MARK, content: 'x' })).id;
  line1.boardMessage = (await call('POST', '/api/v1/core/admin/board-message/create', headers.master, { type: 'notice', title: MARK, content: '<p>x</p>' })).id;
  line1.popup = (await call('POST', '/api/v1/core/admin/popup/create', headers.master, { image_url: '/static/demo/popup-1.svg', title: MARK })).id;
  line1.note = (await call('POST', '/api/v1/core/admin/note/send', headers.master, { title: MARK, content: '<p>x</p>', target: { kind: 'user', user_id: line1.member } })).id;
});
afterAll(() => t.close());

const staffRoutes = Object.entries(endpoints).filter(([, e]) => e.access === 'master') as [string, Endpoint][];

const urlOf = (e: Endpoint) => e.path.replace(/:(\w+)/g, '1');

type Case =
  /** Names an id of master1's line: 404, nothing changes. */
  | { kind: 'not-found'; url: () => string; method?: 'GET' | 'PUT' | 'POST'; payload?: () => Record<string, unknown> }
  /** A list or count of the caller's own line: nothing of master1's line in it. */
  | { kind: 'own-only'; url: () => string }
  /** Not per line: the `site` right decides (checked in the level matrix). */
  | { kind: 'site-wide' }
  /** Names nothing of any line (a preview of HTML, a file). */
  | { kind: 'no-line' };

const CASES: Record<string, Case> = {
  staffTicketList: { kind: 'own-only', url: () => '/api/v1/core/admin/ticket/list?pageSize=100' },
  staffTicketGet: { kind: 'not-found', url: () => `/api/v1/core/admin/ticket/get?id=${line1.ticket}` },
  staffTicketWaiting: { kind: 'own-only', url: () => '/api/v1/core/admin/ticket/waiting' },
  operatorTicketAnswer: { kind: 'not-found', method: 'PUT', url: () => '/api/v1/core/admin/ticket/answer', payload: () => ({ ticket_id: line1.ticket, answer: 'intruder' }) },
  staffHtmlPreview: { kind: 'no-line' },
  staffBoardMessageList: { kind: 'own-only', url: () => '/api/v1/core/admin/board-message/list?pageSize=100' },
  operatorBoardMessageCreate: { kind: 'no-line' },
  staffBoardMessageUpdate: {
    kind: 'not-found',
    method: 'PUT',
    url: () => '/api/v1/core/admin/board-message/update',
    payload: () => ({ id: line1.boardMessage, type: 'notice', title: 'x', content: '<p>x</p>', published: false }),
  },
  staffPopupList: { kind: 'own-only', url: () => '/api/v1/core/admin/popup/list' },
  operatorPopupCreate: { kind: 'no-line' },
  staffPopupUpdate: {
    kind: 'not-found',
    method: 'PUT',
    url: () => '/api/v1/core/admin/popup/update',
    payload: () => ({ id: line1.popup, image_url: '/static/demo/popup-1.svg', title: 'x', is_non_closable: true, active: true }),
  },
  staffPopupOrder: { kind: 'no-line' },
  staffNoteSend: { kind: 'not-found', method: 'POST', url: () => '/api/v1/core/admin/note/send', payload: () => ({ title: 'x', content: '<p>x</p>', target: { kind: 'user', user_id: line1.member } }) },
  staffNoteList: { kind: 'own-only', url: () => '/api/v1/core/admin/note/list?pageSize=100' },
  staffNoteGet: { kind: 'not-found', url: () => `/api/v1/core/admin/note/get?id=${line1.note}` },
  staffPermissionGet: { kind: 'not-found', url: () => '/api/v1/game/admin/permission/get?username=member1' },
  staffPermissionSet: { kind: 'not-found', method: 'PUT', url: () => '/api/v1/game/admin/permission/set', payload: () => ({ user_id: line1.member, game_type: 'slot', brand_id: null, allowed: false }) },
  staffImageUpload: { kind: 'no-line' },
  operatorStatementList: { kind: 'own-only', url: () => '/api/v1/wallet/statement/admin/list?pageSize=100' },
  operatorStatementApprove: { kind: 'not-found', method: 'POST', url: () => `/api/v1/wallet/statement/admin/approve/${line1.statement}` },
  operatorStatementWait: { kind: 'not-found', method: 'POST', url: () => `/api/v1/wallet/statement/admin/wait/${line1.statement}` },
  operatorStatementReject: { kind: 'not-found', method: 'POST', url: () => `/api/v1/wallet/statement/admin/reject/${line1.statement}` },
  // Settles the caller's own line's period: it names no account.
  reportLosingSettle: { kind: 'no-line' },
  // Sets the caller's own line's rolling requirement: it names no account.
  lineTurnoverRequirementSet: { kind: 'no-line' },
};

it('has a line case for every staff route of the contract', () => {
  const missing = staffRoutes.filter(([name, e]) => !e.right && !CASES[name]).map(([name]) => name);
  expect(missing).toEqual([]);
  for (const [name, e] of staffRoutes) if (e.right) CASES[name] ??= { kind: 'site-wide' };
});

describe.each(staffRoutes)('%s', (name, e) => {
  const request = (who?: Record<string, string>) => t.app.inject({ method: e.method, url: urlOf(e), headers: who ?? EN });

  it('refuses a guest (401), a member and an agency (403)', async () => {
    expect((await request()).statusCode).toBe(401);
    expect((await request(headers.member)).statusCode).toBe(403);
    expect((await request(headers.agency)).statusCode).toBe(403);
  });

  it(e.right ? 'refuses a master without the site right (403)' : 'lets any master through', async () => {
    const res = await request(headers.masterWithoutRight);
    if (e.right) expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'This needs the right to change the whole site' });
    else expect([401, 403]).not.toContain(res.statusCode);
  });

  it('lets the master with the right through', async () => {
    expect([401, 403]).not.toContain((await request(headers.master)).statusCode);
  });

  it("shows master2 nothing of master1's line and changes nothing of it", async () => {
    const scope = CASES[name]!;
    if (scope.kind === 'not-found') {
      const before = await snapshot(t.db);
      const payload = scope.payload?.();
      const res = await t.app.inject({ method: scope.method ?? 'GET', url: scope.url(), headers: headers.otherMaster, ...(payload ? { payload } : {}) });
      expect(res.statusCode).toBe(404);
      expect(await snapshot(t.db)).toEqual(before);
    } else if (scope.kind === 'own-only') {
      const res = await t.app.inject({ method: 'GET', url: scope.url(), headers: headers.otherMaster });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(MARK);
      expect(res.body).not.toContain('"member1"');
    }
  });
});

it("counts only the caller's own line's waiting inquiries", async () => {
  const waiting = async (who: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/v1/core/admin/ticket/waiting', headers: who })).json().data.waiting;
  const before = [await waiting(headers.master), await waiting(headers.otherMaster)];
  expect((await t.app.inject({ method: 'POST', url: '/api/v1/core/ticket/create', headers: headers.member, payload: { title: 'another', content: 'x' } })).statusCode).toBe(200);
  expect([await waiting(headers.master), await waiting(headers.otherMaster)]).toEqual([before[0] + 1, before[1]]);
});

it("orders only the caller's own popups: one of master1's in master2's list is a conflict", async () => {
  const list = (await t.app.inject({ method: 'GET', url: '/api/v1/core/admin/popup/list', headers: headers.otherMaster })).json().data.items as { id: number; editable: boolean }[];
  const own = list.filter((p) => p.editable).map((p) => p.id);
  const before = await snapshot(t.db);
  const res = await t.app.inject({ method: 'PUT', url: '/api/v1/core/admin/popup/order', headers: headers.otherMaster, payload: { ids: [...own, line1.popup] } });
  expect(res.statusCode).toBe(409);
  expect(await snapshot(t.db)).toEqual(before);
});
