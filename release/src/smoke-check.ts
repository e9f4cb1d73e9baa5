import { PAGE_BOOT_DATA_ID, type PageBootData, type RemotesRegistry } from '@casino/contract';
import { REMOTE_ENTRY_FILE } from '@casino/build/federation-files';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { mapWithWorkers } from './map-with-workers';
import type { SmokeChecker, SmokeTarget } from '@casino/api/src/releases/release-service';

/** An account the smoke check signs in as: `username:password`. */
export interface SmokeAccount {
  username: string;
  password: string;
}

export interface SmokeAccounts {
  /** Renders the member pages and modals signed in (`SMOKE_MEMBER`, demo `member1`). */
  member: SmokeAccount;
  /** Renders the back-office pages, console screens and windows signed in (`SMOKE_PARTNER`, demo `agency1`). */
  partner: SmokeAccount;
}

/** `SMOKE_MEMBER` / `SMOKE_PARTNER` (`username:password`), else the demo world's accounts. */
export function smokeAccountsFrom(env: NodeJS.ProcessEnv): SmokeAccounts {
  const account = (text: string | undefined, demo: string): SmokeAccount => {
    const [username = '', ...rest] = (text ?? `${demo}:demo1234`).split(':');
    return { username, password: rest.join(':') };
  };
  return { member: account(env.SMOKE_MEMBER, 'member1'), partner: account(env.SMOKE_PARTNER, 'agency1') };
}

const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
/** How long one module may take to load and render in the headless page. */
const MODULE_TIMEOUT_MS = 30_000;
/** After it rendered: time for its effects, requests and timers to fail, if they do. */
export const SETTLE_MS = 3_000;
/** Pages checked at once: each waits out its settling time, so they overlap. */
const PAGES_AT_ONCE = 4;

type Audience = 'guest' | 'member' | 'partner';

function withCandidate(registry: RemotesRegistry, target: SmokeTarget): RemotesRegistry {
  return { remotes: { ...registry.remotes, [target.remote]: { manifest: target.manifest, version: target.version } } };
}

const BOOT_DATA = new RegExp(`(<script type="application/json" id="${PAGE_BOOT_DATA_ID}">)(.*?)(</script>)`, 's');

/**
 * The site's page and registry as the site serves them, with the candidate put in for its remote:
 * the browser runs the deployed shell exactly, and only this browser gets the candidate. Its load
 * reports are answered here and never reach the site: the check's visits are not people's.
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
  await context.route(at('/api/v1/release/health'), (route) => route.fulfill({ json: { data: { recorded: false } } }));
}

/** A browser context for one audience: the candidate served, and signed in unless a guest. */
async function contextFor(browser: Browser, audience: Audience, siteOrigin: string, target: SmokeTarget, accounts: SmokeAccounts): Promise<BrowserContext> {
  const manifestOrigin = new URL(target.manifest, siteOrigin).origin;
  // A version on another origin (a CDN) is not in the site's policy until it is deployed.
  const context = await browser.newContext({ bypassCSP: manifestOrigin !== siteOrigin });
  await serveCandidate(context, siteOrigin, target);
  if (audience !== 'guest') {
    const { username, password } = accounts[audience];
    const response = await context.request.post(`${siteOrigin}/api/v1/core/auth/login`, { data: { username, password }, headers: { origin: siteOrigin } });
    const body = (await response.json().catch(() => ({}))) as { data?: { challenge?: unknown }; message?: string };
    if (!response.ok() || body.data?.challenge) {
      await context.close();
      throw new Error(`it could not sign in as the ${audience} ${username}: ${body.message ?? (body.data?.challenge ? 'the account asks for a second step' : `HTTP ${response.status()}`)}`);
    }
  }
  return context;
}

/**
 * The smoke check the release command runs (never the API process): each exposed module of the
 * candidate rendered alone (`/release-check`) in headless Chromium against the running site,
 * first as a guest, then signed in as who the module is for (a member, or a partner for the
 * back-office), each watched for a few seconds after it rendered. A module that fails to load,
 * throws while rendering or in those seconds, or leaves an uncaught error is a problem.
 */
export function chromiumSmokeChecker(siteOrigin: string, accounts: SmokeAccounts = smokeAccountsFrom(process.env)): SmokeChecker {
  return async (target) => {
    // Loaded when a check runs: an ES module of the build package, which the other commands never need.
    const { findChromium } = await import('@casino/build/chromium');
    const found = await findChromium();
    const browser = await chromium.launch({ executablePath: found.executablePath, env: found.env, args: BROWSER_ARGS });
    try {
      // The shell loads the candidate's container beside its manifest (decision 069).
      const entryUrl = new URL(REMOTE_ENTRY_FILE, new URL(target.manifest, siteOrigin));
      const guest = await contextFor(browser, 'guest', siteOrigin, target, accounts);
      const asGuest = await mapWithWorkers(target.modules, PAGES_AT_ONCE, (module) => checkModule(guest, siteOrigin, target.remote, module, entryUrl));
      const problems = asGuest.flatMap((outcome, i) => (outcome.problem ? [`${target.modules[i]} (guest): ${outcome.problem}`] : []));
      for (const audience of ['member', 'partner'] as const) {
        const modules = target.modules.filter((_module, i) => asGuest[i]!.audience === audience);
        if (modules.length === 0) continue;
        const signedIn = await contextFor(browser, audience, siteOrigin, target, accounts);
        const outcomes = await mapWithWorkers(modules, PAGES_AT_ONCE, (module) => checkModule(signedIn, siteOrigin, target.remote, module, entryUrl));
        outcomes.forEach((outcome, i) => outcome.problem && problems.push(`${modules[i]} (${audience} ${accounts[audience].username}): ${outcome.problem}`));
      }
      return problems;
    } finally {
      await browser.close();
    }
  };
}

interface ModuleOutcome {
  problem: string | null;
  /** Who the shell says the module is for (`data-release-audience`). */
  audience: string | null;
}

async function checkModule(context: BrowserContext, siteOrigin: string, remote: string, module: string, entry: URL): Promise<ModuleOutcome> {
  const page = await context.newPage();
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(`${error.name}: ${error.message}`));
  // Proof the page ran the candidate, not the version everyone else gets.
  let candidateLoaded = false;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === entry.origin && url.pathname === entry.pathname) candidateLoaded = true;
  });
  try {
    const url = `${siteOrigin}/release-check?${new URLSearchParams({ module: `${remote}/${module.replace(/^\.\//, '')}` }).toString()}`;
    await page.goto(url);
    const root = page.locator('html[data-release-check]');
    await root.waitFor({ state: 'attached', timeout: MODULE_TIMEOUT_MS }).catch(() => undefined);
    await page.waitForTimeout(SETTLE_MS);
    const html = page.locator('html');
    const audience = await html.getAttribute('data-release-audience');
    const outcome = await html.getAttribute('data-release-check');
    const error = await html.getAttribute('data-release-error');
    let problem: string | null = null;
    if (outcome === 'failed') problem = error ?? 'failed to render';
    else if (outcome !== 'rendered') problem = `did not render within ${MODULE_TIMEOUT_MS / 1000} s`;
    else if (!candidateLoaded) problem = `the page did not load ${entry.href}`;
    else if (uncaught.length > 0) problem = `threw ${uncaught[0]}`;
    return { problem, audience };
  } finally {
    await page.close();
  }
}
