import { expect, test, type Response } from '@playwright/test';
import { SitePage } from '../pages/site-page';

const HASHED_CHUNK = /\.[0-9a-f]{8}\.js$/;

test('the home page gets its chunks compressed as the build wrote them, hashed ones cached for good', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await new SitePage(page).open('/');
  // The games remote paints the home page's entries: its chunks have arrived by then.
  await expect(page.getByTestId('entry-casino')).toBeVisible();

  const shellChunks = scripts.filter((r) => HASHED_CHUNK.test(r.url()) && !new URL(r.url()).pathname.startsWith('/remotes/'));
  const remoteChunks = scripts.filter((r) => HASHED_CHUNK.test(r.url()) && new URL(r.url()).pathname.startsWith('/remotes/'));
  expect(shellChunks.length).toBeGreaterThan(0);
  expect(remoteChunks.length).toBeGreaterThan(0);
  for (const chunk of [...shellChunks, ...remoteChunks]) {
    const headers = await chunk.allHeaders();
    // Chromium asks for br; a chunk under 1 KiB has no compressed copy and is sent as it is.
    if ((await chunk.body()).length >= 1024) expect(headers['content-encoding'], chunk.url()).toBe('br');
    expect(headers.vary, chunk.url()).toMatch(/accept-encoding/i);
    expect(headers['cache-control'], chunk.url()).toBe('public, max-age=31536000, immutable');
  }

  const entry = scripts.find((r) => new URL(r.url()).pathname.endsWith('/remoteEntry.js'));
  expect(entry).toBeDefined();
  const entryHeaders = await entry!.allHeaders();
  expect(entryHeaders['content-encoding']).toBe('br');
  // A published version's folder never changes: its entry is cached for good too.
  expect(entryHeaders['cache-control']).toBe('public, max-age=31536000, immutable');
});

const PRELOAD_LINK = /<link\b[^>]*\brel="?preload"?[^>]*>/g;
const CODE_PRELOAD = /\bas="?(script|fetch)"?/;

test("the page names its start-up files, the shell's and its remote's, in preload links held until its first paint, and the home page uses each of them", async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  const preloads = [...html.matchAll(PRELOAD_LINK)].filter((tag) => CODE_PRELOAD.test(tag[0])).map((tag) => /\bhref="?([^"\s>]+)/.exec(tag[0])?.[1] ?? tag[0]);
  // The shell's start-up files (the framework among them) and the games remote's.
  expect(preloads.some((href) => /^\/framework\.[0-9a-f]+\.js$/.test(href))).toBe(true);
  expect(preloads.filter((href) => !href.startsWith('/remotes/')).length).toBeGreaterThan(1);
  expect(preloads.some((href) => /^\/remotes\/games\/[^/]+\/remoteEntry\.js$/.test(href))).toBe(true);
  // The shell loads the remote's entry without reading its manifest: no request, no preload.
  expect(preloads.filter((href) => href.includes('mf-manifest.json'))).toEqual([]);
  // All of them held in the page (fetched once its first screen is painted), none live in the HTML.
  const live = html.replace(/<template data-start-code>[\s\S]*?<\/template>/g, '');
  expect([...live.matchAll(PRELOAD_LINK)].filter((tag) => CODE_PRELOAD.test(tag[0]))).toEqual([]);
  // What the page asks for by itself: the same page served without its preload links.
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(PRELOAD_LINK, '') });
    },
  );
  const requested = new Set<string>();
  page.on('request', (req) => {
    if (['script', 'fetch'].includes(req.resourceType())) requested.add(new URL(req.url()).pathname + new URL(req.url()).search);
  });
  await new SitePage(page).open('/');
  await expect(page.getByTestId('entry-casino')).toBeVisible();
  expect(preloads.filter((href) => !requested.has(href))).toEqual([]);
  expect([...requested].filter((href) => href.includes('mf-manifest.json'))).toEqual([]);
});

test("the partner sign-in page preloads none of the back-office's remote files, which a visitor never runs", async ({ page, request }) => {
  const html = await (await request.get('/partner')).text();
  const remoteFiles = [...html.matchAll(PRELOAD_LINK)].map((tag) => tag[0]).filter((tag) => tag.includes('/remotes/'));
  expect(remoteFiles).toEqual([]);
  // And the console has no warning of a preload left unused.
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('was preloaded using link preload but not used')) warnings.push(message.text());
  });
  await new SitePage(page).open('/partner');
  await expect(page.getByRole('heading', { level: 1, name: '파트너 로그인' })).toBeVisible();
  await page.waitForTimeout(3_500);
  expect(warnings).toEqual([]);
});

test('the page carries its runtime config and registry, so start-up does not wait to fetch them', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (req) => fetched.push(new URL(req.url()).pathname));
  await new SitePage(page).open('/');
  await expect(page.getByTestId('entry-casino')).toBeVisible();
  expect(fetched).not.toContain('/runtime-config.json');
  expect(fetched).not.toContain('/remotes.json');
});
