// Prints what the browser downloads for the home page of the production build: the shell's
// initial JavaScript (gzip) and the page's total, so later issues can be held to budgets.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startSite } from './start-site';

interface Asset {
  url: string;
  type: string;
  raw: number;
  gzip: number;
  /** Requested before the window's load event: part of the first render. */
  initial: boolean;
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function measureHome(url: string): Promise<Asset[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage();
  const assets: Asset[] = [];
  let loaded = false;
  page.on('load', () => {
    loaded = true;
  });
  page.on('response', async (response) => {
    const initial = !loaded;
    const body = await response.body().catch(() => null);
    if (!body) return;
    assets.push({ url: response.url(), type: response.request().resourceType(), raw: body.length, gzip: gzipSync(body).length, initial });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByTestId('entry-casino').waitFor();
  await page.waitForLoadState('networkidle');
  await browser.close();
  return assets;
}

async function main() {
  const site = await startSite(4200, 'bench', 54332);
  try {
    const assets = await measureHome(site.url);
    const path = (a: Asset) => new URL(a.url).pathname;
    const shellJs = assets.filter((a) => a.type === 'script' && a.initial && !path(a).startsWith('/remotes/'));
    const lateJs = assets.filter((a) => a.type === 'script' && !a.initial && !path(a).startsWith('/remotes/'));
    const sum = (list: Asset[], key: 'raw' | 'gzip') => list.reduce((n, a) => n + a[key], 0);

    console.log('Home page of the production build (gzip as served by a gzip-enabled CDN):');
    console.log(`  shell initial JavaScript: ${kib(sum(shellJs, 'gzip'))} gzip (${kib(sum(shellJs, 'raw'))} raw, ${shellJs.length} files)`);
    console.log(`  shell JavaScript after load (realtime, lazy parts): ${kib(sum(lateJs, 'gzip'))} gzip (${lateJs.length} files)`);
    const remoteJs = assets.filter((a) => a.type === 'script' && path(a).startsWith('/remotes/'));
    console.log(`  remote JavaScript:        ${kib(sum(remoteJs, 'gzip'))} gzip (${remoteJs.length} files)`);
    console.log(`  home page total:          ${kib(sum(assets, 'gzip'))} gzip (${kib(sum(assets, 'raw'))} raw, ${assets.length} requests)`);
    console.log('  largest files (gzip):');
    for (const a of [...assets].sort((x, y) => y.gzip - x.gzip).slice(0, 6)) console.log(`    ${kib(a.gzip).padStart(10)}  ${path(a)}`);
  } finally {
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
