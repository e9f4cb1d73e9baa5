import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MASTER_IP = '203.0.113.10';
const AGENCY_IP = '198.51.100.20';
const as = async (username: string) => ({ ...EN, ...bearer(await loginAs(t.app, username)) });
const userId = async (username: string) => (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

async function call(method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object, remoteAddress?: string) {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, headers, remoteAddress, ...(payload ? { payload } : {}) });
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res.json().data;
}

type Entry = { action: string; actor: { username: string } | null; actor_ip: string };

describe("a member's audit trail as its partners read it", () => {
  let trail: (viewer: Record<string, string>) => Promise<Entry[]>;

  beforeAll(async () => {
    const [member, agency, master] = [await as('member1'), await as('agency1'), await as('master1')];
    const member1 = await userId('member1');
    // The master's support work with the member, then an action of each partner on the account.
    const ticket = await call('POST', '/core/ticket/create', member, { title: '입금 문의', content: '확인 부탁드립니다' });
    await call('PUT', '/core/admin/ticket/answer', master, { ticket_id: ticket.id, answer: '확인했습니다' }, MASTER_IP);
    await call('POST', '/core/admin/note/send', master, { title: '안내', content: '<p>안내</p>', target: { kind: 'user', user_id: member1 } }, MASTER_IP);
    await call('POST', `/core/user/connection-reset/${member1}`, master, undefined, MASTER_IP);
    await call('POST', `/core/user/connection-reset/${member1}`, agency, undefined, AGENCY_IP);
    trail = async (viewer) => (await call('GET', `/core/user/audit/${member1}?pageSize=100`, viewer)).items;
  });

  it('lists what changed the account, not the support console’s messages to it', async () => {
    const actions = (await trail(await as('agency1'))).map((e) => e.action);
    expect(actions).toContain('account.connection_reset');
    expect(actions).not.toEqual(expect.arrayContaining(['ticket.answer']));
    expect(actions).not.toEqual(expect.arrayContaining(['note.send']));
  });

  it('shows an agency its own address but not its master’s', async () => {
    const seen = (await trail(await as('agency1'))).filter((e) => e.action === 'account.connection_reset').map((e) => [e.actor?.username, e.actor_ip]);
    expect(seen).toEqual([
      ['agency1', AGENCY_IP],
      ['master1', ''],
    ]);
  });

  it('shows a master the addresses of its own line', async () => {
    const seen = (await trail(await as('master1'))).filter((e) => e.action === 'account.connection_reset').map((e) => [e.actor?.username, e.actor_ip]);
    expect(seen).toEqual([
      ['agency1', AGENCY_IP],
      ['master1', MASTER_IP],
    ]);
  });
});
