import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { launchChromium } from './browser';

const run = promisify(execFile);

export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const DEBUG_PORT = 9339;

// Lighthouse's own CLI in plain Node: under tsx, the functions it sends into the page carry
// esbuild's helpers and fail there.
const LIGHTHOUSE_CLI = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');

interface LighthouseReport {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
}

/** A run Lighthouse itself could not record (NO_NAVSTART and the like) is tried again, at most this often. */
const ATTEMPTS = 3;

/** Lighthouse's default (mobile, simulated slow 4G and CPU) on one URL, in a fresh Chromium. */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`Lighthouse could not record ${url} (attempt ${attempt} of ${ATTEMPTS}), trying again: ${String(error).split('\n')[0]}`);
    }
  }
}

async function runOnce(url: string): Promise<LighthouseFigures> {
  const browser = await launchChromium([`--remote-debugging-port=${DEBUG_PORT}`]);
  try {
    const { stdout } = await run(process.execPath, [LIGHTHOUSE_CLI, url, `--port=${DEBUG_PORT}`, '--output=json', '--output-path=stdout', '--only-categories=performance', '--quiet'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const { audits, categories } = JSON.parse(stdout) as LighthouseReport;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    };
  } finally {
    await browser.close();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
