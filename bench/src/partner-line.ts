// Benchmarks the back-office's heaviest reads on a large line: 2,000 agencies under master1 with
// 50 members each (100,000 members), each member funded through the ledger, on a fresh embedded
// PostgreSQL behind the API in its own process. Requests go one at a time, as one partner's
// browser sends them; prints p50/p95/max per read. Env: PARTNER_AGENCIES (2000),
// PARTNER_MEMBERS_PER_AGENCY (50), PARTNER_RUNS (40).
import pg from 'pg';
import { percentile } from './percentile';
import { signInMaster1 } from './master-session';
import { startSite } from './start-site';
import { announceShortMode, setting } from './bench-settings';

const PORT = 4500;
const PG_PORT = 54336;
const PG_URL = `postgres://postgres:casino-local@127.0.0.1:${PG_PORT}/casino`;
const AGENCIES = setting('PARTNER_AGENCIES', 2000, 20);
const PER_AGENCY = setting('PARTNER_MEMBERS_PER_AGENCY', 50, 5);
const RUNS = setting('PARTNER_RUNS', 40, 2);
const WARMUP = setting('PARTNER_WARMUP', 5, 1);

/** The line, in set-based SQL: agencies, members, their ledger accounts, and cash from the house. */
async function seedLine(db: pg.Client) {
  const started = Date.now();
  await db.query('BEGIN');
  await db.query(`
    INSERT INTO users (username, nickname, role, level, parent_id, referral_code, phone, bank_name, account_number, password_hash, withdraw_password_hash)
    SELECT 'bagency' || a, '벤치에이전시' || a, 'partner', 'agency', m.id, 'BENCH' || a, '010-0000-0000', '국민은행', '000-00-000000', m.password_hash, m.withdraw_password_hash
    FROM generate_series(1, $1::int) a, (SELECT id, password_hash, withdraw_password_hash FROM users WHERE username = 'master1') m`, [AGENCIES]);
  await db.query(`
    INSERT INTO users (username, nickname, role, level, parent_id, phone, bank_name, account_number, password_hash, withdraw_password_hash, created_at, last_login_at, state)
    SELECT 'bm' || a.id || '_' || n, '회원' || a.id || '_' || n, 'member', 'member', a.id, '010-1111-2222', '신한은행', '110-000-000000', a.password_hash, a.withdraw_password_hash,
           now() - make_interval(mins => ((a.id * 7 + n * 13) % 100000)::int), CASE WHEN n % 3 = 0 THEN now() - make_interval(hours => n) END,
           CASE WHEN n % 25 = 0 THEN 'stop' ELSE 'normal' END
    FROM users a, generate_series(1, $1::int) n WHERE a.username LIKE 'bagency%'`, [PER_AGENCY]);
  await db.query(`
    INSERT INTO ledger_accounts (user_id, kind, lock_rank)
    SELECT u.id, k.kind, CASE WHEN u.role = 'partner' THEN 1 ELSE 0 END
    FROM users u JOIN (VALUES ('member', 'member_cash'), ('member', 'member_credit'), ('member', 'rolling_point'), ('member', 'withdraw_hold'),
                              ('partner', 'partner_balance'), ('partner', 'rolling_point')) k(role, kind) ON k.role = u.role
    WHERE u.username LIKE 'bagency%' OR u.username LIKE 'bm%'`);
  await db.query('COMMIT');
  // Cash from the house, one balanced posting per agency's members (amounts vary, for the sort).
  const house = (await db.query<{ id: string }>(`SELECT id FROM ledger_accounts WHERE kind = 'house'`)).rows[0]!.id;
  const agencies = (await db.query<{ id: string }>(`SELECT id FROM users WHERE username LIKE 'bagency%' ORDER BY id`)).rows;
  for (const [i, agency] of agencies.entries()) {
    const { rows } = await db.query<{ id: string; amount: string }>(
      `SELECT a.id, (1000 * ((u.id * 37) % 5000))::bigint AS amount FROM users u JOIN ledger_accounts a ON a.user_id = u.id AND a.kind = 'member_cash' WHERE u.parent_id = $1 AND (u.id * 37) % 5000 > 0`,
      [agency.id],
    );
    const total = rows.reduce((sum, r) => sum + Number(r.amount), 0);
    await db.query(`SELECT * FROM ledger_post('bench_funding', $1, 'partner bench', $2::bigint[], $3::bigint[])`, [
      `bench:line:${i}`,
      [house, ...rows.map((r) => r.id)],
      [-total, ...rows.map((r) => r.amount)],
    ]);
  }
  // As autovacuum leaves a table some time after a bulk insert: statistics and the visibility map
  // (index-only scans of the closure table read no table pages).
  await db.query('VACUUM ANALYZE');
  return (Date.now() - started) / 1000;
}

/** The first request's time (nothing cached yet), then the measured runs, ascending. `before` runs ahead of each request, untimed. */
async function timeRead(url: string, cookie: string, before?: () => Promise<void>): Promise<{ cold: number; times: number[] }> {
  const times: number[] = [];
  let cold = NaN;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    await before?.();
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie, 'accept-language': 'ko', 'accept-encoding': 'gzip, br' } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    if (i === 0) cold = performance.now() - t0;
    if (i >= WARMUP) times.push(performance.now() - t0);
  }
  return { cold, times: times.sort((a, b) => a - b) };
}

async function main() {
  announceShortMode('Partner line bench');
  const site = await startSite(PORT, 'bench-partner', PG_PORT);
  const db = new pg.Client({ connectionString: PG_URL });
  await db.connect();
  try {
    console.log(`API on :${PORT}, embedded PostgreSQL on :${PG_PORT}; seeding ${AGENCIES} agencies x ${PER_AGENCY} members under master1...`);
    const seconds = await seedLine(db);
    const counts = (await db.query<{ members: string; partners: string }>(`SELECT count(*) FILTER (WHERE role = 'member') AS members, count(*) FILTER (WHERE role = 'partner') AS partners FROM users`)).rows[0]!;
    console.log(`seeded in ${seconds.toFixed(1)} s: ${counts.members} members, ${counts.partners} partners in all`);

    const token = await signInMaster1(site.url);
    const branch = (await db.query<{ id: string }>(`SELECT id FROM users WHERE username = 'bagency' || $1`, [String(Math.ceil(AGENCIES / 2))])).rows[0]!.id;
    const api = `${site.url}/api/v1`;
    // A change anywhere in the accounts' lines (here a member of master2's line stopped or let in
    // again) drops every kept list order; the pause lets the previous order's build finish, as
    // when a partner reads a page before it turns to the next.
    const changeALine = async () => {
      await db.query(`UPDATE users SET state = CASE state WHEN 'normal' THEN 'stop' ELSE 'normal' END WHERE username = 'member7'`);
      await new Promise((resolve) => setTimeout(resolve, 400));
    };
    const reads: (readonly [string, string, (() => Promise<void>)?])[] = [
      ['member list, state=normal, sort by cash, page 500 of 100', `${api}/core/user/line-list?state=normal&sort=cash&order=desc&page=500&pageSize=100`, changeALine],
      ['  the same, order kept from an earlier page', `${api}/core/user/line-list?state=normal&sort=cash&order=desc&page=500&pageSize=100`],
      ['member list, search "bm1", newest first, page 1', `${api}/core/user/line-list?search=bm1&pageSize=100`, changeALine],
      ['tree, first level (100 of 2,000 agencies)', `${api}/core/user/child-list?pageSize=100`],
      ['tree, one opened branch (an agency)', `${api}/core/user/child-list?parent_id=${branch}&pageSize=100`],
      ['tree search (line-path)', `${api}/core/user/line-path?search=bm1000_2`],
      ['dashboard: money of the line, today', `${api}/wallet/agency/dashboard`],
      ['dashboard: betting, last 30 days', `${api}/game/partner/dashboard/summary_betting?from=${day(-29)}&to=${day(0)}`],
      ['dashboard: rolling points, today', `${api}/game/partner/dashboard/summary_point`],
    ];
    console.log(`\n${'read (as master1, one request at a time)'.padEnd(58)}  p50 ms  p95 ms  max ms  first ms`);
    for (const [name, url, before] of reads) {
      const { cold, times } = await timeRead(url, token, before);
      const f = (n: number) => n.toFixed(1).padStart(8);
      console.log(`${name.padEnd(58)}${f(percentile(times, 50))}${f(percentile(times, 95))}${f(times.at(-1)!)}${f(cold)}`);
    }
  } finally {
    await db.end();
    await site.stop();
  }
}

/** A Seoul day `offset` days from today, as YYYY-MM-DD. */
function day(offset: number) {
  return new Date(Date.now() + 9 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
