import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

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
