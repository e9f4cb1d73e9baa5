// Benchmarks the live channel (decision 070, issue 30): one API process holding LIVE_PAGES idle
// member pages (10,000), its memory per page and the CPU of idle pages; the time from an event's
// commit to its page at LIVE_RATE events a second (1,000) spread over the pages, on one API
// process and on two sharing one database; and what a reconnect storm (every page at once, as
// after a restart) costs the database. The site runs in its own processes on a fresh embedded
// PostgreSQL; the pages are WebSockets of this process, one member and session each.
// Env: LIVE_PAGES (10000), LIVE_RATE (1000), LIVE_SECONDS (10), LIVE_IDLE_SECONDS (35: a heartbeat
// round), LIVE_WARMUP_SECONDS (3: a delivery run not printed).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { announceShortMode, setting, SHORT } from './bench-settings';
import { percentile } from './percentile';
import { cpuBetween, snapshot, type CpuShares } from './proc-cpu';
import { startSite } from './start-site';
import { openPages, type LiveMessage, type OpenPages } from './live/pages';
import { apiPidUnder, residentKiB } from './live/process-memory';
import { publishEvents } from './live/publisher';
import { startSecondApi } from './live/second-api';
import { seedPageSessions, type PageSession } from './live/seed-pages';

const PORT = 4620;
const SECOND_PORT = 4621;
const PG_PORT = 54344;
const PG_URL = `postgres://postgres:casino-local@127.0.0.1:${PG_PORT}/casino`;
const PAGES = setting('LIVE_PAGES', 10_000, 200);
const RATE = setting('LIVE_RATE', 1_000, 100);
const SECONDS = setting('LIVE_SECONDS', 10, 2);
const IDLE_SECONDS = setting('LIVE_IDLE_SECONDS', 35, 1);
const WARMUP_SECONDS = setting('LIVE_WARMUP_SECONDS', 3, 1);
/** PostgreSQL's backends report their counts at most 10 s late when idle (the short mode's figures mean nothing). */
const STATS_SETTLE_MS = SHORT ? 1_000 : 11_000;
const OPENING_PARALLEL = 100;
const SITE_NAME = 'bench-live';
// Both API processes sign the demo provider's calls alike, as processes of one site must.
process.env.DEMO_PROVIDER_SECRET ??= randomBytes(32).toString('hex');

const f1 = (n: number) => n.toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const pad = (s: string | number, n: number) => String(s).padStart(n);

/** Each delivered event's time from commit to page, by its sequence number. */
class Deliveries {
  readonly latencies: number[] = [];
  readonly sentAt: number[] = [];
  heard = (_page: PageSession, message: LiveMessage) => {
    if (message.type !== 'balance' || message.amount === undefined) return;
    const sent = this.sentAt[message.amount];
    if (sent !== undefined) this.latencies.push(performance.now() - sent);
  };
  reset(): void {
    this.latencies.length = 0;
    this.sentAt.length = 0;
  }
}

interface DeliveryFigures {
  sent: number;
  delivered: number;
  errors: number;
  sorted: number[];
  /** The commits' own round trips, sorted. */
  commits: number[];
  cpu: CpuShares;
}

/** Publishes at RATE for `duration` s, waits up to 5 s for the stragglers, and reads the figures. */
async function measureDelivery(deliveries: Deliveries, sessions: readonly PageSession[], sitePid: number, duration = SECONDS): Promise<DeliveryFigures> {
  deliveries.reset();
  const before = snapshot(sitePid);
  const { sent, errors, commits } = await publishEvents(PG_URL, sessions, RATE, duration, deliveries.sentAt);
  const cpu = cpuBetween(before, snapshot(sitePid));
  const deadline = performance.now() + 5_000;
  while (deliveries.latencies.length < sent - errors && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return { sent, delivered: deliveries.latencies.length, errors, sorted: [...deliveries.latencies].sort((a, b) => a - b), commits: commits.sort((a, b) => a - b), cpu };
}

interface Counters {
  commits: number;
  fetched: number;
}

async function dbCounters(db: pg.Client): Promise<Counters> {
  const { rows } = await db.query<{ commits: string; fetched: string }>(`SELECT xact_commit AS commits, tup_fetched AS fetched FROM pg_stat_database WHERE datname = current_database()`);
  return { commits: Number(rows[0]!.commits), fetched: Number(rows[0]!.fetched) };
}

function printDelivery(label: string, figures: DeliveryFigures) {
  const { sorted } = figures;
  console.log(
    `${label.padEnd(34)}${pad(figures.sent, 7)}${pad(figures.delivered, 10)}${pad(f1(percentile(sorted, 50)), 8)}${pad(f1(percentile(sorted, 95)), 8)}${pad(f1(percentile(sorted, 99)), 8)}${pad(f1(sorted.at(-1) ?? NaN), 8)}` +
      `${pad(figures.cpu.api.toFixed(2), 7)}${pad(figures.cpu.postgres.toFixed(2), 7)}${pad(figures.cpu.bench.toFixed(2), 7)}`,
  );
  const { commits } = figures;
  console.log(`${'  of which the commit'.padEnd(34)}${pad('', 17)}${pad(f1(percentile(commits, 50)), 8)}${pad(f1(percentile(commits, 95)), 8)}${pad(f1(percentile(commits, 99)), 8)}${pad(f1(commits.at(-1) ?? NaN), 8)}`);
}

async function main() {
  announceShortMode('Live channel bench');
  const site = await startSite(PORT, SITE_NAME, PG_PORT);
  const db = new pg.Client({ connectionString: PG_URL });
  let second: Awaited<ReturnType<typeof startSecondApi>> | null = null;
  let pages: OpenPages | null = null;
  try {
    await db.connect();
    const apiPid = apiPidUnder(site.pid);
    console.log(`API on :${PORT}, embedded PostgreSQL on :${PG_PORT}; seeding ${PAGES} members with a session each...`);
    const sessions = await seedPageSessions(PG_URL, PAGES);
    const deliveries = new Deliveries();

    // 1. Connections held: every page opened (100 upgrades at a time) and greeted.
    const rssBefore = residentKiB(apiPid);
    let t0 = performance.now();
    pages = await openPages(site.url, sessions, OPENING_PARALLEL, deliveries.heard);
    const openedMs = performance.now() - t0;
    const rssOpen = residentKiB(apiPid);
    const idle0 = snapshot(site.pid);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idle = cpuBetween(idle0, snapshot(site.pid));
    const rssIdle = residentKiB(apiPid);
    console.log(`\nLive channel: ${pages.sockets.length} member pages held on one API process (${pages.failed} refused), opened and greeted in ${seconds(openedMs)} s, ${OPENING_PARALLEL} at a time`);
    console.log(`  API resident memory ${Math.round(rssBefore / 1024)} MiB before, ${Math.round(rssOpen / 1024)} MiB with the pages, ${Math.round(rssIdle / 1024)} MiB after ${IDLE_SECONDS} s idle: ${f1((rssIdle - rssBefore) / pages.sockets.length)} KiB a page`);
    console.log(`  idle for ${IDLE_SECONDS} s (the server pings every page each 30 s): API ${idle.api.toFixed(3)} cores, PostgreSQL ${idle.postgres.toFixed(3)}`);

    // 2. Commit to delivery on one process.
    console.log(`\nCommit to delivery: ${RATE} events/s for ${SECONDS} s, each its own transaction, spread over the pages (ms; CPU in cores)`);
    console.log(`${''.padEnd(34)}${pad('sent', 7)}${pad('delivered', 10)}${pad('p50', 8)}${pad('p95', 8)}${pad('p99', 8)}${pad('max', 8)}${pad('API', 7)}${pad('PG', 7)}${pad('bench', 7)}`);
    // A run first, not printed: the first events after 10,000 sessions were written meet the database's flushes of them.
    await measureDelivery(deliveries, sessions, site.pid, WARMUP_SECONDS);
    printDelivery('one API process', await measureDelivery(deliveries, sessions, site.pid));

    // 3. A reconnect storm: every page cut and opened again at once, as after a restart.
    await pages.cut();
    // As after a restart of over a minute: each session's last use is marked again (a write), and
    // the counters read only once every backend has reported what it did (they report within 10 s).
    await db.query(`UPDATE sessions SET last_seen_at = now() - interval '2 minutes' WHERE user_agent = 'bench:live'`);
    await new Promise((resolve) => setTimeout(resolve, STATS_SETTLE_MS));
    const counters0 = await dbCounters(db);
    const storm0 = snapshot(site.pid);
    t0 = performance.now();
    pages = await openPages(site.url, sessions, sessions.length, deliveries.heard);
    const stormMs = performance.now() - t0;
    const storm = cpuBetween(storm0, snapshot(site.pid));
    await new Promise((resolve) => setTimeout(resolve, STATS_SETTLE_MS));
    const counters1 = await dbCounters(db);

    // 4. Two API processes on one database: half the pages on each.
    await pages.cut();
    second = await startSecondApi(SECOND_PORT, PG_URL, path.resolve(__dirname, `../../.data/${SITE_NAME}-releases`));
    const half = Math.ceil(sessions.length / 2);
    const secondRssBefore = residentKiB(second.pid);
    const onFirst = await openPages(site.url, sessions.slice(0, half), OPENING_PARALLEL, deliveries.heard);
    const onSecond = await openPages(second.url, sessions.slice(half), OPENING_PARALLEL, deliveries.heard);
    pages = { sockets: [...onFirst.sockets, ...onSecond.sockets], failed: onFirst.failed + onSecond.failed, cut: async () => void (await Promise.all([onFirst.cut(), onSecond.cut()])) };
    const twoProcesses = await measureDelivery(deliveries, sessions, site.pid);
    printDelivery(`two API processes (${onFirst.sockets.length} + ${onSecond.sockets.length})`, twoProcesses);
    console.log(`  (two processes: the CPU columns count the first API and PostgreSQL; the second API's resident memory went from ${Math.round(secondRssBefore / 1024)} to ${Math.round(residentKiB(second.pid) / 1024)} MiB)`);

    const commits = counters1.commits - counters0.commits;
    console.log(`\nReconnect storm: ${sessions.length} pages opened at once (${pages.failed} refused), all greeted in ${seconds(stormMs)} s`);
    console.log(`  the database: ${commits} transactions (${f1(commits / sessions.length)} a page), ${counters1.fetched - counters0.fetched} rows fetched (${f1((counters1.fetched - counters0.fetched) / sessions.length)} a page); CPU meanwhile API ${storm.api.toFixed(2)}, PostgreSQL ${storm.postgres.toFixed(2)}, the bench's ${sessions.length} clients ${storm.bench.toFixed(2)} cores`);
  } finally {
    await pages?.cut().catch(() => {});
    await second?.stop();
    await db.end().catch(() => {});
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
