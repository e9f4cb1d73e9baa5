// Prints the member site's page figures for the production build (`pnpm build`) beside the same
// code built as one bundle (`pnpm build:single`): bytes, Lighthouse, a click to a lobby, layout
// shift. Chromium with phone emulation, each build served by the API on a fresh seeded database.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium, phoneContext } from './page/browser';
import { clickToLobby, layoutShift, slowRemoteFallback } from './page/interaction';
import { median, runLighthouse, type LighthouseFigures } from './page/lighthouse-run';
import { blockingByPackage, mainThreadSpells, type BusySpell } from './page/main-thread';
import { servedBytesByPackage } from './page/script-packages';
import { measureTransfer, type Transfer } from './page/transfer';
import { startSite } from './start-site';
import { announceShortMode, setting } from './bench-settings';

const repoRoot = path.resolve(__dirname, '../..');
const LIGHTHOUSE_RUNS = setting('LIGHTHOUSE_RUNS', 3, 1);
// Fresh pages per click and fallback figure.
const FRESH_PAGES = setting('PAGE_FRESH_PAGES', 3, 1);
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

const PAGES: { name: string; path: string; member?: string; ready: (page: Page) => Promise<unknown> }[] = [
  { name: 'home', path: '/', ready: (page) => page.getByTestId('entry-casino').waitFor() },
  { name: 'slot lobby', path: '/game/slot', ready: (page) => page.getByRole('link', { name: /Neon Reels/ }).waitFor() },
  { name: 'deposit modal', path: '/?modal=deposit', member: 'member1', ready: (page) => page.getByRole('dialog').getByRole('button', { name: /신청/ }).first().waitFor() },
];

interface BuildFigures {
  transfers: Transfer[];
  /** The home page's JavaScript before load, as served, per package (from the source maps). */
  homePackages: Map<string, number>;
  clicks: number[];
  cls: { home: number; lobby: number };
  lighthouse: Record<string, LighthouseFigures[]>;
  /** The home page's main thread while it loads and settles, at Lighthouse's CPU slowdown. */
  homeSpells: BusySpell[];
}

/** The slow-remote fallback, FRESH_PAGES fresh pages (the federated build only: one bundle has no remote to wait for). */
async function measureFallback(baseURL: string): Promise<number[]> {
  const browser = await launchChromium();
  try {
    const figures: number[] = [];
    for (let i = 0; i < FRESH_PAGES; i++) {
      const context = await phoneContext(browser, baseURL);
      figures.push(await slowRemoteFallback(context));
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
  }
}

async function measureBuild(baseURL: string): Promise<BuildFigures> {
  const browser = await launchChromium();
  const fresh = async (member?: string): Promise<BrowserContext> => phoneContext(browser, baseURL, member);
  try {
    const transfers: Transfer[] = [];
    for (const page of PAGES) {
      const context = await fresh(page.member);
      transfers.push(await measureTransfer(context, page.path, page.ready));
      await context.close();
    }
    const homePackages = await servedBytesByPackage(transfers[0]!.scriptsBeforeLoad);
    const clicks: number[] = [];
    for (let i = 0; i < FRESH_PAGES; i++) {
      const context = await fresh();
      clicks.push(await clickToLobby(context));
      await context.close();
    }
    const clsContext = await fresh();
    const cls = { home: await layoutShift(clsContext, '/'), lobby: await layoutShift(clsContext, '/game/slot') };
    await clsContext.close();
    const spellsContext = await fresh();
    const homeSpells = await mainThreadSpells(spellsContext, '/', PAGES[0]!.ready);
    await spellsContext.close();
    const lighthouse: Record<string, LighthouseFigures[]> = {};
    for (const pagePath of ['/', '/game/slot']) {
      lighthouse[pagePath] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) lighthouse[pagePath].push(await runLighthouse(`${baseURL}${pagePath}`));
    }
    return { transfers, homePackages, clicks, cls, lighthouse, homeSpells };
  } finally {
    await browser.close();
  }
}

/** The packages of at least 2 KiB in either build, largest first (federated). */
function largePackages(...builds: Map<string, number>[]): string[] {
  const names = new Set(builds.flatMap((packages) => [...packages].filter(([, bytes]) => bytes >= 2048).map(([name]) => name)));
  return [...names].sort((a, b) => (builds[0]!.get(b) ?? 0) - (builds[0]!.get(a) ?? 0));
}

function print(federated: BuildFigures, single: BuildFigures, fallback: number[]) {
  console.log('Member site, production build, Chromium with Pixel 7 emulation (federated / single bundle):');
  const home = (f: BuildFigures) => f.transfers[0]!;
  console.log(`  home JavaScript before load and the start, as served: ${kib(home(federated).jsBeforeLoad)} / ${kib(home(single).jsBeforeLoad)}   (goal: at most 170 KiB)`);
  console.log(`  the same by package (federated / single bundle; each file's bytes shared by the characters each package has in it):`);
  const large = largePackages(federated.homePackages, single.homePackages);
  const bytesOf = (packages: Map<string, number>, name: string) => kib(packages.get(name) ?? 0).padStart(10);
  for (const name of large) console.log(`    ${name.padEnd(28)} ${bytesOf(federated.homePackages, name)} / ${bytesOf(single.homePackages, name)}`);
  const rest = (packages: Map<string, number>) => kib([...packages].filter(([name]) => !large.includes(name)).reduce((sum, [, bytes]) => sum + bytes, 0)).padStart(10);
  console.log(`    ${'the smaller ones'.padEnd(28)} ${rest(federated.homePackages)} / ${rest(single.homePackages)}`);
  PAGES.forEach((page, i) => {
    const f = federated.transfers[i]!;
    const s = single.transfers[i]!;
    console.log(`  bytes transferred, ${page.name.padEnd(13)}: ${kib(f.total).padStart(10)} / ${kib(s.total).padStart(10)} = ${ratio(f.total, s.total)}  (${f.requests} / ${s.requests} requests; goal: at most 1.10x)`);
  });
  for (const pagePath of Object.keys(federated.lighthouse)) {
    const figure = (f: BuildFigures, key: keyof LighthouseFigures) => median(f.lighthouse[pagePath]!.map((run) => run[key]));
    console.log(
      `  Lighthouse mobile, ${pagePath.padEnd(10)} (median of ${LIGHTHOUSE_RUNS}): performance ${figure(federated, 'performance')} / ${figure(single, 'performance')}, ` +
        `LCP ${figure(federated, 'lcpMs').toFixed(0)} / ${figure(single, 'lcpMs').toFixed(0)} ms, TBT ${figure(federated, 'tbtMs').toFixed(0)} / ${figure(single, 'tbtMs').toFixed(0)} ms   (goal: at least 95, LCP at most 2000 ms, TBT at most 150 ms)`,
    );
  }
  printMainThread(federated.homeSpells, single.homeSpells);
  console.log(`  click on the slot entry to the lobby shown, first visit (ms, ${FRESH_PAGES} fresh pages): ${federated.clicks.join(', ')} / ${single.clicks.join(', ')}   (goal: at most 150)`);
  console.log(`  a remote that never answers: the home slot's fallback shown after the layout (ms, ${FRESH_PAGES} fresh pages, federated only): ${fallback.join(', ')}   (goal: at most 3000)`);
  console.log(`  layout shift (CLS): home ${federated.cls.home.toFixed(3)} / ${single.cls.home.toFixed(3)}, lobby ${federated.cls.lobby.toFixed(3)} / ${single.cls.lobby.toFixed(3)}   (goal: at most 0.02)`);
}

const ms = (n: number) => `${n.toFixed(0)} ms`;

function printMainThread(federated: BusySpell[], single: BusySpell[]) {
  const [f, s] = [blockingByPackage(federated), blockingByPackage(single)];
  console.log(`  home's main thread at 4x slower CPU, load and 3 s after (spells over 50 ms between idle samples): blocking ${ms(f.totalMs)} / ${ms(s.totalMs)}   (goal: TBT at most 150 ms)`);
  const names = [...new Set([...f.byPackage.keys(), ...s.byPackage.keys()])].sort((a, b) => (f.byPackage.get(b) ?? 0) - (f.byPackage.get(a) ?? 0));
  for (const name of names.slice(0, 10)) console.log(`    ${name.padEnd(32)} ${ms(f.byPackage.get(name) ?? 0).padStart(8)} / ${ms(s.byPackage.get(name) ?? 0).padStart(8)}`);
  console.log('    the federated build\'s spells (start: length, what ran most):');
  for (const spell of federated) {
    const most = [...spell.byPackage].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([name, time]) => `${name} ${time.toFixed(0)}`);
    console.log(`      ${ms(spell.startMs).padStart(8)}: ${ms(spell.durationMs).padStart(7)}  ${most.join(', ')}`);
  }
}

async function main() {
  announceShortMode('Page bench');
  if (!existsSync(path.join(repoRoot, 'shell/dist-single/index.html'))) throw new Error('no single-bundle build: run `pnpm build:single` (and `pnpm build`) first');
  const federatedSite = await startSite(4200, 'bench', 54332);
  const singleSite = await startSite(4210, 'bench-single', 54337, { SHELL_DIST: 'shell/dist-single' });
  try {
    const federated = await measureBuild(federatedSite.url);
    const single = await measureBuild(singleSite.url);
    print(federated, single, await measureFallback(federatedSite.url));
  } finally {
    await Promise.all([federatedSite.stop(), singleSite.stop()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
