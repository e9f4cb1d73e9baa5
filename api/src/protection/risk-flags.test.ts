import { seoulToday } from '@casino/contract';
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

const FLAGS = '/api/v1/core/user/risk-flags';
const as = async (username: string) => bearer(await loginAs(t.app, username, DEMO_PASSWORD, '10.99.0.1'));
const flagsOf = async (headers: Record<string, string>, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `${FLAGS}?${query.includes('pageSize') ? '' : 'pageSize=100'}${query}`, headers: { ...EN, ...headers } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: { user: { username: string; partner: string }; at: string; flag: Record<string, unknown> & { kind: string } }[]; total: number };
};
const flagOf = async (headers: Record<string, string>, username: string, kind: string) =>
  (await flagsOf(headers, `&kind=${kind}`)).items.find((f) => f.user.username === username)?.flag;
/** A sign-in from a browser, with its `browser` cookie when it has one; answers the cookie it keeps. */
async function browserSignIn(username: string, remoteAddress: string, browser?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/core/auth/login',
    payload: { username, password: DEMO_PASSWORD },
    headers: { ...EN, 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin', ...(browser ? { cookie: `browser=${browser}` } : {}) },
    remoteAddress,
  });
  expect(res.statusCode).toBe(200);
  return res.cookies.find((c) => c.name === 'browser')!;
}

describe('risk flags over a line', () => {
  it('members signed in from one address: each is flagged with the address and the others of the caller’s line only', async () => {
    for (const username of ['member1', 'member2', 'member4']) await loginAs(t.app, username, DEMO_PASSWORD, '10.77.0.1');
    const agency1 = await as('agency1');
    expect(await flagOf(agency1, 'member1', 'shared_address')).toEqual({ kind: 'shared_address', address: '10.77.0.1', others: ['member2'], others_count: 1 });
    expect(await flagOf(agency1, 'member2', 'shared_address')).toEqual({ kind: 'shared_address', address: '10.77.0.1', others: ['member1'], others_count: 1 });
    // member4 is agency2's: agency1 neither sees it nor learns its name.
    const seen = await flagsOf(agency1);
    expect(seen.items.map((f) => f.user.username)).not.toContain('member4');
    expect(JSON.stringify(seen)).not.toContain('member4');
    // Their master sees all three.
    expect(await flagOf(await as('master1'), 'member4', 'shared_address')).toEqual({ kind: 'shared_address', address: '10.77.0.1', others: ['member1', 'member2'], others_count: 2 });
    // The members list names each row's kinds.
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/core/user/line-list?search=member&pageSize=100', headers: agency1 })).json().data.items as { username: string; risk: string[] }[];
    expect(listed.find((m) => m.username === 'member1')?.risk).toEqual(['shared_address']);
    expect(listed.find((m) => m.username === 'member3')?.risk).toEqual([]);
    const one = await flagsOf(agency1, `&user_id=${await userId(t, 'member1')}`);
    expect(one.items.map((f) => [f.user.username, f.user.partner, f.flag.kind])).toEqual([['member1', 'agency1', 'shared_address']]);
  });

  it('many members on one address: five others named, alphabetically, and all of them counted', async () => {
    for (const n of [1, 2, 3]) {
      const payload = registration({ username: `risk0${n}`, nickname: `위험${n}`, phone: `010-7777-000${n}`, account_number: `110-777-00000${n}` });
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/core/register', payload, headers: EN, remoteAddress: `10.81.0.${n}` })).statusCode).toBe(200);
    }
    for (const username of ['member1', 'member2', 'member3', 'member4', 'member5', 'member6', 'risk01', 'risk02', 'risk03']) await loginAs(t.app, username, username.startsWith('risk') ? 'secret12' : DEMO_PASSWORD, '10.80.0.1');
    const master = await as('master1');
    const flags = (await flagsOf(master, `&kind=shared_address&user_id=${await userId(t, 'member1')}`)).items;
    expect(flags.map((f) => f.flag)).toEqual([{ kind: 'shared_address', address: '10.80.0.1', others: ['member2', 'member3', 'member4', 'member5', 'member6'], others_count: 8 }]);
    expect((await flagOf(master, 'risk03', 'shared_address'))?.others).toEqual(['member1', 'member2', 'member3', 'member4', 'member5']);
  });

  it('one browser signing in to two members: both flagged, the cookie kept across them', async () => {
    const cookie = await browserSignIn('member3', '10.78.0.1');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/core/auth' });
    expect((await browserSignIn('member2', '10.78.0.2', cookie.value)).value).toBe(cookie.value);
    // A made-up id is replaced, never adopted.
    expect((await browserSignIn('member3', '10.78.0.3', 'not-an-id')).value).not.toBe('not-an-id');
    const agency1 = await as('agency1');
    expect(await flagOf(agency1, 'member3', 'shared_device')).toEqual({ kind: 'shared_device', others: ['member2'], others_count: 1 });
    expect(await flagOf(agency1, 'member2', 'shared_device')).toEqual({ kind: 'shared_device', others: ['member3'], others_count: 1 });
  });

  it('a member signing in from four addresses in a day is flagged with the day and the count; three are not enough', async () => {
    for (const ip of ['10.79.0.1', '10.79.0.2', '10.79.0.3']) await loginAs(t.app, 'member9', DEMO_PASSWORD, ip);
    const agency3 = await as('agency3');
    expect(await flagOf(agency3, 'member9', 'many_addresses')).toBeUndefined();
    await loginAs(t.app, 'member9', DEMO_PASSWORD, '10.79.0.4');
    expect(await flagOf(agency3, 'member9', 'many_addresses')).toEqual({ kind: 'many_addresses', day: seoulToday(new Date()), addresses: 4 });
  });

  it('a prize ten times the member’s median or more, of at least 100,000 won, is a big win; under it, nothing', async () => {
    const session = await openGameSession(t, 'member6');
    const play = async (n: number, prize: number) => {
      expect((await callWallet(t, 'bet', { session, txn_id: `risk-bet-${n}`, round_id: `risk-round-${n}`, amount: 1_000 })).statusCode).toBe(200);
      expect((await callWallet(t, 'win', { session, txn_id: `risk-win-${n}`, round_id: `risk-round-${n}`, amount: prize })).statusCode).toBe(200);
    };
    for (let n = 1; n <= 5; n++) await play(n, 10_000);
    await play(6, 99_000);
    const agency2 = await as('agency2');
    expect(await flagOf(agency2, 'member6', 'big_win')).toBeUndefined();
    await play(7, 150_000);
    expect(await flagOf(agency2, 'member6', 'big_win')).toEqual({ kind: 'big_win', prize: 150_000, median: 10_000, game: expect.any(String) });
  });

  it('pages the latest first, filters by kind, and refuses bad input and other lines’ members; it changes nothing', async () => {
    const [agency1, member] = [await as('agency1'), await as('member1')];
    const before = await snapshot(t.db);
    const all = await flagsOf(agency1);
    const times = all.items.map((f) => f.at);
    expect(times).toEqual([...times].sort().reverse());
    const firstPage = await flagsOf(agency1, '&pageSize=1');
    expect(firstPage).toEqual({ items: [all.items[0]], total: all.total });
    expect((await flagsOf(agency1, '&page=50')).total).toBe(all.total);
    for (const query of ['?kind=nope', '?user_id=abc', '?pageSize=101', '?page=0', '?extra=1']) {
      expect([query, (await t.app.inject({ method: 'GET', url: `${FLAGS}${query}`, headers: agency1 })).statusCode]).toEqual([query, 400]);
    }
    for (const username of ['member4', 'agency1', 'master1']) {
      expect([username, (await t.app.inject({ method: 'GET', url: `${FLAGS}?user_id=${await userId(t, username)}`, headers: agency1 })).statusCode]).toEqual([username, 404]);
    }
    expect((await t.app.inject({ method: 'GET', url: FLAGS, headers: member })).statusCode).toBe(403);
    expect(await snapshot(t.db)).toEqual(before);
  });
});
