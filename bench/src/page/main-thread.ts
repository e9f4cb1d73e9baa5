import type { BrowserContext, Page } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { packageOfSource } from './script-packages';

/** Lighthouse's phone runs the page's scripts about 4x slower than this machine. */
const CPU_SLOWDOWN = 4;
/** What the browser calls a long task; the time beyond it is what total blocking time adds up. */
const LONG_TASK_MS = 50;
/** After `load`: the idle-time downloads, the popup and the parts hydrated later run then. */
const SETTLE_MS = 3_000;

export interface BusySpell {
  /** From the start of the navigation, at the slowed CPU. */
  startMs: number;
  durationMs: number;
  /** The samples' time per package (the script a sample's function is in, through its source map). */
  byPackage: Map<string, number>;
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * The main thread's long spells of work while a page loads and settles, at Lighthouse's CPU
 * slowdown: a CPU profile of the load, cut where the thread goes idle, each spell over 50 ms with
 * its time by package. The samples say what ran, not where one task ends and the next begins, so
 * two tasks with no idle sample between them count as one spell.
 */
export async function mainThreadSpells(context: BrowserContext, path: string, ready: (page: Page) => Promise<unknown>): Promise<BusySpell[]> {
  const page = await context.newPage();
  // The profiler follows the renderer: a first page of the same site keeps the load in that process.
  await page.goto('/api/v1/core/ping');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  await page.goto(path, { waitUntil: 'load' });
  await ready(page);
  await page.waitForTimeout(SETTLE_MS);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  const origin = new URL(page.url()).origin;
  await page.close();
  return spellsOf(profile, await packageResolver(profile, origin));
}

function spellsOf(profile: CpuProfile, packageOf: (node: ProfileNode) => string): BusySpell[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const spells: BusySpell[] = [];
  let current: BusySpell | null = null;
  let at = 0;
  profile.samples.forEach((id, index) => {
    const step = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    at += (profile.timeDeltas[index] ?? 0) / 1000;
    const node = nodes.get(id)!;
    if (node.callFrame.functionName === '(idle)') {
      current = null;
      return;
    }
    if (!current) spells.push((current = { startMs: at, durationMs: 0, byPackage: new Map() }));
    current.durationMs += step;
    const name = packageOf(node);
    current.byPackage.set(name, (current.byPackage.get(name) ?? 0) + step);
  });
  return spells.filter((spell) => spell.durationMs > LONG_TASK_MS);
}

/** A sample's package: its function's script through the source map, or what the browser was doing. */
async function packageResolver(profile: CpuProfile, origin: string): Promise<(node: ProfileNode) => string> {
  const parents = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
  const scripts = [...new Set(profile.nodes.map((node) => node.callFrame.url).filter((url) => url.startsWith(`${origin}/`) && url.endsWith('.js')))];
  const maps = new Map<string, SourceMapConsumer>();
  for (const url of scripts) {
    const response = await fetch(`${url}.map`);
    if (response.ok) maps.set(url, new SourceMapConsumer((await response.json()) as RawSourceMap));
  }
  const BROWSER: Record<string, string> = { '(program)': '(browser: parse, style, layout)', '(garbage collector)': '(garbage collection)' };
  return (node) => {
    const special = BROWSER[node.callFrame.functionName];
    if (special) return special;
    // A built-in (JSON.parse, a DOM call) counts for the script that called it.
    let frame: ProfileNode | undefined = node;
    while (frame && !frame.callFrame.url) frame = parents.get(frame.id);
    if (!frame) return '(browser: parse, style, layout)';
    const { url, lineNumber, columnNumber } = frame.callFrame;
    const map = maps.get(url);
    if (!map) return url.startsWith(origin) && !url.endsWith('.js') ? '(the page\'s inline scripts)' : '(unmapped)';
    const source = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber }).source;
    return source ? packageOfSource(source) : '(unmapped)';
  };
}

/** Total blocking time as the spells add it up (each beyond 50 ms), and its share per package. */
export function blockingByPackage(spells: BusySpell[]): { totalMs: number; byPackage: Map<string, number> } {
  const byPackage = new Map<string, number>();
  let totalMs = 0;
  for (const spell of spells) {
    const blocking = spell.durationMs - LONG_TASK_MS;
    totalMs += blocking;
    for (const [name, ms] of spell.byPackage) byPackage.set(name, (byPackage.get(name) ?? 0) + (blocking * ms) / spell.durationMs);
  }
  return { totalMs, byPackage };
}
