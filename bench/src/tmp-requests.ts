import { chromium, devices } from 'playwright-core';
import { writeFileSync } from 'node:fs';
async function list(base: string, path: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH, args: ['--no-sandbox'] });
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'ko-KR', baseURL: base });
  const page = await context.newPage();
  const rows: Promise<[string, string, number]>[] = [];
  page.on('requestfinished', (r) => rows.push(r.sizes().then((s) => [r.resourceType(), r.url().replace(base, ''), s.responseBodySize + s.responseHeadersSize])));
  await page.goto(path);
  await page.waitForFunction(() => !document.querySelector('[data-awaiting-app]'));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3000);
  const all = await Promise.all(rows);
  await browser.close();
  return all;
}
(async () => {
  const out: Record<string, [string, string, number][]> = {};
  const path = process.env.PAGE ?? '/';
  for (const base of ['http://localhost:4196', 'http://localhost:4197']) {
    out[base] = await list(base, path);
    const all = out[base];
    console.log(base, path, 'total', (all.reduce((s, r) => s + r[2], 0) / 1024).toFixed(1), 'requests', all.length);
  }
  writeFileSync('/tmp/requests.json', JSON.stringify(out));
})();
