// Benchmarks the reads every page makes: the API on a fresh seeded embedded PostgreSQL in its own
// process (no front end needed), driven from this process by keep-alive connections asking as a
// browser does (Accept-Encoding, Accept-Language). Prints req/s, latency and where the CPU went.
// Env: API_CONNECTIONS (default 50), API_SECONDS (10), API_WARMUP_SECONDS (2).
import autocannon from 'autocannon';
import { percentile } from './percentile';
import { cpuBetween, snapshot, type CpuShares } from './proc-cpu';
import { startSite } from './start-site';
import { announceShortMode, setting } from './bench-settings';

const PORT = 4300;
const PG_PORT = 54335;
const connections = setting('API_CONNECTIONS', 50, 8);
const seconds = setting('API_SECONDS', 10, 1);
const warmupSeconds = setting('API_WARMUP_SECONDS', 2, 0);

const ROUTES = [
  { name: 'ping', path: '/api/v1/core/ping' },
  { name: 'brand 1 and its games', path: '/api/v1/game/brand/1' },
  { name: 'slot brands', path: '/api/v1/game/public/brand?game_type=slot' },
  { name: 'site settings', path: '/api/v1/core/site-setting/get' },
  { name: 'notices', path: '/api/v1/core/board-message/list?type=notice' },
];

const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'ko-KR,ko;q=0.9' };

interface Measured {
  requests: number;
  non2xx: number;
  errors: number;
  bytes: number;
  /** Every response's latency in the measured window, in ms. */
  latencies: number[];
  cpu: CpuShares;
}

function load(url: string, durationSeconds: number, latencies: number[] | null): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: durationSeconds, headers: BROWSER_HEADERS }, (err, result) => (err ? reject(err) : resolve(result)));
    if (latencies) instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

async function measure(sitePid: number, url: string): Promise<Measured> {
  await load(url, warmupSeconds, null);
  const latencies: number[] = [];
  const cpu0 = snapshot(sitePid);
  const result = await load(url, seconds, latencies);
  const cpu = cpuBetween(cpu0, snapshot(sitePid));
  return { requests: result.requests.total, non2xx: result.non2xx, errors: result.errors + result.timeouts, bytes: result.throughput.total, latencies, cpu };
}

async function main() {
  announceShortMode('API catalog bench');
  const site = await startSite(PORT, 'bench-api', PG_PORT);
  try {
    const pad = (v: string | number, n: number) => String(v).padStart(n);
    const f1 = (n: number) => n.toFixed(1);
    const f2 = (n: number) => n.toFixed(2);
    console.log(`API reads, ${connections} keep-alive connections, ${seconds} s per route after ${warmupSeconds} s of warm-up; browser headers (${BROWSER_HEADERS['accept-encoding']})`);
    console.log(`${'route'.padEnd(24)}   req/s  p50 ms  p95 ms  p99 ms  max ms  B/resp  non-2xx   cores: API    PG  bench others`);
    for (const route of ROUTES) {
      const m = await measure(site.pid, `${site.url}${route.path}`);
      const sorted = m.latencies.sort((a, b) => a - b);
      const others = Math.max(0, m.cpu.machineBusy - m.cpu.api - m.cpu.postgres - m.cpu.bench);
      console.log(
        `${route.name.padEnd(24)}${pad(Math.round(m.requests / seconds), 8)}${pad(f1(percentile(sorted, 50)), 8)}${pad(f1(percentile(sorted, 95)), 8)}${pad(f1(percentile(sorted, 99)), 8)}${pad(f1(sorted.at(-1) ?? NaN), 8)}` +
          `${pad(Math.round(m.bytes / Math.max(1, m.requests)), 8)}${pad(m.non2xx + m.errors, 9)}${pad(f2(m.cpu.api), 13)}${pad(f2(m.cpu.postgres), 6)}${pad(f2(m.cpu.bench), 7)}${pad(f2(others), 7)}`,
      );
    }
  } finally {
    await site.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
