import fc from 'fast-check';
import { sql } from 'kysely';
import { expectPagedLike } from '../../test/paged-list';
import { userId } from '../../test/provider-wallet';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

/*
 * Paging of the round lists (betting, per provider, rolling): a page number jumps by the day
 * totals, a cursor follows the page before. For random filters, page sizes and pages, pages
 * 1..n put together are the filter's whole list as the raw rounds give it, the cursors walk the
 * same list, and any page past the last is empty with the same total.
 *
 * The rounds are written straight into game_rounds on fixed days (across a month's end, with
 * rounds at a day's first and last microsecond and several at one instant), so nothing here
 * depends on today's date.
 */

let t: TestApp;
const headers: Record<string, Record<string, string>> = {};
const PARTNERS = ['master1', 'agency1', 'agency2', 'master2'] as const;
type Partner = (typeof PARTNERS)[number];
/** Who is in whose line (demo world). */
const MEMBERS: Record<Partner, string[]> = {
  master1: ['member1', 'member2', 'member3', 'member4', 'member6'],
  agency1: ['member1', 'member2', 'member3'],
  agency2: ['member4', 'member6'],
  master2: ['member7', 'member10'],
};
const PLAYERS = [...new Set(Object.values(MEMBERS).flat())];
/** The partners of each line whose rolling its master may ask for (`partner_id`). */
const SUB_PARTNERS: Record<Partner, string[]> = { master1: ['agency1', 'agency2'], agency1: [], agency2: [], master2: ['agency3', 'agency4'] };
const LINE_OF: Record<string, string[]> = { ...MEMBERS, agency3: ['member7'], agency4: ['member10'] };
const PROVIDERS = ['demo', 'other'];
const DAYS = ['2025-02-24', '2025-02-25', '2025-02-26', '2025-02-28', '2025-03-01', '2025-03-02', '2025-03-04', '2025-03-05'];
/** The range days: DAYS and the empty ones between and around them. */
const RANGE_DAYS = ['2025-02-23', ...DAYS.slice(0, 3), '2025-02-27', DAYS[3]!, DAYS[4]!, DAYS[5]!, '2025-03-03', DAYS[6]!, DAYS[7]!, '2025-03-06'];
const TIMES = ['00:00:00', '00:00:00.000001', '09:30:00', '12:00:00', '12:00:00', '23:59:59.999999'];
let games: { id: number; brand_id: number; game_type: string }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  for (const name of PARTNERS) headers[name] = { ...EN, ...bearer(await loginAs(t.app, name)) };
  const { rows } = await sql<{ id: number; brand_id: number; game_type: string }>`
    SELECT DISTINCT ON (b.id) g.id, g.brand_id, b.game_type FROM games g JOIN game_brands b ON b.id = g.brand_id ORDER BY b.id, g.id LIMIT 5`.execute(t.db);
  games = rows.map((g) => ({ ...g, id: Number(g.id), brand_id: Number(g.brand_id) }));
  // 160 rounds spread by a fixed rule over days, times, members, games and providers.
  const ids = new Map<string, number>();
  for (const name of PLAYERS) ids.set(name, await userId(t, name));
  const values = Array.from({ length: 160 }, (_, i) => {
    const game = games[(i * 7) % games.length]!;
    const at = `${DAYS[(i * 5 + (i >> 3)) % DAYS.length]} ${TIMES[(i * 5) % TIMES.length]}`;
    return sql`(${PROVIDERS[i % 3 === 0 ? 1 : 0]!}, ${`paging-${i}`}, ${ids.get(PLAYERS[(i * 11) % PLAYERS.length]!)!}::bigint, ${game.id}::bigint, ${game.brand_id}::bigint,
      ${game.game_type}, ${1_000 + i}::bigint, ${i % 4 === 0 ? 2_000 : 0}::bigint, true, (${at}::timestamp AT TIME ZONE 'Asia/Seoul'))`;
  });
  await sql`INSERT INTO game_rounds (provider, round_id, user_id, game_id, brand_id, game_type, bet, prize, closed, created_at) VALUES ${sql.join(values)}`.execute(t.db);
});
afterAll(() => t.close());

const get = async (partner: Partner, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: headers[partner] });
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res.json().data as { items: { id: number }[]; total: number; next: string | null };
};

interface Filter {
  partner: Partner;
  report: 'betting' | 'provider' | 'rolling';
  provider: string;
  from: number;
  span: number;
  gameType?: number;
  brand?: number;
  game?: number;
  member?: number;
  byNickname: boolean;
  /** The rolling report's earner: a partner of the caller's line, or the caller. */
  earner?: number;
}

/** Whose line the list is of: the caller's, or the rolling report's earner's. */
const lineOwner = (f: Filter) => {
  const subs = SUB_PARTNERS[f.partner];
  return f.report === 'rolling' && f.earner !== undefined && subs.length > 0 ? subs[f.earner % subs.length]! : f.partner;
};

/** The filter's rounds from game_rounds itself, newest first (ties by id), each Seoul day worked out by PostgreSQL. */
async function wholeList(f: Filter, q: Record<string, string>) {
  const partnerId = await userId(t, lineOwner(f));
  const { rows } = await sql<{ id: number }>`
    SELECT r.id FROM game_rounds r JOIN users u ON u.id = r.user_id
    WHERE r.user_id IN (SELECT a.user_id FROM user_ancestors a WHERE a.ancestor_id = ${partnerId} AND a.user_role = 'member')
      AND (r.created_at AT TIME ZONE 'Asia/Seoul')::date BETWEEN ${q.from}::date AND ${q.to}::date
      ${q.game_type ? sql`AND r.game_type = ${q.game_type}` : sql``}
      ${q.brand_id ? sql`AND r.brand_id = ${Number(q.brand_id)}` : sql``}
      ${q.game_id ? sql`AND r.game_id = ${Number(q.game_id)}` : sql``}
      ${q.username ? sql`AND u.username = ${q.username}` : sql``}
      ${q.nickname ? sql`AND u.nickname = ${q.nickname}` : sql``}
      ${f.report === 'provider' ? sql`AND r.provider = ${f.provider}` : sql``}
    ORDER BY r.created_at DESC, r.id DESC`.execute(t.db);
  return rows.map((r) => Number(r.id));
}

async function queryOf(f: Filter) {
  const q: Record<string, string> = { from: RANGE_DAYS[f.from]!, to: RANGE_DAYS[Math.min(f.from + f.span, RANGE_DAYS.length - 1)]! };
  if (f.gameType !== undefined) q.game_type = games[f.gameType % games.length]!.game_type;
  // The rolling report filters by game type and member ID only.
  if (f.brand !== undefined && f.report !== 'rolling') q.brand_id = String(games[f.brand % games.length]!.brand_id);
  if (f.game !== undefined && f.report !== 'rolling') q.game_id = String(games[f.game % games.length]!.id);
  if (lineOwner(f) !== f.partner) q.partner_id = String(await userId(t, lineOwner(f)));
  if (f.member !== undefined) {
    const members = LINE_OF[lineOwner(f)]!;
    const name = members[f.member % members.length]!;
    if (f.byNickname && f.report !== 'rolling') {
      const { nickname } = await t.db.selectFrom('users').select('nickname').where('username', '=', name).executeTakeFirstOrThrow();
      q.nickname = nickname;
    } else {
      q.username = name;
    }
  }
  return q;
}

const pathOf = (f: Filter) =>
  ({ betting: '/api/v1/game/partner/report/betting', provider: '/api/v1/game/partner/report/betting/provider/history', rolling: '/api/v1/game/partner/report/rolling' })[f.report];

const filter: fc.Arbitrary<Filter> = fc.record({
  partner: fc.constantFrom(...PARTNERS),
  report: fc.constantFrom('betting' as const, 'provider' as const, 'rolling' as const),
  provider: fc.constantFrom(...PROVIDERS),
  from: fc.nat(RANGE_DAYS.length - 1),
  span: fc.nat(RANGE_DAYS.length),
  gameType: fc.option(fc.nat(9), { nil: undefined }),
  brand: fc.option(fc.nat(9), { nil: undefined }),
  game: fc.option(fc.nat(9), { nil: undefined }),
  member: fc.option(fc.nat(9), { nil: undefined }),
  byNickname: fc.boolean(),
  earner: fc.option(fc.nat(3), { nil: undefined }),
});

describe('paging of the round lists', () => {
  it('pages 1..n are the whole list, cursors walk the same list, and a page past the end is empty with the total', async () => {
    await fc.assert(
      fc.asyncProperty(filter, fc.integer({ min: 3, max: 30 }), fc.integer({ min: 1, max: 4 }), async (f, pageSize, beyond) => {
        const q = await queryOf(f);
        const truth = await wholeList(f, q);
        const url = (extra: Record<string, string>) => `${pathOf(f)}?${new URLSearchParams({ ...q, ...(f.report === 'provider' ? { provider: f.provider } : {}), pageSize: String(pageSize), ...extra })}`;

        const pages = Math.ceil(truth.length / pageSize);
        const byNumber: number[] = [];
        for (let page = 1; page <= Math.max(pages, 1); page++) {
          const data = await get(f.partner, url({ page: String(page) }));
          expect(data.total).toBe(truth.length);
          expect(data.items.length).toBe(Math.min(pageSize, truth.length - (page - 1) * pageSize));
          byNumber.push(...data.items.map((r) => r.id));
        }
        expect(byNumber).toEqual(truth);

        for (const page of [pages + 1, pages + beyond, pages + 1_000]) {
          if (page <= pages) continue;
          expect(await get(f.partner, url({ page: String(page) }))).toEqual({ items: [], total: truth.length, next: null });
        }

        const byCursor: number[] = [];
        let cursor: string | null = null;
        do {
          const data = await get(f.partner, url(cursor ? { cursor } : {}));
          byCursor.push(...data.items.map((r) => r.id));
          cursor = data.next;
        } while (cursor);
        expect(byCursor).toEqual(truth);
      }),
      { numRuns: 40 },
    );
  });

  it('the example of issue 26: a page past the end of the whole line (betting and rolling)', async () => {
    const all = await wholeList({ partner: 'agency1', report: 'betting', provider: 'demo', from: 0, span: 99, byNickname: false }, { from: RANGE_DAYS[0]!, to: RANGE_DAYS.at(-1)! });
    expect(all.length).toBeGreaterThan(20);
    const range = `from=${RANGE_DAYS[0]}&to=${RANGE_DAYS.at(-1)}`;
    const url = `/api/v1/game/partner/report/betting?${range}&pageSize=${all.length + 5}&page=2`;
    expect(await get('agency1', url)).toEqual({ items: [], total: all.length, next: null });
    expect(await get('agency1', `/api/v1/game/partner/report/rolling?${range}&pageSize=7&page=${Math.ceil(all.length / 7) + 1}`)).toEqual({ items: [], total: all.length, next: null });
  });

  it('pages of the lists paged by number are the list read in one request, and a page past the end is empty with its total', async () => {
    // The seed's own activity (its rounds' calls, its deposits and withdrawals) happened on the days PostgreSQL says.
    const seedDays = await sql<{ from: string; to: string }>`
      SELECT to_char(min(s.processed_at) AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS from, to_char(now() AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS to
      FROM statements s WHERE s.processed_at IS NOT NULL`.execute(t.db);
    const seed = seedDays.rows[0]!;
    const member7 = await userId(t, 'member7');
    const lists = fc.oneof(
      fc.record({ path: fc.constant('/api/v1/game/partner/report/game/by_game'), sort: fc.constantFrom('rounds', 'bet', 'prize', 'profit', 'win_lose'), order: fc.constantFrom('asc', 'desc') }),
      fc.record({ path: fc.constant('/api/v1/game/partner/report/game/by_user'), sort: fc.constantFrom('rounds', 'bet', 'refund', 'rolling'), order: fc.constantFrom('asc', 'desc') }),
      fc.record({ path: fc.constant('/api/v1/game/partner/game_transaction/ranking'), by: fc.constantFrom('bet', 'rolling', 'losing') }),
      fc.record({ path: fc.constant('/api/v1/game/partner/report/losing'), period: fc.constantFrom('day', 'week', 'month'), day: fc.constantFrom(...DAYS) }),
      fc.record({ path: fc.constantFrom('/api/v1/wallet/report/statement/deposit/rank', '/api/v1/wallet/report/statement/withdraw/rank'), from: fc.constant(seed.from), to: fc.constant(seed.to) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PARTNERS), lists, fc.nat(RANGE_DAYS.length - 1), fc.integer({ min: 1, max: 6 }), async (partner, { path, ...own }, from, pageSize) => {
        const range = path.includes('/losing') || path.includes('/statement/') ? {} : { from: RANGE_DAYS[from]!, to: RANGE_DAYS.at(-1)! };
        await expectPagedLike(t.app, headers[partner]!, path, { ...range, ...own } as Record<string, string>, pageSize);
      }),
      { numRuns: 40 },
    );
    // One member's calls (the seed's rounds), in its master's line.
    for (const pageSize of [1, 3]) await expectPagedLike(t.app, headers.master2!, '/api/v1/game/partner/game_transaction', { user_id: String(member7), from: seed.to, to: seed.to }, pageSize);
  });
});
