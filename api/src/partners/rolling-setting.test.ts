import { snapshot } from '../../test/row-counts';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const URL = '/api/v1/game/partner/rolling/setting';
const as = async (username: string) => ({ ...EN, ...bearer(await loginAs(t.app, username)) });
const userId = async (username: string) => (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
const patch = (headers: Record<string, string>, payload: Record<string, unknown>) => t.app.inject({ method: 'PATCH', url: URL, headers, payload });

describe('rolling setting', () => {
  it("shows the caller's own rates and each direct child's", async () => {
    const res = await t.app.inject({ method: 'GET', url: URL, headers: await as('master1') });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.own).toEqual({ casino: 200, slot: 300, lotto: 100 });
    expect(data.items.map((c: { username: string; rates: unknown }) => [c.username, c.rates])).toEqual([
      ['agency1', { casino: 150, slot: 250, lotto: 80 }],
      ['agency2', { casino: 120, slot: 200, lotto: 50 }],
    ]);
  });

  it("sets a child's rate within the line, with an audit line", async () => {
    const agency = await as('agency1');
    const member = await userId('member2');
    const res = await patch(agency, { user_id: member, rates: { slot: 250, lotto: 0 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rates).toEqual({ casino: 50, slot: 250, lotto: 0 });
    const trail = await t.app.inject({ method: 'GET', url: `/api/v1/core/user/audit/${member}`, headers: agency });
    expect(trail.json().data.items[0]).toEqual(expect.objectContaining({ action: 'rolling.rate', before: { casino: 50, slot: 100, lotto: 20 }, after: { casino: 50, slot: 250, lotto: 0 } }));
  });

  it.each([
    ['above the parent', 'agency1', 'member1', { casino: 151 }, 'The casino rate cannot be above your own (1.5%)'],
    ["below the child's own children", 'master1', 'agency1', { slot: 99 }, 'The slot rate cannot be below what this account gives its own accounts (2.5%)'],
  ])('refuses a rate %s, naming the limit, and writes nothing', async (_case, caller, child, rates, message) => {
    const headers = await as(caller);
    const id = await userId(child);
    const before = await snapshot(t.db);
    const res = await patch(headers, { user_id: id, rates });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('answers in Korean by default', async () => {
    const headers = { authorization: (await as('agency1')).authorization! };
    const res = await patch(headers, { user_id: await userId('member1'), rates: { lotto: 81 } });
    expect(res.json().message).toBe('로또 롤링 비율은 내 비율(0.8%)보다 높을 수 없습니다');
  });

  it.each([
    ['no rate', { rates: {} }],
    ['a rate above 100 %', { rates: { slot: 10_001 } }],
    ['a negative rate', { rates: { slot: -1 } }],
    ['an unknown game type', { rates: { poker: 10 } }],
  ])('refuses %s with 400', async (_case, body) => {
    const res = await patch(await as('agency1'), { user_id: await userId('member1'), ...body });
    expect(res.statusCode).toBe(400);
  });

  it("sets only direct children: a grandchild's rate is its own parent's to set", async () => {
    const res = await patch(await as('master1'), { user_id: await userId('member1'), rates: { slot: 10 } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only an account directly below you can be changed here');
  });
});
