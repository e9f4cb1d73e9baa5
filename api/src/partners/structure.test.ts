import { sql } from 'kysely';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

/* The structure tree's search and the two halves of the line's requests (who is online: online-accounts.test.ts). */

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

describe('user/line-path', () => {
  it('gives the path from the caller down to each match, and nothing outside the line', async () => {
    const master = await as('master1');
    const found = await get('/api/v1/core/user/line-path?search=member4', master);
    expect(found.items.map((m: { path: { username: string }[] }) => m.path.map((s) => s.username))).toEqual([['agency2', 'member4']]);
    expect(found.items[0].path[0]).toEqual(expect.objectContaining({ level: 'agency', nickname: '부산에이전시' }));

    const agency = await as('agency1');
    expect((await get('/api/v1/core/user/line-path?search=member4', agency)).items).toEqual([]);
    expect((await get('/api/v1/core/user/line-path?search=agency', agency)).items).toEqual([]);
    expect((await get('/api/v1/core/user/line-path?search=%E8%A1%8C', agency)).items).toEqual([]);
    const own = await get('/api/v1/core/user/line-path?search=MEMBER1', agency);
    expect(own.items.map((m: { path: { username: string }[] }) => m.path.map((s) => s.username))).toEqual([['member1']]);
  });

  it('refuses an empty or too long search', async () => {
    const agency = await as('agency1');
    for (const q of ['', '?search=', `?search=${'x'.repeat(41)}`]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/core/user/line-path${q}`, headers: agency })).statusCode).toBe(400);
    }
  });
});

describe('statement/user-list and sub-list', () => {
  it('splits the line: own members in user-list, members below sub-partners in sub-list', async () => {
    const master = await as('master1');
    const subs = await get('/api/v1/wallet/agency/statement/sub-list?pageSize=100', master);
    const own = await get('/api/v1/wallet/agency/statement/user-list?pageSize=100', master);
    const ownMembers = await t.db
      .selectFrom('users as u')
      .innerJoin('users as p', 'p.id', 'u.parent_id')
      .select('u.username')
      .where('p.username', '=', 'master1')
      .where('u.role', '=', 'member')
      .execute();
    const names = (page: { items: { username: string }[] }) => new Set(page.items.map((s) => s.username));
    expect([...names(subs)]).toEqual(expect.arrayContaining(['member1', 'member4']));
    for (const name of names(own)) expect(ownMembers.map((m) => m.username)).toContain(name);
    expect(subs.open.deposit).toBeGreaterThanOrEqual(1);
    // agency1 has no sub-partners: its sub-list is empty, its members' requests are its own.
    const agency = await as('agency1');
    expect((await get('/api/v1/wallet/agency/statement/sub-list', agency)).total).toBe(0);
    expect([...names(await get('/api/v1/wallet/agency/statement/user-list?pageSize=100', agency))]).toContain('member1');
  });
});

/*
 * statement/open: the requests a partner may decide, as the menu badge counts them. The seeded
 * world: master2 has no members of its own; member9 (agency3) and member10, member11 (agency4)
 * each have one open request; member4 (agency2, master1's line) has one.
 */
describe('statement/open', () => {
  const openOf = (headers: Record<string, string>) => get('/api/v1/wallet/agency/statement/open', headers);

  it("counts a master's requests below its sub-partners, which its own-members list does not show", async () => {
    const master2 = await as('master2');
    expect(await openOf(master2)).toEqual({ members: { deposit: 0, withdraw: 0 }, sub: { deposit: 2, withdraw: 1 }, total: 3 });
    // The same split as the two lists, and the same total as the dashboard's waiting counts.
    expect((await get('/api/v1/wallet/agency/statement/user-list?status=open', master2)).open).toEqual({ deposit: 0, withdraw: 0 });
    expect((await get('/api/v1/wallet/agency/statement/sub-list?status=open', master2)).open).toEqual({ deposit: 2, withdraw: 1 });
    const { pending } = await get('/api/v1/wallet/agency/dashboard', master2);
    expect(pending.deposit + pending.withdraw).toBe(3);
  });

  it("counts an agency's own members' requests, and follows a new request and a decision", async () => {
    const agency4 = await as('agency4');
    expect(await openOf(agency4)).toEqual({ members: { deposit: 1, withdraw: 1 }, sub: { deposit: 0, withdraw: 0 }, total: 2 });
    expect(await openOf(await as('agency3'))).toEqual({ members: { deposit: 1, withdraw: 0 }, sub: { deposit: 0, withdraw: 0 }, total: 1 });

    const agency1 = await as('agency1');
    expect((await openOf(agency1)).total).toBe(0);
    const member1 = bearer(await loginAs(t.app, 'member1'));
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/wallet/statement/member/create', headers: member1, payload: { type: 'deposit', amount: 50_000 } });
    expect(created.statusCode).toBe(200);
    expect(await openOf(agency1)).toEqual({ members: { deposit: 1, withdraw: 0 }, sub: { deposit: 0, withdraw: 0 }, total: 1 });
    const master1 = await as('master1');
    const before = await openOf(master1);
    expect(before.sub.deposit).toBe(2);

    // The master decides it (a request of its sub-partner's member): gone from both counts.
    const id = created.json().data.statement.id;
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/wallet/agency/statement/reject/${id}`, headers: master1 })).statusCode).toBe(200);
    expect((await openOf(agency1)).total).toBe(0);
    expect(await openOf(master1)).toEqual({ ...before, sub: { deposit: 1, withdraw: 0 }, total: before.total - 1 });
  });
});

describe('user_ancestors (the line as a closure table)', () => {
  // Each pair with the descendant's role and state, which the member list filters on (migration 025).
  const pairs = async () =>
    (await t.db.selectFrom('user_ancestors').select(['ancestor_id', 'user_id', 'depth', 'user_role', 'user_state']).execute()).map((a) => `${a.ancestor_id}>${a.user_id}@${a.depth}:${a.user_role}/${a.user_state}`).sort();
  const walk = async () => {
    const users = await t.db.selectFrom('users').select(['id', 'username', 'parent_id', 'role', 'state']).execute();
    const parentOf = new Map(users.map((u) => [u.id, u.parent_id]));
    const expected: string[] = [];
    for (const { id, role, state } of users) {
      for (let p = parentOf.get(id), depth = 1; p != null; p = parentOf.get(p), depth++) expected.push(`${p}>${id}@${depth}:${role}/${state}`);
    }
    return { ids: new Map(users.map((u) => [u.username, u.id])), expected: expected.sort() };
  };

  it('holds every ancestor of every account, also after a subtree moves; a move below itself is refused', async () => {
    expect(await pairs()).toEqual((await walk()).expected);
    const { ids } = await walk();
    // A state change is copied to every pair of the account, and a move takes it along.
    await t.db.updateTable('users').set({ state: 'stop' }).where('id', '=', ids.get('member10')!).execute();
    expect(await pairs()).toEqual((await walk()).expected);
    // agency4 (with its members) moves from master2 to master1, then back.
    await t.db.updateTable('users').set({ parent_id: ids.get('master1')! }).where('id', '=', ids.get('agency4')!).execute();
    expect(await pairs()).toEqual((await walk()).expected);
    await t.db.updateTable('users').set({ parent_id: ids.get('master2')! }).where('id', '=', ids.get('agency4')!).execute();
    expect(await pairs()).toEqual((await walk()).expected);
    await expect(t.db.updateTable('users').set({ parent_id: ids.get('member10')! }).where('id', '=', ids.get('agency4')!).execute()).rejects.toThrow(/cannot move below itself/);
    await t.db.updateTable('users').set({ state: 'normal' }).where('id', '=', ids.get('member10')!).execute();
    expect(await pairs()).toEqual((await walk()).expected);
  });

  const movesWaitingOnALock = async () =>
    (
      await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE 'update "users"%'`.execute(t.db)
    ).rows[0]!.n;

  it('two moves that would close a loop at the same moment: the second waits for the first and is refused', async () => {
    const { ids } = await walk();
    const [agency3, agency4] = [ids.get('agency3')!, ids.get('agency4')!];
    const parentOf3 = (await t.db.selectFrom('users').select('parent_id').where('id', '=', agency3).executeTakeFirstOrThrow()).parent_id!;
    let second: Promise<unknown> = Promise.resolve();
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ parent_id: agency4 }).where('id', '=', agency3).execute();
      second = t.db.transaction().execute((other) => other.updateTable('users').set({ parent_id: agency3 }).where('id', '=', agency4).execute());
      // Held until the second move is seen waiting on this one's row lock.
      for (const deadline = performance.now() + 10_000; (await movesWaitingOnALock()) === 0; ) {
        if (performance.now() > deadline) throw new Error('the second move never waited on the first');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    await expect(second).rejects.toThrow(/cannot move below itself/);
    expect(await pairs()).toEqual((await walk()).expected);
    await t.db.updateTable('users').set({ parent_id: parentOf3 }).where('id', '=', agency3).execute();
    expect(await pairs()).toEqual((await walk()).expected);
  });
});

