import { SIGN_IN_ALLOW_LIST_MAX, type SignInAllowList } from '@casino/contract';
import { userId } from '../../test/provider-wallet';
import { snapshot } from '../../test/row-counts';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LIST = '/api/v1/core/user/sign-in-allow-list';
/** The address every request of a test comes from unless it says otherwise (loginAs's too). */
const HOME = '10.0.0.1';
type Headers = Record<string, string>;
const as = async (username: string, from = HOME) => bearer(await loginAs(t.app, username, undefined, from));

const read = (headers: Headers, user_id?: number, from = HOME) =>
  t.app.inject({ method: 'GET', url: user_id === undefined ? LIST : `${LIST}?user_id=${user_id}`, headers: { ...EN, ...headers }, remoteAddress: from });
const add = (headers: Headers, payload: Record<string, unknown>, from = HOME) => t.app.inject({ method: 'POST', url: LIST, headers: { ...EN, ...headers }, payload, remoteAddress: from });
const remove = (headers: Headers, id: number, from = HOME) => t.app.inject({ method: 'DELETE', url: `${LIST}/${id}`, headers: { ...EN, ...headers }, remoteAddress: from });
const signIn = (username: string, from: string, password = 'demo1234') =>
  t.app.inject({ method: 'POST', url: '/api/v1/core/auth/login', headers: EN, payload: { username, password }, remoteAddress: from });
const listOf = (res: { json(): { data: SignInAllowList } }) => res.json().data;
const entriesOf = async (username: string) =>
  (await t.db.selectFrom('sign_in_allow_list').select(['address']).where('user_id', '=', await userId(t, username)).orderBy('id').execute()).map((r) => r.address);
const trailOf = async (username: string) =>
  t.db.selectFrom('audit_log').select(['action', 'actor_id', 'before', 'after']).where('target_id', '=', await userId(t, username)).where('action', 'like', 'allow_list.%').orderBy('id').execute();

describe("a partner's own sign-in allow-list", () => {
  it('starts empty, with the address the request came from', async () => {
    const res = await read(await as('agency1'), undefined, '203.0.113.9');
    expect(res.statusCode).toBe(200);
    expect(listOf(res)).toEqual({ account: { id: await userId(t, 'agency1'), username: 'agency1' }, items: [], current_address: '203.0.113.9' });
  });

  it('lets the account sign in only from a listed range once it has one; a refusal is recorded and shown in the login history', async () => {
    const agency = await as('agency1', '10.20.1.1');
    const added = await add(agency, { address: '10.20.7.7/16', note: '  office  ' }, '10.20.1.1');
    expect(added.statusCode).toBe(200);
    // Stored as the range (host bits cleared), the note trimmed, with who added it.
    expect(listOf(added).items).toEqual([{ id: expect.any(Number), address: '10.20.0.0/16', note: 'office', created_at: expect.any(String), created_by: { id: await userId(t, 'agency1'), username: 'agency1' } }]);

    expect((await signIn('agency1', '10.20.200.3')).statusCode).toBe(200);
    const before = await t.db.selectFrom('sessions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const refused = await signIn('agency1', '198.51.100.4');
    expect([refused.statusCode, refused.json()]).toEqual([403, { code: 'ADDRESS_REFUSED', message: 'This account cannot sign in from this network. Please contact the account holder or your manager' }]);
    const korean = await t.app.inject({ method: 'POST', url: '/api/v1/core/auth/login', payload: { username: 'agency1', password: 'demo1234' }, remoteAddress: '198.51.100.4' });
    expect(korean.json().message).toBe('이 네트워크에서는 이 계정으로 로그인할 수 없습니다. 계정 관리자에게 문의해 주세요');
    expect(await t.db.selectFrom('sessions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).toEqual(before);
    // A wrong password from there is only a wrong password: the list is never told to a guesser.
    expect((await signIn('agency1', '198.51.100.4', 'wrong999')).json().code).toBe('INVALID_CREDENTIALS');

    const attempts = await t.db.selectFrom('login_attempts').select(['ip', 'outcome']).where('username_key', '=', 'agency1').where('ip', '=', '198.51.100.4').orderBy('id').execute();
    expect(attempts).toEqual([
      { ip: '198.51.100.4', outcome: 'address_refused' },
      { ip: '198.51.100.4', outcome: 'address_refused' },
      { ip: '198.51.100.4', outcome: 'bad_credentials' },
    ]);
    // The master sees the refusals in agency1's login history, with the address and the time.
    const history = await t.app.inject({ method: 'GET', url: `/api/v1/core/user/login-history?user_id=${await userId(t, 'agency1')}`, headers: { ...EN, ...(await as('master1')) } });
    const refusals = (history.json().data.items as { ip: string; result: string; created_at: string }[]).filter((r) => r.result === 'address_refused');
    expect(refusals).toEqual([expect.objectContaining({ ip: '198.51.100.4', created_at: expect.any(String) }), expect.objectContaining({ ip: '198.51.100.4' })]);
    // An address with a zone, which Node reads as an IP and PostgreSQL's inet does not: outside the list, never an error.
    expect((await signIn('agency1', 'fe80::1%eth0')).json().code).toBe('ADDRESS_REFUSED');
  });

  it('counts refused sign-ins toward the lock-out like any refusal', async () => {
    // The list the test above left, whether or not it ran.
    await t.db.insertInto('sign_in_allow_list').values({ user_id: await userId(t, 'agency1'), address: '10.20.0.0/16', created_by: await userId(t, 'agency1') }).onConflict((oc) => oc.doNothing()).execute();
    for (let i = 0; i < 3; i++) expect((await signIn('agency1', '198.51.100.77')).statusCode).toBe(403);
    for (let i = 0; i < 2; i++) expect((await signIn('agency1', '198.51.100.77', 'wrong999')).statusCode).toBe(401);
    expect((await signIn('agency1', '198.51.100.77')).statusCode).toBe(429);
  });

  it('refuses a change that would lock the caller out where it is (409), changing nothing', async () => {
    const agency = await as('agency2');
    const before = await snapshot(t.db);
    const res = await add(agency, { address: '192.0.2.0/24', note: '' });
    expect([res.statusCode, res.json()]).toEqual([409, { code: 'CONFLICT', message: `This change would stop you signing in from where you are now (${HOME}). Add an entry covering this address first` }]);
    expect(await snapshot(t.db)).toEqual(before);

    // From inside it may be added; then taking away the entry that covers the caller is refused too.
    const home = listOf(await add(agency, { address: HOME, note: 'home' }));
    expect(home.items.map((e) => e.address)).toEqual([HOME]);
    const office = listOf(await add(agency, { address: '192.0.2.0/24', note: 'office' }));
    const removal = await remove(agency, home.items[0]!.id);
    expect(removal.statusCode).toBe(409);
    expect(await entriesOf('agency2')).toEqual([HOME, '192.0.2.0/24']);
    // Taking away the other one, and then the last, is fine: an empty list is anywhere.
    expect((await remove(agency, office.items[1]!.id)).statusCode).toBe(200);
    expect(listOf(await remove(agency, home.items[0]!.id)).items).toEqual([]);
    expect((await trailOf('agency2')).map((r) => [r.action, r.after, r.before])).toEqual([
      ['allow_list.add', { address: HOME, note: 'home' }, {}],
      ['allow_list.add', { address: '192.0.2.0/24', note: 'office' }, {}],
      ['allow_list.remove', {}, { address: '192.0.2.0/24', note: 'office' }],
      ['allow_list.remove', {}, { address: HOME, note: 'home' }],
    ]);
  });

  it('takes IPv6 addresses and ranges, and an IPv4 address reached over IPv6', async () => {
    const agency = await as('agency2', '2001:db8::5');
    const res = await add(agency, { address: '2001:DB8::1/32', note: 'v6' }, '2001:db8::5');
    expect(listOf(res).items.map((e) => e.address)).toEqual(['2001:db8::/32']);
    expect((await signIn('agency2', '2001:db8:ffff::1')).statusCode).toBe(200);
    expect((await signIn('agency2', '2001:db9::1')).statusCode).toBe(403);
    const v4 = listOf(await add(agency, { address: '198.51.100.0/24', note: '' }, '2001:db8::5'));
    expect((await signIn('agency2', '::ffff:198.51.100.20')).statusCode).toBe(200);
    // The v4 range first: taking the v6 one first would leave the caller's own address outside.
    for (const entry of v4.items.reverse()) expect((await remove(agency, entry.id, '2001:db8::5')).statusCode).toBe(200);
    expect(await entriesOf('agency2')).toEqual([]);
  });

  it('refuses a duplicate (after the host bits are cleared) and more than the bound', async () => {
    const agency = await as('agency3', '172.16.0.1');
    expect((await add(agency, { address: '172.16.0.0/12', note: '' }, '172.16.0.1')).statusCode).toBe(200);
    const duplicate = await add(agency, { address: '172.20.1.1/12', note: '' }, '172.16.0.1');
    expect([duplicate.statusCode, duplicate.json().message]).toEqual([409, 'This address or range is already on the list']);
    for (let i = 1; i < SIGN_IN_ALLOW_LIST_MAX; i++) expect((await add(agency, { address: `203.0.113.${i}`, note: '' }, '172.16.0.1')).statusCode).toBe(200);
    const full = await add(agency, { address: '203.0.113.200', note: '' }, '172.16.0.1');
    expect([full.statusCode, full.json().message]).toEqual([409, `A sign-in allow-list holds at most ${SIGN_IN_ALLOW_LIST_MAX} addresses. Remove one first`]);
    expect(await entriesOf('agency3')).toHaveLength(SIGN_IN_ALLOW_LIST_MAX);
  });
});

describe("a master's lists of its line's partners", () => {
  it('adds and removes for a partner of its line, never held by its own address, audited with the master as actor', async () => {
    const master = await as('master2');
    const agency4 = await userId(t, 'agency4');
    // Signed in from outside the range to come: that session ends with the change.
    const outside = await as('agency4');
    expect((await read(outside)).statusCode).toBe(200);
    const added = await add(master, { user_id: agency4, address: '192.0.2.0/24', note: '본사' });
    expect(added.statusCode).toBe(200);
    expect((await read(outside)).statusCode).toBe(401);
    expect(listOf(added)).toMatchObject({ account: { id: agency4, username: 'agency4' }, items: [{ address: '192.0.2.0/24', note: '본사', created_by: { username: 'master2' } }] });
    expect((await read(master, agency4)).json().data.items).toHaveLength(1);
    // The agency itself sees who added it.
    expect(listOf(await read(await as('agency4', '192.0.2.10'), undefined, '192.0.2.10')).items[0]!.created_by.username).toBe('master2');
    expect((await signIn('agency4', HOME)).statusCode).toBe(403);

    expect((await remove(master, listOf(added).items[0]!.id)).statusCode).toBe(200);
    expect((await signIn('agency4', HOME)).statusCode).toBe(200);
    const masterId = await userId(t, 'master2');
    expect((await trailOf('agency4')).map((r) => [r.action, r.actor_id])).toEqual([
      ['allow_list.add', masterId],
      ['allow_list.remove', masterId],
    ]);
  });

  it("answers 404 for another line's partner, a member, and anything an agency names; 403 to a member", async () => {
    const master = await as('master1');
    const [agency3, member1] = [await userId(t, 'agency3'), await userId(t, 'member1')];
    const other = await t.db
      .insertInto('sign_in_allow_list')
      .values({ user_id: agency3, address: '198.18.0.0/15', created_by: agency3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [agency2, member] = [await as('agency2'), await as('member1')];
    const before = await snapshot(t.db);
    for (const res of [
      await read(master, agency3),
      await read(master, member1),
      await add(master, { user_id: agency3, address: '192.0.2.0/24', note: '' }),
      await add(master, { user_id: member1, address: '192.0.2.0/24', note: '' }),
      await remove(master, other.id),
      // An agency's own member, or another agency: an agency keeps no list but its own.
      await read(agency2, await userId(t, 'member4')),
      await add(agency2, { user_id: await userId(t, 'agency1'), address: HOME, note: '' }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await read(member)).statusCode).toBe(403);
    expect((await add(member, { address: HOME, note: '' })).statusCode).toBe(403);
    expect((await remove(member, other.id)).statusCode).toBe(403);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('is unaffected for members: they never have a list', async () => {
    expect((await signIn('member2', '198.51.100.99')).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it.each([
    [{ address: '300.1.1.1', note: '' }, 'Enter an IPv4 or IPv6 address (203.0.113.7) or a range in CIDR notation (203.0.113.0/24)'],
    [{ address: 'office', note: '' }, 'Enter an IPv4 or IPv6 address (203.0.113.7) or a range in CIDR notation (203.0.113.0/24)'],
    [{ address: '10.0.0.1/8/1', note: '' }, 'Enter an IPv4 or IPv6 address (203.0.113.7) or a range in CIDR notation (203.0.113.0/24)'],
    [{ address: 'fe80::1%eth0', note: '' }, 'Enter an IPv4 or IPv6 address (203.0.113.7) or a range in CIDR notation (203.0.113.0/24)'],
    [{ address: '10.0.0.0/33', note: '' }, 'The range after "/" must be a whole number from 0 to 32 for this address'],
    [{ address: '2001:db8::/129', note: '' }, 'The range after "/" must be a whole number from 0 to 128 for this address'],
    [{ address: '10.0.0.0/-1', note: '' }, 'The range after "/" must be a whole number from 0 to 32 for this address'],
    [{ address: '', note: '' }, 'Please fill in all fields'],
    [{ address: '1'.repeat(51), note: '' }, 'IP address must be at most 50 characters'],
    [{ address: HOME, note: 'x'.repeat(101) }, 'Note must be at most 100 characters'],
    [{ address: HOME, note: 'two\nlines' }, 'Note is invalid'],
    [{ address: HOME, note: '', extra: 1 }, 'Unknown field: extra'],
    [{ address: HOME, note: '', user_id: 0 }, 'Account must be at least 1'],
  ])('%j is a 400 that changes nothing', async (payload, message) => {
    const agency = await as('agency1', '10.20.1.1');
    const before = await snapshot(t.db);
    const res = await add(agency, payload, '10.20.1.1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('says so in Korean too', async () => {
    const res = await t.app.inject({ method: 'POST', url: LIST, headers: await as('agency1', '10.20.1.1'), payload: { address: '10.0.0.0/40', note: '' }, remoteAddress: '10.20.1.1' });
    expect([res.statusCode, res.json().message]).toEqual([400, '"/" 뒤의 범위는 이 주소에서 0부터 32까지의 정수여야 합니다']);
  });
});

describe('behind a trusted load balancer (TRUST_PROXY=true: one hop)', () => {
  it('judges the address the load balancer saw, never one the client wrote before it', async () => {
    const behind = await startTestApp({ config: { trustProxy: 1 } });
    try {
      const agency = (await behind.db.selectFrom('users').select('id').where('username', '=', 'agency2').executeTakeFirstOrThrow()).id;
      await behind.db.insertInto('sign_in_allow_list').values({ user_id: agency, address: '10.20.0.0/16', created_by: agency }).execute();
      const via = (forwardedFor: string) =>
        behind.app.inject({ method: 'POST', url: '/api/v1/core/auth/login', headers: { ...EN, 'x-forwarded-for': forwardedFor }, payload: { username: 'agency2', password: 'demo1234' }, remoteAddress: '10.99.0.1' });
      // The client wrote a listed address; the load balancer appended the one it came from.
      expect((await via('10.20.0.5, 198.51.100.9')).json().code).toBe('ADDRESS_REFUSED');
      expect((await via('198.51.100.9, 10.20.0.5')).statusCode).toBe(200);
    } finally {
      await behind.close();
    }
  });
});
