import { MAX_ONLINE_SESSIONS_SHOWN } from '@casino/contract';
import { randomBytes } from 'node:crypto';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

/*
 * Current users (online-list): one row per account of the line with sessions used in the last
 * few minutes, its sessions under it; paging and the total count accounts, not sessions.
 */

let t: TestApp;
const as = async (username: string) => ({ ...EN, ...bearer(await loginAs(t.app, username)) });
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const idOf = async (username: string) => (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** A live session of `username`, last used `seen` minutes ago (as a sign-in would leave it). */
async function openSession(username: string, seen: number, ip: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/143.0.0.0 Safari/537.36') {
  const row = await t.db
    .insertInto('sessions')
    .values({
      token_hash: randomBytes(32),
      user_id: await idOf(username),
      expires_at: new Date(Date.now() + 3_600_000),
      ip,
      user_agent: userAgent,
      created_at: minutesAgo(seen + 1),
      last_seen_at: minutesAgo(seen),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const endSessionsOf = async (username: string) => {
  await t.db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', await idOf(username)).where('revoked_at', 'is', null).execute();
};

type Account = { user: { username: string }; session_count: number; sessions: { session_id: number; ip: string; device: string; last_seen_at: string }[]; last_seen_at: string };
const names = (page: { items: Account[] }) => page.items.map((a) => a.user.username);

describe('user/online-list', () => {
  it('gives one row per account with its sessions under it, most recently active first; pages and the total count accounts', async () => {
    const agency = await as('agency1');
    // member1 on three devices, member2 on two, member3 on one: six sessions, three people.
    const m1 = [await openSession('member1', 3, '10.9.0.1'), await openSession('member1', 1, '10.9.0.2', 'Mozilla/5.0 (iPhone) Version/17.2 Mobile/15E148 Safari/604.1'), await openSession('member1', 4, '10.9.0.3')];
    await openSession('member2', 2, '10.9.0.4');
    await openSession('member2', 0, '10.9.0.5');
    await openSession('member3', 0.5, '10.9.0.6');

    const all = await get('/api/v1/core/user/online-list?pageSize=100', agency);
    expect({ total: all.total, sessions: all.sessions, minutes: all.minutes }).toEqual({ total: 3, sessions: 6, minutes: 5 });
    expect(names(all)).toEqual(['member2', 'member3', 'member1']);
    const member1 = all.items[2] as Account;
    expect(member1.session_count).toBe(3);
    // Its sessions, most recently used first, each with its own address and device.
    expect(member1.sessions.map((s) => [s.session_id, s.ip])).toEqual([
      [m1[1], '10.9.0.2'],
      [m1[0], '10.9.0.1'],
      [m1[2], '10.9.0.3'],
    ]);
    expect(member1.sessions[0]!.device).toContain('iPhone');
    expect(member1.last_seen_at).toBe(member1.sessions[0]!.last_seen_at);
    expect(all.items[0]).toEqual(expect.objectContaining({ session_count: 2, user: expect.objectContaining({ username: 'member2', parent_username: 'agency1', level: 'member' }) }));

    // Pages of two accounts: 2 + 1 rows, the same accounts in the same order; past the end, none.
    const pages = [1, 2, 3].map((page) => get(`/api/v1/core/user/online-list?pageSize=2&page=${page}`, agency));
    const [first, second, third] = await Promise.all(pages);
    expect([first.items.length, second.items.length, third.items.length]).toEqual([2, 1, 0]);
    expect([...names(first), ...names(second)]).toEqual(names(all));
    for (const page of [first, second, third]) expect({ total: page.total, sessions: page.sessions }).toEqual({ total: 3, sessions: 6 });

    // A search or a level names accounts; the counts follow.
    const found = await get('/api/v1/core/user/online-list?search=member1', agency);
    expect({ names: names(found), total: found.total, sessions: found.sessions }).toEqual({ names: ['member1'], total: 1, sessions: 3 });
    expect((await get('/api/v1/core/user/online-list?level=agency', agency)).total).toBe(0);

    // The connection reset ends all of member1's sessions: its row goes, the others stay.
    const reset = await t.app.inject({ method: 'POST', url: `/api/v1/core/user/connection-reset/${await idOf('member1')}`, headers: agency });
    expect(reset.json().data.sessions_ended).toBeGreaterThanOrEqual(3);
    const after = await get('/api/v1/core/user/online-list', agency);
    expect({ names: names(after), total: after.total, sessions: after.sessions }).toEqual({ names: ['member2', 'member3'], total: 2, sessions: 3 });
    await Promise.all(['member2', 'member3'].map(endSessionsOf));
  });

  it(`lists at most ${MAX_ONLINE_SESSIONS_SHOWN} sessions under an account and counts them all`, async () => {
    for (let n = 0; n < MAX_ONLINE_SESSIONS_SHOWN + 2; n++) await openSession('member3', n / 10, `10.8.0.${n}`);
    const [row] = (await get('/api/v1/core/user/online-list?search=member3', await as('agency1'))).items as Account[];
    expect(row!.session_count).toBe(MAX_ONLINE_SESSIONS_SHOWN + 2);
    expect(row!.sessions.map((s) => s.ip)).toEqual(Array.from({ length: MAX_ONLINE_SESSIONS_SHOWN }, (_, n) => `10.8.0.${n}`));
    await endSessionsOf('member3');
  });

  it('a reset or a quiet session is not online; the line above sees the account, another line does not', async () => {
    const agency = await as('agency1');
    await loginAs(t.app, 'member2', undefined, '10.1.2.3');
    const online = await get('/api/v1/core/user/online-list?search=member2', agency);
    expect(online.items).toEqual([expect.objectContaining({ session_count: 1, sessions: [expect.objectContaining({ ip: '10.1.2.3' })] })]);
    expect(names(await get('/api/v1/core/user/online-list?search=member2', await as('master1')))).toEqual(['member2']);
    expect((await get('/api/v1/core/user/online-list?search=member2', await as('agency2'))).total).toBe(0);

    const member2 = await idOf('member2');
    await t.db.updateTable('sessions').set({ last_seen_at: minutesAgo(6) }).where('user_id', '=', member2).execute();
    expect((await get('/api/v1/core/user/online-list?search=member2', agency)).items).toEqual([]);

    await loginAs(t.app, 'member2');
    expect((await get('/api/v1/core/user/online-list?search=member2', agency)).total).toBe(1);
    const reset = await t.app.inject({ method: 'POST', url: `/api/v1/core/user/connection-reset/${member2}`, headers: agency });
    expect(reset.statusCode).toBe(200);
    expect((await get('/api/v1/core/user/online-list?search=member2', agency)).total).toBe(0);
  });

  it('a request with a quiet session marks it seen again', async () => {
    const token = await loginAs(t.app, 'member3');
    const id = await idOf('member3');
    await t.db.updateTable('sessions').set({ last_seen_at: minutesAgo(10) }).where('user_id', '=', id).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/core/user/info', headers: bearer(token) })).statusCode).toBe(200);
    expect((await get('/api/v1/core/user/online-list?search=member3', await as('agency1'))).total).toBe(1);
  });
});
