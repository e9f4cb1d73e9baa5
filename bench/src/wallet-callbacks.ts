// Benchmarks the seamless-wallet callback path: the API on a fresh embedded PostgreSQL in its
// own process, driven from this process by concurrent keep-alive clients playing rounds
// (signed bet, then win of 0 or 2x). Prints bets/s, callback latency and where the CPU goes.
// Env: WALLET_CONCURRENCY (default 16,32,64,96), WALLET_SECONDS (10), WALLET_WARMUP_SECONDS (2);
// WALLET_NO_ROLLING=1 is a diagnostic: it deletes the rolling rates in the bench's own database, so
// a bet no longer credits the partners' rolling accounts that every bet shares.
// WALLET_LIMITS=1 gives every member a loss limit of each period and a daily wager limit (issue 31),
// high enough never to refuse a bet: each bet then reads them and its periods' usage.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { percentile } from './percentile';
import { cpuBetween, snapshot, type CpuShares } from './proc-cpu';
import { startSite } from './start-site';
import { runLoad, type LoadResult } from './wallet/load';
import { sampleActivity } from './wallet/pg-sampler';
import { preparePlayers } from './wallet/setup';
import { announceShortMode, listSetting, setting } from './bench-settings';

const PORT = 4400;
const PG_PORT = 54334;
const PG_URL = `postgres://postgres:casino-local@127.0.0.1:${PG_PORT}/casino`;
// The API under test inherits this through the environment, so the bench can sign as a provider.
const SECRET = (process.env.DEMO_PROVIDER_SECRET ??= randomBytes(32).toString('hex'));
const MEMBERS = setting('WALLET_MEMBERS', 200, 16);
// The members sign up through the public API from this one address, past the everyday per-IP limit.
process.env.REGISTER_LIMIT_PER_HOUR ??= String(MEMBERS);
const BET = 1_000;
const concurrencies = listSetting('WALLET_CONCURRENCY', [16, 32, 64, 96], [8]);
const seconds = setting('WALLET_SECONDS', 10, 1);
const warmupSeconds = setting('WALLET_WARMUP_SECONDS', 2, 0);
const noRolling = process.env.WALLET_NO_ROLLING === '1';
const withLimits = process.env.WALLET_LIMITS === '1';

interface DbCounters {
  commits: number;
  ledgerPostMs: number;
  ledgerPostCalls: number;
}

async function dbCounters(db: pg.Client): Promise<DbCounters> {
  const { rows } = await db.query<{ commits: string; lp_ms: number | null; lp_calls: string | null }>(`
    SELECT (SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()) AS commits,
           (SELECT total_time FROM pg_stat_user_functions WHERE funcname = 'ledger_post') AS lp_ms,
           (SELECT calls FROM pg_stat_user_functions WHERE funcname = 'ledger_post') AS lp_calls`);
  const r = rows[0]!;
  return { commits: Number(r.commits), ledgerPostMs: Number(r.lp_ms ?? 0), ledgerPostCalls: Number(r.lp_calls ?? 0) };
}

interface Run {
  concurrency: number;
  load: LoadResult;
  cpu: CpuShares;
  db: DbCounters;
  activity: Map<string, number>;
  samples: number;
}

async function measure(sitePid: number, players: Awaited<ReturnType<typeof preparePlayers>>, db: pg.Client, concurrency: number): Promise<Run> {
  // Counters and samples cover the measured window only, not the warm-up.
  const window = new Promise<{ cpu: CpuShares; db: DbCounters; activity: Map<string, number>; samples: number }>((resolve, reject) => {
    setTimeout(() => {
      void (async () => {
        const cpu0 = snapshot(sitePid);
        const db0 = await dbCounters(db);
        const sampler = await sampleActivity(PG_URL, 20);
        await new Promise((r) => setTimeout(r, seconds * 1000));
        const cpu = cpuBetween(cpu0, snapshot(sitePid));
        const samples = sampler.samples();
        const activity = await sampler.stop();
        const db1 = await dbCounters(db);
        resolve({
          cpu,
          activity,
          samples,
          db: {
            commits: db1.commits - db0.commits,
            ledgerPostMs: db1.ledgerPostMs - db0.ledgerPostMs,
            ledgerPostCalls: db1.ledgerPostCalls - db0.ledgerPostCalls,
          },
        });
      })().catch(reject);
    }, warmupSeconds * 1000);
  });
  // Observed now so a failure in the window is not an unhandled rejection while the load runs.
  window.catch(() => {});
  const load = await runLoad({ port: PORT, secret: SECRET, players, concurrency, warmupMs: warmupSeconds * 1000, durationMs: seconds * 1000, bet: BET }, `c${concurrency}-${Date.now()}`);
  return { concurrency, load, ...(await window) };
}

const f1 = (n: number) => n.toFixed(1);
const pad = (s: string | number, n: number) => String(s).padStart(n);

function printResults(runs: Run[]) {
  console.log(`\nSeamless-wallet callbacks${noRolling ? ' (DIAGNOSTIC: no rolling)' : ''}${withLimits ? ' with loss and wager limits on every member' : ''}, ${seconds} s per concurrency after ${warmupSeconds} s warm-up; a round = bet + win (0 or 2x); ${MEMBERS} members`);
  console.log(`${'clients'.padEnd(8)}${pad('bets/s', 8)}${pad('calls/s', 9)}${pad('p50 ms', 8)}${pad('p95 ms', 8)}${pad('p99 ms', 8)}${pad('max ms', 8)}${pad('errors', 8)}`);
  for (const { concurrency, load } of runs) {
    const sorted = [...load.latencies].sort((a, b) => a - b);
    const errors = [...load.errors.values()].reduce((a, b) => a + b, 0);
    const s = load.durationMs / 1000;
    console.log(
      `${String(concurrency).padEnd(8)}${pad(Math.round(load.bets / s), 8)}${pad(Math.round(load.latencies.length / s), 9)}${pad(f1(percentile(sorted, 50)), 8)}${pad(f1(percentile(sorted, 95)), 8)}${pad(f1(percentile(sorted, 99)), 8)}${pad(f1(sorted.at(-1) ?? NaN), 8)}${pad(errors, 8)}`,
    );
    for (const [what, n] of load.errors) console.log(`        error x${n}: ${what}`);
  }

  console.log(`\nWhere the CPU goes (average cores busy over the window; this machine has ${runs[0]?.cpu.cores} cores):`);
  console.log(`${'clients'.padEnd(8)}${pad('API', 7)}${pad('PG', 7)}${pad('bench', 7)}${pad('others', 8)}${pad('machine', 9)}${pad('kernel', 8)}   ${'CPU ms per callback: API / PG / bench'}   ${'commits/s'}  ${'ledger_post ms/call'}`);
  for (const { concurrency, cpu, load, db } of runs) {
    const calls = load.latencies.length;
    const ms = (cores: number) => ((cores * seconds * 1000) / calls).toFixed(2);
    console.log(
      `${String(concurrency).padEnd(8)}${pad(cpu.api.toFixed(2), 7)}${pad(cpu.postgres.toFixed(2), 7)}${pad(cpu.bench.toFixed(2), 7)}${pad((cpu.machineBusy - cpu.api - cpu.postgres - cpu.bench).toFixed(2), 8)}${pad(cpu.machineBusy.toFixed(2), 9)}${pad(`${Math.round(cpu.kernelShare * 100)}%`, 8)}   ${`${ms(cpu.api)} / ${ms(cpu.postgres)} / ${ms(cpu.bench)}`.padEnd(38)}${pad(Math.round(db.commits / seconds), 9)}${pad(db.ledgerPostCalls ? (db.ledgerPostMs / db.ledgerPostCalls).toFixed(3) : '-', 21)}`,
    );
  }

  for (const run of runs) {
    console.log(`\nPostgreSQL client backends at ${run.concurrency} clients (${run.samples} samples of pg_stat_activity; average backends per state):`);
    const top = [...run.activity].sort((a, b) => b[1] - a[1]).slice(0, 10);
    for (const [what, n] of top) console.log(`  ${pad((n / run.samples).toFixed(2), 5)}  ${what}`);
  }
}

async function main() {
  announceShortMode('Wallet callbacks bench');
  const site = await startSite(PORT, 'bench-wallet', PG_PORT);
  const db = new pg.Client({ connectionString: PG_URL });
  try {
    console.log(`API on :${PORT}, embedded PostgreSQL on :${PG_PORT}; preparing ${MEMBERS} members...`);
    const t0 = performance.now();
    const players = await preparePlayers(site.url, PG_URL, MEMBERS, 1_000_000_000);
    console.log(`  ${MEMBERS} members signed up, funded and seated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await db.connect();
    // Per-function timing of ledger_post (a reloadable setting, no restart).
    await db.query(`ALTER SYSTEM SET track_functions = 'pl'`);
    await db.query('SELECT pg_reload_conf()');
    if (noRolling) {
      await db.query('DELETE FROM rolling_rates');
      console.log('  DIAGNOSTIC: rolling rates deleted, bets move member credit only (not the product as configured)');
    }
    if (withLimits) {
      await db.query(
        `INSERT INTO member_limits (user_id, kind, set_by, amount)
           SELECT u.id, k.kind, u.id, 100000000000 FROM users u CROSS JOIN unnest(ARRAY['loss_day', 'loss_week', 'loss_month', 'wager_day']) AS k (kind)
           WHERE u.role = 'member'`,
      );
      console.log('  every member has a loss limit of each period and a daily wager limit');
    }
    const runs: Run[] = [];
    for (const concurrency of concurrencies) {
      console.log(`  running ${concurrency} clients...`);
      runs.push(await measure(site.pid, players, db, concurrency));
    }
    printResults(runs);
    // Every posting balances (also enforced at COMMIT); a cheap check that the load moved money soundly.
    const { rows } = await db.query<{ sum: string | null; rounds: string }>(
      `SELECT (SELECT sum(amount) FROM ledger_entries) AS sum, (SELECT count(*) FROM game_rounds WHERE closed) AS rounds`,
    );
    console.log(`\nLedger entries sum to ${rows[0]!.sum ?? 0}; ${rows[0]!.rounds} rounds settled.`);
  } finally {
    await db.end().catch(() => {});
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
