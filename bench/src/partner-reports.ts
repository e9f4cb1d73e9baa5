// Benchmarks the partner reports (issue 13, "Speed") on one large line: master1 with 10 partners
// and 10,000 members who played 1,000,000 rounds over the last 90 Seoul days (generated in SQL),
// on a fresh embedded PostgreSQL behind the API in its own process. Reads go one at a time, as
// master1's browser sends them: p50/p95/max per report. Then the CSV export of every round:
// rows per second and the API's peak resident memory over its level before the export.
// Env: REPORTS_MEMBERS (10000), REPORTS_ROUNDS (1000000), REPORTS_RUNS (40).
import pg from 'pg';
import { percentile } from './percentile';
import { apiPid, timeExport, type ExportFigures } from './reports/csv-export';
import { seedReportsLine } from './reports/seed';
import { signInMaster1 } from './master-session';
import { startSite } from './start-site';
import { announceShortMode, setting } from './bench-settings';

const PORT = 4600;
const PG_PORT = 54338;
const PG_URL = `postgres://postgres:casino-local@127.0.0.1:${PG_PORT}/casino`;
const MEMBERS = setting('REPORTS_MEMBERS', 10_000, 100);
const ROUNDS = setting('REPORTS_ROUNDS', 1_000_000, 2_000);
const DAYS = 90;
const RUNS = setting('REPORTS_RUNS', 40, 2);
const WARMUP = setting('REPORTS_WARMUP', 5, 1);
const GOAL_MS = 100;

/** The first request's time (nothing cached yet), then the measured runs, ascending. */
async function timeRead(url: string, cookie: string): Promise<{ cold: number; times: number[] }> {
  const times: number[] = [];
  let cold = NaN;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie, 'accept-language': 'ko', 'accept-encoding': 'gzip, br' } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    if (i === 0) cold = performance.now() - t0;
    if (i >= WARMUP) times.push(performance.now() - t0);
  }
  return { cold, times: times.sort((a, b) => a - b) };
}

/** The filters the bench reads with: the most played brand, the member who played most, how many rounds each matches. */
async function filters(db: pg.Client) {
  const brand = (await db.query<{ brand_id: string; n: string }>(`SELECT brand_id, sum(rounds) AS n FROM game_totals_parent_day GROUP BY brand_id ORDER BY 2 DESC LIMIT 1`)).rows[0]!;
  const slot = (await db.query<{ n: string }>(`SELECT sum(rounds) AS n FROM game_totals_parent_day WHERE game_type = 'slot'`)).rows[0]!;
  const member = (await db.query<{ username: string; n: string }>(`
    SELECT u.username, sum(t.rounds) AS n FROM game_totals_member_month t JOIN users u ON u.id = t.user_id GROUP BY u.username ORDER BY 2 DESC LIMIT 1`)).rows[0]!;
  return { brandId: brand.brand_id, brandRounds: Number(brand.n), slotRounds: Number(slot.n), member: member.username, memberRounds: Number(member.n) };
}

const f1 = (n: number) => n.toFixed(1);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

function printExport(name: string, e: ExportFigures) {
  const rate = e.rows / e.seconds;
  console.log(
    `${name.padEnd(44)}${e.rows.toLocaleString('en').padStart(11)}${e.seconds.toFixed(2).padStart(8)}${Math.round(rate).toLocaleString('en').padStart(10)}` +
      `${mb(e.csvBytes).padStart(9)}${mb(e.wireBytes).padStart(9)}${mb(e.baselineRss).padStart(9)}${mb(e.peakRss - e.baselineRss).padStart(9)}` +
      `  ${rate >= 100_000 && e.peakRss - e.baselineRss <= 100 * 1024 * 1024 ? 'met' : 'NOT MET'}`,
  );
}

async function main() {
  announceShortMode('Partner reports bench');
  const site = await startSite(PORT, 'bench-reports', PG_PORT);
  // Interrupted, the bench still stops its API (and so its PostgreSQL): a stale server breaks the next run.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void site.stop().then(() => process.exit(130)));
  const db = new pg.Client({ connectionString: PG_URL });
  await db.connect();
  try {
    console.log(`API on :${PORT}, embedded PostgreSQL on :${PG_PORT}; seeding ${MEMBERS.toLocaleString('en')} members and ${ROUNDS.toLocaleString('en')} rounds over ${DAYS} days under master1...`);
    const seconds = await seedReportsLine(db, { members: MEMBERS, rounds: ROUNDS, days: DAYS });
    const counts = (await db.query<{ rounds: string; member_days: string; parent_days: string; member_months: string; statements: string }>(`
      SELECT (SELECT count(*) FROM game_rounds) AS rounds, (SELECT count(*) FROM game_totals_member_day) AS member_days,
             (SELECT count(*) FROM game_totals_parent_day) AS parent_days, (SELECT count(*) FROM game_totals_member_month) AS member_months,
             (SELECT count(*) FROM statements) AS statements`)).rows[0]!;
    console.log(
      `seeded in ${seconds.toFixed(0)} s: ${Number(counts.rounds).toLocaleString('en')} rounds; totals rows: ${Number(counts.member_days).toLocaleString('en')} member-day-game, ` +
        `${Number(counts.parent_days).toLocaleString('en')} partner-day-game, ${Number(counts.member_months).toLocaleString('en')} member-month-type; ${Number(counts.statements).toLocaleString('en')} statements`,
    );
    const f = await filters(db);
    const token = await signInMaster1(site.url);

    const today = seoulDay(0);
    const from = seoulDay(-(DAYS - 1));
    const month = previousMonth(today);
    const last30 = `from=${seoulDay(-29)}&to=${today}`;
    const range = `from=${from}&to=${today}`;
    const monthRange = `from=${month.from}&to=${month.to}`;
    const api = `${site.url}/api/v1`;
    const betting = `${api}/game/partner/report/betting`;
    // Page 1,000 of 100 where the filter has that many rounds, else its last page.
    const deepPage = (rounds: number) => Math.min(1000, Math.max(1, Math.ceil(rounds / 100)));
    const reads: [string, string][] = [
      [`betting, 90 days, page 1 of 100`, `${betting}?${range}&pageSize=100`],
      [`betting, 90 days, page 1,000 of 100`, `${betting}?${range}&pageSize=100&page=1000`],
      [`betting, slot, page 1`, `${betting}?${range}&game_type=slot&pageSize=100`],
      [`betting, slot, page ${deepPage(f.slotRounds).toLocaleString('en')}`, `${betting}?${range}&game_type=slot&pageSize=100&page=${deepPage(f.slotRounds)}`],
      [`betting, brand ${f.brandId}, page 1`, `${betting}?${range}&brand_id=${f.brandId}&pageSize=100`],
      [`betting, brand ${f.brandId}, page ${deepPage(f.brandRounds).toLocaleString('en')}`, `${betting}?${range}&brand_id=${f.brandId}&pageSize=100&page=${deepPage(f.brandRounds)}`],
      [`betting, one member (${f.memberRounds.toLocaleString('en')} rounds), page 1`, `${betting}?${range}&username=${f.member}&pageSize=100`],
      [`betting summary, 90 days`, `${betting}/summary?${range}`],
      [`by day, 90 days`, `${api}/game/partner/report/game/by_day?${range}`],
      [`by game, ${month.label}, page 1 of 20`, `${api}/game/partner/report/game/by_game?${monthRange}`],
      [`by user, ${month.label}, page 1 of 20`, `${api}/game/partner/report/game/by_user?${monthRange}`],
      [`by user, last 30 days, page 1 of 20`, `${api}/game/partner/report/game/by_user?${last30}`],
      [`by user, ${month.label}, by win/lose, page 50`, `${api}/game/partner/report/game/by_user?${monthRange}&sort=win_lose&order=asc&page=50`],
      [`ranking by bet, ${month.label}`, `${api}/game/partner/game_transaction/ranking?by=bet&${monthRange}`],
      [`ranking by rolling, ${month.label}`, `${api}/game/partner/game_transaction/ranking?by=rolling&${monthRange}`],
      [`ranking by losing, ${month.label}`, `${api}/game/partner/game_transaction/ranking?by=losing&${monthRange}`],
      [`ranking summary, ${month.label}`, `${api}/game/partner/game_transaction/ranking/summary?${monthRange}`],
      [`deposit ranking, ${month.label}`, `${api}/wallet/report/statement/deposit/rank?${monthRange}`],
      [`withdrawal ranking, ${month.label}`, `${api}/wallet/report/statement/withdraw/rank?${monthRange}`],
      [`losing, month ${month.label} (11 partners)`, `${api}/game/partner/report/losing?period=month&day=${month.from}`],
      [`losing, today`, `${api}/game/partner/report/losing?period=day&day=${today}`],
    ];
    console.log(`\n${'report (as master1, one request at a time)'.padEnd(48)}  p50 ms  p95 ms  max ms  first ms`);
    const missed: string[] = [];
    for (const [name, url] of reads) {
      const { cold, times } = await timeRead(url, token);
      const p95 = percentile(times, 95);
      if (p95 > GOAL_MS) missed.push(name);
      const c = (n: number) => f1(n).padStart(8);
      console.log(`${name.padEnd(48)}${c(percentile(times, 50))}${c(p95)}${c(times.at(-1)!)}${c(cold)}${p95 > GOAL_MS ? '  > goal' : ''}`);
    }

    const pid = apiPid(site.pid);
    const csv = `${betting}.csv?${range}`;
    console.log(`\n${'CSV export of the betting history, 90 days'.padEnd(44)}       rows       s    rows/s   CSV MB  wire MB  RSS0 MB  peak+MB`);
    printExport('as a browser (accept-encoding: gzip, br)', await timeExport(csv, token, pid, 'gzip, deflate, br'));
    printExport('uncompressed', await timeExport(csv, token, pid, null));
    console.log(missed.length === 0 ? `\nevery read: p95 within ${GOAL_MS} ms` : `\np95 above ${GOAL_MS} ms: ${missed.join('; ')}`);
  } finally {
    await db.end();
    await site.stop();
  }
}

/** A Seoul day `offset` days from today, as YYYY-MM-DD. */
function seoulDay(offset: number) {
  return new Date(Date.now() + 9 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

/** The calendar month before the one `today` is in. */
function previousMonth(today: string) {
  const first = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { from: iso(first), to: iso(last), label: iso(first).slice(0, 7) };
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
