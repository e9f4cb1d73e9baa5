import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemotesRegistry } from '@casino/contract';
import { readRenderAnswer } from '@casino/api/src/render/render-answer';
import { RENDER_PATH, type RenderedPage, type RenderRequest } from '@casino/api/src/render/render-protocol';
import { renderServiceProgram } from '@casino/api/src/render/render-service-program';
import { startRenderService } from '@casino/api/src/render/start-render-service';
import type { SmokeChecker } from '@casino/api/src/releases/release-service';
import { MemberPagePaths } from './member-page-paths';
import type { SmokeAccount } from './smoke-check';

/** How long the check's render worker may hold its thread before it counts as hung. */
const CHECK_STALL_MS = 10_000;

export interface ServerSmokeSetup {
  /** Where published versions live: the candidate's server build is `<dir>/<remote>/<version>/server/remote.cjs`. */
  releasesDir: string;
  /** The deployed shell's build (its `routes.json` and `server/render.cjs`). */
  shellDist: string;
  member: SmokeAccount;
}

/** How long one render may take (the first loads the shell's server build). */
const RENDER_TIMEOUT_MS = 30_000;
/** Any nonce will do: the check reads the render's answer and never shows it in a browser. */
const CHECK_NONCE = 'c21va2UtY2hlY2stbm9uY2U=';
/** A path no route has: the not-found page, which answers 404. */
const UNKNOWN_PATH = '/release-check/no-such-page';

/**
 * The server half of the smoke check: a version with a server build renders the member pages on
 * the server as it will for visitors, in a render service of the check's own (the deployed
 * shell's server build, the published version's files), against the running site's API, as a
 * guest in Korean and signed in as the member in English. A render that throws, leaves its
 * page's area to the browser (the remote's server code or data failed) or answers another
 * status than the page's is a problem. A version without a server build has nothing to check
 * here (the back-office remotes), unless the live version has one: its pages would then lose
 * their server render, which is a problem.
 */
export function serverSmokeChecker(siteOrigin: string, setup: ServerSmokeSetup): SmokeChecker {
  return async (target) => {
    const serverBuildOf = (version: string) => path.join(setup.releasesDir, target.remote, version, 'server', 'remote.cjs');
    const live = await siteRegistry(siteOrigin);
    if (!existsSync(serverBuildOf(target.version))) {
      // Its pages would lose their server render: every one would be left to the browser.
      const liveVersion = live.remotes[target.remote]?.version;
      return liveVersion && existsSync(serverBuildOf(liveVersion)) ? [`server render: ${target.remote} ${target.version} has no server build, though the live ${liveVersion} renders its pages on the server`] : [];
    }
    const routes = JSON.parse(await readFile(path.join(setup.shellDist, 'routes.json'), 'utf8')) as { serverRendered?: string[] };
    const registry: RemotesRegistry = { remotes: { ...live.remotes, [target.remote]: { manifest: target.manifest, version: target.version } } };
    const cookie = await memberCookie(siteOrigin, setup.member);
    const service = await startRenderService({
      ...renderServiceProgram(),
      env: {
        NODE_ENV: 'production',
        RENDER_ENTRY: path.join(setup.shellDist, 'server', 'render.cjs'),
        RELEASES_DIR: setup.releasesDir,
        RENDER_WORKERS: '1',
        // Its one worker loads the version's server code at its first render, a synchronous
        // require that held the thread past the site's 2 s on a busy machine: replaced at every
        // try, each page failed. A remote that hangs is still refused, a few seconds later.
        RENDER_STALL_MS: String(CHECK_STALL_MS),
      },
    });
    try {
      const problems: string[] = [];
      /** The page's render when it answered `expected` (its links are followed), else null; any problem is noted. */
      const check = async (page: string, who: string, language: 'ko' | 'en', expected: number, visitorCookie?: string): Promise<RenderedPage | null> => {
        const answer = await renderPage(service.url, { path: page, language, nonce: CHECK_NONCE, apiOrigin: siteOrigin, registry, cookie: visitorCookie });
        const answered = typeof answer !== 'string' && answer.status === expected ? answer : null;
        // A page whose remote area was left to the browser still answers: its reason is the problem.
        const problem = typeof answer === 'string' ? answer : !answered ? `answered ${answer.status}${expected === 200 ? '' : `, not ${expected}`}` : (answered.leftToBrowser ?? null);
        if (problem !== null) problems.push(`server render of ${page} (${who}): ${problem}`);
        return answered;
      };
      const pages = new MemberPagePaths(routes.serverRendered ?? []);
      const rendered: string[] = [];
      for (let page = pages.next(); page !== null; page = pages.next()) {
        rendered.push(page);
        const asGuest = await check(page, 'guest', 'ko', 200);
        if (asGuest) pages.readLinks(asGuest.markup);
      }
      for (const page of rendered) await check(page, `member ${setup.member.username}`, 'en', 200, cookie);
      // A route no page linked to was never rendered: say so rather than pass it unseen.
      for (const route of pages.unreached()) problems.push(`server render of ${route}: no rendered page links to it, so it was not checked`);
      if (routes.serverRendered?.includes('*')) await check(UNKNOWN_PATH, 'guest', 'ko', 404);
      return problems;
    } finally {
      await service.stop();
    }
  };
}

/** The render's answer, or what went wrong, in words. */
async function renderPage(serviceUrl: string, request: RenderRequest): Promise<RenderedPage | string> {
  try {
    const response = await fetch(`${serviceUrl}${RENDER_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    });
    const text = await response.text();
    const page = response.ok ? readRenderAnswer(text) : null;
    return page ?? refusal(text) ?? (response.ok ? 'the render service answered with something that is not a render' : `the render service answered ${response.status}`);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** What a refusal or failure of the render service says (its JSON's `error`), if it says it. */
function refusal(text: string): string | null {
  try {
    const { error } = JSON.parse(text) as { error?: unknown };
    return typeof error === 'string' ? error : null;
  } catch {
    return null;
  }
}

/** The site's registry as a guest gets it. */
async function siteRegistry(siteOrigin: string): Promise<RemotesRegistry> {
  const response = await fetch(`${siteOrigin}/remotes.json`);
  if (!response.ok) throw new Error(`${siteOrigin}/remotes.json answered ${response.status}`);
  return (await response.json()) as RemotesRegistry;
}

/** The member's cookies (session and hint), as their browser would send them. */
async function memberCookie(siteOrigin: string, { username, password }: SmokeAccount): Promise<string> {
  const response = await fetch(`${siteOrigin}/api/v1/core/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteOrigin },
    body: JSON.stringify({ username, password }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  if (!response.ok || !cookies.some((cookie) => cookie.startsWith('token='))) throw new Error(`it could not sign in as the member ${username}: HTTP ${response.status}`);
  return cookies.join('; ');
}
