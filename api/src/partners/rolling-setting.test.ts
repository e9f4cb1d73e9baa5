import { sql } from 'kysely';
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
const change = (headers: Record<string, string>, user_id: number, rates: Record<string, number>) => patch(headers, { user_id, rates });

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

const RULE = /^The (casino|slot|lotto) rate cannot be (above your own|below what this account gives its own accounts) \(\d+(\.\d+)?%\)$/;

/** Every (child, game type) whose rate is above its parent's: none, when the rule holds. */
const ruleBreaches = async () =>
  (
    await sql<{ user_id: number }>`SELECT c.user_id FROM rolling_rates c JOIN users u ON u.id = c.user_id
      LEFT JOIN rolling_rates p ON p.user_id = u.parent_id AND p.game_type = c.game_type
      WHERE u.parent_id IS NOT NULL AND c.rate_bp > coalesce(p.rate_bp, 0)`.execute(t.db)
  ).rows;

/** Every (user, game type) whose newest history row is not its current rate. */
const historyDisagreements = async () =>
  (
    await sql<{ user_id: number; game_type: string; current: number; newest: number }>`
      SELECT r.user_id, r.game_type, r.rate_bp AS current, h.rate_bp AS newest FROM rolling_rates r
      LEFT JOIN LATERAL (SELECT x.rate_bp FROM rolling_rate_history x WHERE x.user_id = r.user_id AND x.game_type = r.game_type ORDER BY x.valid_from DESC LIMIT 1) h ON true
      WHERE h.rate_bp IS DISTINCT FROM r.rate_bp`.execute(t.db)
  ).rows;

/*
 * Rolling rates changed at the same moment along one line (issue 26): a master lowering an
 * agency's rates while the agency raises its members', and many changes of one child at once.
 * Every answer is 200 or the rule's 409, never a 500 (a deadlock, or the line's trigger refusing);
 * the rule holds, and the rate history's newest row is the current rate. Last in this file: they
 * leave the line's rates wherever the races ended.
 */
describe('rolling rates changed at once along a line', () => {
  it('answers every change 200 or the rule 409, keeps the rule, and the history ends at the current rates', async () => {
    const [master, agency] = [await as('master1'), await as('agency1')];
    const [agency1, member1, member2, member3] = [await userId('agency1'), await userId('member1'), await userId('member2'), await userId('member3')];
    // Three rounds of 70 requests at once: the master moves agency1's casino and slot rates down
    // and up, agency1 moves member1's up and down across them, and 20 changes of member2
    // (two game types each) and member3 race each other.
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([
        ...Array.from({ length: 25 }, (_, i) => change(master, agency1, { casino: 60 + ((i * 37 + round * 11) % 141), slot: 120 + ((i * 53) % 181) })),
        ...Array.from({ length: 25 }, (_, i) => change(agency, member1, { casino: 40 + ((i * 29 + round * 7) % 121), slot: 60 + ((i * 41) % 201) })),
        ...Array.from({ length: 20 }, (_, i) => change(agency, i % 2 ? member2 : member3, { casino: (i * 31) % 151, lotto: (i * 17 + round) % 81 })),
      ]);
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
      for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().message).toMatch(RULE);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
      expect(await ruleBreaches()).toEqual([]);
      expect(await historyDisagreements()).toEqual([]);
    }
  });

  it('orders the rate history as the changes took effect, not as their transactions started', async () => {
    // A transaction that started first (an operator's SQL) commits last, after a request changed
    // the same rate: the rate in force is the later commit's, and so is the history's newest row.
    const agency3 = await userId('agency3');
    const headers = await as('master2');
    await t.db.transaction().execute(async (trx) => {
      await sql`SELECT now()`.execute(trx);
      expect((await change(headers, agency3, { casino: 66 })).statusCode).toBe(200);
      await sql`UPDATE rolling_rates SET rate_bp = 77 WHERE user_id = ${agency3} AND game_type = 'casino'`.execute(trx);
    });
    const newest = await t.db
      .selectFrom('rolling_rate_history')
      .select('rate_bp')
      .where('user_id', '=', agency3)
      .where('game_type', '=', 'casino')
      .orderBy('valid_from', 'desc')
      .executeTakeFirstOrThrow();
    expect(newest.rate_bp).toBe(77);
    expect(await historyDisagreements()).toEqual([]);
  });

  it("answers the line trigger's own refusal as the 409 a single request gets", async () => {
    // A change that slips past the service's locks (an operator's SQL): it gives member12 (no
    // lotto row yet: 0) a lotto rate of 0.5 % and holds agency4's lotto row while master2 lowers
    // agency4 to 0.4 %. The request's check saw no such rate and let it through; its write, let
    // go after the commit, meets the trigger, which refuses with the rate of that moment.
    const [agency4, member12] = [await userId('agency4'), await userId('member12')];
    await t.db.deleteFrom('rolling_rates').where('user_id', '=', member12).where('game_type', '=', 'lotto').execute();
    const headers = await as('master2');
    let request!: Promise<Awaited<ReturnType<typeof change>>>;
    await t.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO rolling_rates (user_id, game_type, rate_bp) VALUES (${member12}, 'lotto', 50)`.execute(trx);
      await sql`UPDATE rolling_rates SET updated_at = now() WHERE user_id = ${agency4} AND game_type = 'lotto'`.execute(trx);
      request = Promise.resolve(change(headers, agency4, { lotto: 40 })); // inject sends once asked for its answer
      await waitUntilSomeoneWaits();
    });
    const res = await request;
    expect([res.statusCode, res.json().message]).toEqual([409, 'The lotto rate cannot be below what this account gives its own accounts (0.5%)']);
    expect((await t.db.selectFrom('rolling_rates').select('rate_bp').where('user_id', '=', agency4).where('game_type', '=', 'lotto').executeTakeFirstOrThrow()).rate_bp).toBe(60);
  });
});

/**
 * Until a backend of this database waits for a lock: the request's write behind the open
 * transaction. Asked on a connection of its own, each time in a new transaction (a transaction
 * keeps its first look at pg_stat_activity).
 */
async function waitUntilSomeoneWaits() {
  for (const deadline = performance.now() + 30_000; performance.now() < deadline; ) {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(t.db);
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the request never waited for the row');
}
