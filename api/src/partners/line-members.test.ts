import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { findAccountId, houseAccountId } from '../wallet/accounts';
import { postNow } from '../wallet/ledger';
import { listLineMembers } from './line-members';
import { LineOrderSnapshots } from './line-order-snapshots';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const as = async (username: string) => ({ ...EN, ...bearer(await loginAs(t.app, username)) });
const get = async (username: string, url: string) => (await t.app.inject({ method: 'GET', url, headers: await as(username) })).json().data;
const names = (items: { username: string }[]) => items.map((i) => i.username);

describe('membership list (user/line-list)', () => {
  it("lists the members of the caller's whole line with their partner and balances", async () => {
    const data = await get('master1', '/api/v1/core/user/line-list?sort=username&order=asc');
    expect(names(data.items)).toEqual(['member1', 'member2', 'member3', 'member4', 'member5', 'member6', 'stopped1']);
    expect(data.items[0]).toEqual(expect.objectContaining({ parent_username: 'agency1', cash: 1_250_000, credit: 300_000, rolling_point: 12_500, state: 'normal' }));
    const agency = await get('agency2', '/api/v1/core/user/line-list');
    expect(names(agency.items).sort()).toEqual(['member4', 'member5', 'member6']);
  });

  it('searches by ID or nickname, filters by state and partner, sorts by cash', async () => {
    expect(names((await get('master1', '/api/v1/core/user/line-list?search=%EB%B3%84')).items)).toEqual(['member1']);
    expect(names((await get('master1', '/api/v1/core/user/line-list?search=MEMBER3')).items)).toEqual(['member3']);
    expect(names((await get('master1', '/api/v1/core/user/line-list?state=stop')).items)).toEqual(['stopped1']);
    expect(names((await get('master1', '/api/v1/core/user/line-list?partner_username=agency2&sort=cash&order=desc')).items)).toEqual(['member4', 'member6', 'member5']);
    const page = await get('master1', '/api/v1/core/user/line-list?pageSize=2&page=2&sort=username&order=asc');
    expect({ names: names(page.items), total: page.total }).toEqual({ names: ['member3', 'member4'], total: 7 });
  });

  it('treats % and _ in a search as letters', async () => {
    expect((await get('master1', '/api/v1/core/user/line-list?search=%25')).items).toEqual([]);
  });
});

describe('a large list keeps its order for its next pages (LineOrderSnapshots)', () => {
  const idOf = async (username: string) => (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

  it('pages are slices of one order while balances move; a new or stopped member drops the order in time', async () => {
    // "Large" is any list over 3 rows here; master1's line has 7 members.
    const snapshots = new LineOrderSnapshots({ isLive: () => t.changes.live, largeList: 3 });
    const stopListening = t.changes.listen(snapshots);
    try {
      const master1 = await idOf('master1');
      const list = (page: number, over: { state?: 'normal' } = {}, kept: 'kept' | 'fresh' = 'kept') =>
        listLineMembers(t.db, master1, { sort: 'cash', order: 'desc', page, pageSize: 3, ...over }, kept === 'kept' ? snapshots : undefined);
      const first = await list(1);
      await snapshots.settled();
      const order = names((await list(1, {}, 'fresh')).items.concat((await list(2, {}, 'fresh')).items, (await list(3, {}, 'fresh')).items));
      expect(names(first.items)).toEqual(order.slice(0, 3));

      // The poorest member becomes the richest: a fresh sort puts it first, the kept order does not.
      const poorest = order.at(-1)!;
      const cash = await findAccountId(t.db, await idOf(poorest), 'member_cash');
      const richer = first.items[0]!.cash + 1_000_000;
      await postNow(t.db, { kind: 'test_fund', entries: [{ accountId: await houseAccountId(t.db), amount: -richer }, { accountId: cash, amount: richer }] });
      expect(names((await list(1, {}, 'fresh')).items)[0]).toBe(poorest);
      const [second, third] = [await list(2), await list(3)];
      expect(names([...first.items, ...second.items, ...third.items])).toEqual(order);
      expect({ total: third.total, last: third.items.at(-1) }).toEqual({ total: 7, last: expect.objectContaining({ username: poorest, cash: expect.any(Number) }) });
      expect(third.items.at(-1)!.cash).toBeGreaterThan(first.items[0]!.cash); // the row itself is live

      // A new member: the database tells every process, the next page 1 is sorted again.
      const agency = { ...EN, ...bearer(await loginAs(t.app, 'agency1')) };
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/v1/core/user/create-child',
        headers: agency,
        payload: { partner_username: 'agency1', username: 'ordered01', nickname: '순서', password: 'abcd1234', phone: '010-2222-3333', bank_name: '신한은행', account_number: '110-222-333445', account_holder: '김순서', withdraw_password: '5678' },
      });
      expect(added.statusCode).toBe(200);
      await t.changes.sync();
      const after = await list(1);
      expect({ total: after.total, first: after.items[0]!.username }).toEqual({ total: 8, first: poorest });

      // A stopped member leaves the state=normal list at once, kept order or not.
      await list(1, { state: 'normal' });
      await snapshots.settled();
      expect((await list(1, { state: 'normal' })).total).toBe(7);
      const setState = (state: string) => t.app.inject({ method: 'POST', url: `/api/v1/core/user/state/${member1}`, headers: agency, payload: { state } });
      const member1 = await idOf('member1');
      expect((await setState('stop')).statusCode).toBe(200);
      await t.changes.sync();
      const normal = await list(1, { state: 'normal' });
      expect({ total: normal.total, member1: names((await list(2, { state: 'normal' })).items.concat(normal.items)).includes('member1') }).toEqual({ total: 6, member1: false });
      expect((await setState('normal')).statusCode).toBe(200);
    } finally {
      stopListening();
    }
  });
});

describe('login history and domain', () => {
  it('shows sign-ins and refused sign-ins of the line, with device and result', async () => {
    await loginAs(t.app, 'member2');
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/core/auth/login', payload: { username: 'member2', password: 'wrong1' } });
    expect(refused.statusCode).toBe(401);
    const id = (await t.db.selectFrom('users').select('id').where('username', '=', 'member2').executeTakeFirstOrThrow()).id;
    const data = await get('agency1', `/api/v1/core/user/login-history?user_id=${id}`);
    expect(data.items.slice(0, 2).map((r: { result: string; username: string }) => [r.username, r.result])).toEqual([
      ['member2', 'bad_credentials'],
      ['member2', 'success'],
    ]);
  });

  it("gives the partner its referral code and the site's domain", async () => {
    expect(await get('agency1', '/api/v1/core/domain/partner/get')).toEqual({ referral_code: 'AGENCY1', domains: [expect.stringMatching(/^https?:\/\//)] });
  });
});
