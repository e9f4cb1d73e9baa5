// Server-rendered member pages under load (issue 29): the time to a rendered page at CONNECTIONS
// concurrent visitors for guests (pages kept, and rendered anew each time), signed-in members
// (never kept), and guests while the games remote's server code hangs (every render leaves the
// page's area to the browser at two thirds of its budget and sends the rest of the page, never
// kept). Each figure beside its goal. The site
// is the production build on a fresh seeded embedded PostgreSQL, as `pnpm start` serves it.
// Env: RENDER_CONNECTIONS (default 50), RENDER_SECONDS (10), RENDER_WARMUP_SECONDS (2),
// RENDER_SITE_WARMUP_SECONDS (30).
import type { EventEmitter } from 'node:events';
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { announceShortMode, setting } from './bench-settings';
import { percentile } from './percentile';
import { startSite } from './start-site';

const connections = setting('RENDER_CONNECTIONS', 50, 8);
const seconds = setting('RENDER_SECONDS', 10, 1);
const warmupSeconds = setting('RENDER_WARMUP_SECONDS', 2, 0);
const siteWarmupSeconds = setting('RENDER_SITE_WARMUP_SECONDS', 30, 0);
const BUDGET_MS = 150;
const repoRoot = path.resolve(__dirname, '../..');
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'ko-KR,ko;q=0.9', accept: 'text/html' };
const MEMBERS = ['member1', 'member2', 'member3', 'member4', 'member5', 'member6'];
const HANGING_VERSION = '99.0.0-hangs';

interface Figures {
  pagesPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
  /** The share of the pages that came rendered by the server (their `Server-Timing`), the rest as the browser renders them. */
  rendered: number;
}

/** Pages answered, and of them those that came rendered by the server. */
interface RenderCount {
  pages: number;
  rendered: number;
}

function load(url: string, durationSeconds: number, cookies: string[], latencies: number[] | null, count: RenderCount | null = null): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    let next = 0;
    const instance = autocannon(
      {
        url,
        connections,
        duration: durationSeconds,
        headers: BROWSER_HEADERS,
        // Each connection is one visitor: a member's connections take turns over the members' cookies.
        setupClient: (client) => {
          if (cookies.length > 0) client.setHeaders({ ...BROWSER_HEADERS, cookie: cookies[next++ % cookies.length]! });
          // autocannon's types say a headers object; its client passes the parser's record, the headers as a flat list.
          if (count) (client as unknown as EventEmitter).on('headers', ({ headers }: { headers: string[] }) => countRendered(headers, count));
        },
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    if (latencies) instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

/** A page past its render budget goes out as the browser renders it: fast, and not what is measured. */
function countRendered(headers: string[], count: RenderCount) {
  count.pages += 1;
  for (let i = 0; i < headers.length; i += 2) {
    if (headers[i]!.toLowerCase() === 'server-timing' && headers[i + 1]!.includes('desc="server"')) count.rendered += 1;
  }
}

/**
 * The figures are a site's that has served for a while: in its first seconds under this load a
 * render worker takes about twice the CPU a page it takes a minute later (V8 still compiling the
 * render's code, on the same two cores; bench/README 'A page compressed faster, a site measured
 * warm'). So each site first serves its rendered pages, in turn, under the same load.
 */
async function warmSite(urls: string[], cookies: string[] = []): Promise<void> {
  if (siteWarmupSeconds <= 0) return;
  for (const url of urls) await load(url, siteWarmupSeconds / urls.length, cookies, null);
}

async function measure(url: string, cookies: string[] = []): Promise<Figures> {
  if (warmupSeconds > 0) await load(url, warmupSeconds, cookies, null);
  const latencies: number[] = [];
  const count: RenderCount = { pages: 0, rendered: 0 };
  const result = await load(url, seconds, cookies, latencies, count);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    pagesPerSecond: result.requests.total / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    failed: result.non2xx + result.errors + result.timeouts,
    rendered: count.pages === 0 ? 0 : count.rendered / count.pages,
  };
}

/**
 * Whether the page at `url` came with a server render (for the reader: a fast page that was not
 * rendered proves nothing), and with a cookie, one that shows that member (their name and money).
 */
async function rendered(url: string, cookie?: string): Promise<boolean> {
  // Right after the load the render workers may still be working off its last requests: a few tries, a moment apart.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 300));
    const res = await fetch(url, { headers: { ...BROWSER_HEADERS, ...(cookie ? { cookie } : {}) } });
    const state = /<script type="application\/json" id="served-state">([^<]*)<\/script>/.exec(await res.text())?.[1];
    if (state !== undefined) return !cookie || (JSON.parse(state) as { user: { account: { username: string } } | null }).user?.account.username !== undefined;
  }
  return false;
}

async function signIn(siteUrl: string, username: string): Promise<string> {
  const res = await fetch(`${siteUrl}/api/v1/core/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'demo1234' }) });
  // Every cookie the browser would send: the session token and its readable companion (`signed_in`),
  // without which the render takes the visitor for a guest and reads no member.
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  if (!res.ok || !cookies.some((c) => c.startsWith('token=')) || !cookies.some((c) => c.startsWith('signed_in='))) throw new Error(`${username} could not sign in: ${res.status}`);
  return cookies.join('; ');
}

/**
 * Publishes a copy of the promoted games version whose server code never answers, and promotes
 * it (straight in the registry, as a version that passed the gate and hangs on some data would be).
 */
async function promoteHangingGames(site: { name: string; pgPort: number }): Promise<void> {
  const db = new pg.Client({ connectionString: `postgres://postgres:casino-local@127.0.0.1:${site.pgPort}/casino` });
  await db.connect();
  try {
    const { rows } = await db.query<{ promoted: string }>("SELECT promoted FROM remote_channels WHERE remote = 'games'");
    const promoted = rows[0]!.promoted;
    const releases = path.join(repoRoot, `.data/${site.name}-releases/games`);
    cpSync(path.join(releases, promoted), path.join(releases, HANGING_VERSION), { recursive: true });
    writeFileSync(path.join(releases, HANGING_VERSION, 'server/remote.cjs'), 'exports.get = () => new Promise(() => undefined);\n');
    await db.query(
      `INSERT INTO remote_releases (remote, version, manifest, digest, contract_version, exposes, published_by)
       SELECT remote, $1, replace(manifest, '/' || version || '/', '/' || $1 || '/'), digest, contract_version, exposes, 'bench:render' FROM remote_releases WHERE remote = 'games' AND version = $2`,
      [HANGING_VERSION, promoted],
    );
    await db.query("UPDATE remote_channels SET previous = promoted, promoted = $1 WHERE remote = 'games'", [HANGING_VERSION]);
  } finally {
    await db.end();
  }
}

const pad = (v: string | number, n: number) => String(v).padStart(n);
const ms = (n: number) => n.toFixed(1);

/** `serverRendered`: whether a probe page after the load came rendered (and with a cookie, showed that member). */
function row(name: string, m: Figures, serverRendered: boolean, goal: string) {
  const rendered = `${Math.round(m.rendered * 100)}%`;
  console.log(`${name.padEnd(42)}${pad(Math.round(m.pagesPerSecond), 8)}${pad(ms(m.p50), 8)}${pad(ms(m.p95), 8)}${pad(ms(m.p99), 8)}${pad(m.failed, 8)}${pad(rendered, 10)}${pad(serverRendered ? 'yes' : 'no', 7)}   ${goal}`);
}

async function main() {
  announceShortMode('Render bench');
  console.log(`Member pages at ${connections} concurrent visitors, ${seconds} s each after ${warmupSeconds} s of warm-up, each site first warmed for ${siteWarmupSeconds} s; render budget ${BUDGET_MS} ms`);
  console.log(`${'visitors, page'.padEnd(42)}${pad('pages/s', 8)}${pad('p50 ms', 8)}${pad('p95 ms', 8)}${pad('p99 ms', 8)}${pad('failed', 8)}${pad('rendered', 10)}${pad('probe', 7)}   goal (p95)`);

  const pages = ['/', '/game/slot'];
  const kept = await startSite(4320, 'bench-render', 54342);
  try {
    // What this site renders is the members' pages (the guests' are kept).
    const cookies = await Promise.all(MEMBERS.map((member) => signIn(kept.url, member)));
    await warmSite(pages.map((page) => `${kept.url}${page}`), cookies);
    for (const page of pages) {
      const url = `${kept.url}${page}`;
      row(`guests, page kept: ${page}`, await measure(url), await rendered(url), '<= 100 ms');
    }
    for (const page of pages) {
      const url = `${kept.url}${page}`;
      row(`members signed in: ${page}`, await measure(url, cookies), await rendered(url, cookies[0]), '<= 250 ms');
    }
  } finally {
    await kept.stop();
  }

  const anew = await startSite(4321, 'bench-render-anew', 54343, { RENDER_GUEST_CACHE: 'false' });
  try {
    // What a site just started (a restart, a release) gives in its first seconds, before the warm-up: for the reader, no goal.
    const started = `${anew.url}/`;
    row('guests anew, site just started: /', await measure(started), await rendered(started), '(its first seconds: no goal)');
    await warmSite(pages.map((page) => `${anew.url}${page}`));
    for (const page of pages) {
      const url = `${anew.url}${page}`;
      row(`guests, rendered anew: ${page}`, await measure(url), await rendered(url), '<= 100 ms');
    }
    await promoteHangingGames({ name: 'bench-render-anew', pgPort: 54343 });
    const url = `${anew.url}/`;
    row('guests, games server code hanging: /', await measure(url), await rendered(url), `<= ${BUDGET_MS + 50} ms (budget + 50)`);
  } finally {
    await anew.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
