import { existsSync } from 'node:fs';
import { PAGE_BOOT_DATA_ID, type PageBootData, type RemotesRegistry } from '@casino/contract';
import { chromium, type BrowserContext } from 'playwright-core';

/** One version to try before anyone gets it: each module it exposes, rendered by the running site's shell. */
export interface SmokeTarget {
  remote: string;
  version: string;
  manifest: string;
  modules: readonly string[];
}

/** Problems found (one per module that failed), empty when every module rendered. */
export type SmokeChecker = (target: SmokeTarget) => Promise<string[]>;

const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
/** How long one module may take to load and render in the headless page. */
const MODULE_TIMEOUT_MS = 30_000;
/** After it rendered: time for its first effects and requests to fail, if they do. */
const SETTLE_MS = 750;

function withCandidate(registry: RemotesRegistry, target: SmokeTarget): RemotesRegistry {
  return { remotes: { ...registry.remotes, [target.remote]: { manifest: target.manifest, version: target.version } } };
}

const BOOT_DATA = new RegExp(`(<script type="application/json" id="${PAGE_BOOT_DATA_ID}">)(.*?)(</script>)`, 's');

/**
 * The site's page and registry as the site serves them, with the candidate put in for its remote:
 * the browser runs the deployed shell exactly, and only this browser gets the candidate.
 */
async function serveCandidate(context: BrowserContext, siteOrigin: string, target: SmokeTarget): Promise<void> {
  const at = (pathname: string) => (url: URL) => url.origin === siteOrigin && url.pathname === pathname;
  await context.route(at('/remotes.json'), async (route) => {
    const response = await route.fetch();
    const registry = (await response.json()) as RemotesRegistry;
    await route.fulfill({ response, json: withCandidate(registry, target) });
  });
  await context.route(at('/release-check'), async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(BOOT_DATA, (_all, open: string, json: string, close: string) => {
      const data = JSON.parse(json) as PageBootData;
      const next: PageBootData = data.registry ? { ...data, registry: withCandidate(data.registry, target) } : data;
      return open + JSON.stringify(next).replace(/</g, '\\u003c') + close;
    });
    await route.fulfill({ response, body: html });
  });
}

/**
 * The smoke check `release promote` runs: each exposed module of the candidate rendered alone
 * (`/release-check`) in headless Chromium against the running site. A module that fails to load,
 * throws while rendering or in its first moments, or leaves an uncaught error is a problem.
 */
export function chromiumSmokeChecker(siteOrigin: string, executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'): SmokeChecker {
  return async (target) => {
    if (!existsSync(executablePath)) return [`no Chromium at ${executablePath} to run the smoke check (set CHROMIUM_PATH)`];
    const browser = await chromium.launch({ executablePath, args: BROWSER_ARGS });
    try {
      const manifestOrigin = new URL(target.manifest, siteOrigin).origin;
      // A version on another origin (a CDN) is not in the site's policy until it is deployed.
      const context = await browser.newContext({ bypassCSP: manifestOrigin !== siteOrigin });
      await serveCandidate(context, siteOrigin, target);
      const problems: string[] = [];
      const manifestUrl = new URL(target.manifest, siteOrigin);
      for (const module of target.modules) {
        const problem = await checkModule(context, siteOrigin, target.remote, module, manifestUrl);
        if (problem) problems.push(`${module}: ${problem}`);
      }
      return problems;
    } finally {
      await browser.close();
    }
  };
}

async function checkModule(context: BrowserContext, siteOrigin: string, remote: string, module: string, manifest: URL): Promise<string | null> {
  const page = await context.newPage();
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(`${error.name}: ${error.message}`));
  // Proof the page ran the candidate, not the version everyone else gets.
  let candidateLoaded = false;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === manifest.origin && url.pathname === manifest.pathname) candidateLoaded = true;
  });
  try {
    const url = `${siteOrigin}/release-check?${new URLSearchParams({ module: `${remote}/${module.replace(/^\.\//, '')}` }).toString()}`;
    await page.goto(url);
    const root = page.locator('html[data-release-check]');
    await root.waitFor({ state: 'attached', timeout: MODULE_TIMEOUT_MS }).catch(() => undefined);
    await page.waitForTimeout(SETTLE_MS);
    const outcome = await page.locator('html').getAttribute('data-release-check');
    if (outcome === 'failed') return (await page.locator('html').getAttribute('data-release-error')) ?? 'failed to render';
    if (outcome !== 'rendered') return `did not render within ${MODULE_TIMEOUT_MS / 1000} s`;
    if (!candidateLoaded) return `the page did not load ${manifest.href}`;
    return uncaught.length > 0 ? `threw ${uncaught[0]}` : null;
  } finally {
    await page.close();
  }
}
