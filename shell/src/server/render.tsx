import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
import { stylesOf } from '@casino/build/server-styles';
import type { PageMember, RemoteModuleRef, RemotesRegistry } from '@casino/contract';
import { SIGNED_IN_COOKIE, type Lang, type Platform } from '@casino/platform';
import { createServerPlatform } from '@casino/platform/server';
import { enableStaticRendering } from 'mobx-react-lite';
import { ShellApp } from '../app/shell-app';
import { type ServedState } from '../app/served-state';
import { ShellStore } from '../app/shell-store';
import { SHELL_NAMESPACE } from '../i18n/resources';
import { settleWithin } from '../lib/settle-within';
import { type ServedPageData } from '../remotes/page-data-context';
import { parseRegistry } from '../remotes/registry';
import { remoteRequestId, routeMatchAt } from '../routes/route-table';
import { headHtml } from './head-html';
import { hoistStyleAttributes } from './hoist-style-attributes';
import { LATE_RENDERS_BEFORE_SKIPPING, LateCodeBreaker } from './late-code-breaker';
import { PathRouters } from './path-routers';
import { PublicAnswers } from './public-answers';
import { RenderWords } from './render-words';
import { renderToHtml } from './render-to-html';
import { ServerRemotes } from './server-remote-loader';
import { hasCookie, visitorFetch } from './visitor-fetch';

export interface ServerRenderRequest {
  /** The URL path, no query: `/`, `/game/slot`, `/game/slot/pragmatic`. */
  path: string;
  language: Lang;
  /** The CSP nonce: every `<style>` of `head` carries it. */
  nonce: string;
  /** The API, for the page data, e.g. `http://127.0.0.1:4000`. */
  apiOrigin: string;
  /** The visitor's Cookie header, forwarded as it is: the data calls are the visitor's own. */
  cookie?: string;
  /**
   * The member of the visitor's session, read by the API that serves the page; null: the session
   * is not a live one (a guest's page). Not given: the render asks the API for it with the cookie.
   */
  member?: PageMember | null;
  /** Which version of each remote this visitor gets (canary included); checked as the page checks it. */
  registry: RemotesRegistry;
  /** A remote version's files are at `<releasesDir>/<name>/<version>/`. */
  releasesDir: string;
  /** Aborted when the time budget runs out: fetching stops and the render rejects. */
  signal?: AbortSignal;
  /** The version of the API's site content (none: the API cannot tell): answers that are everyone's are kept while it stays. */
  contentVersion?: string;
  /**
   * How long the remote page (its server code and its data) may take; past it, its area is left
   * to the browser and the rest of the page still makes the budget. None: as long as the signal allows.
   */
  areaBudgetMs?: number;
}

export interface ServerRenderResult {
  /** 200, or 404 for an unknown path or a game type or brand that does not exist. */
  status: number;
  /** The `<style nonce>` tags the markup needs. */
  head: string;
  /** The page's title, as plain text. */
  title: string;
  /** The page as the member sees it: the same tree the browser renders (ShellApp). */
  markup: string;
  /** What the render read, for the page to start from (it then hydrates the markup). */
  state: ServedState;
  /**
   * Why the remote page's area was left to the browser (its server code failed; the rest of the
   * page is rendered and its area shows the spinner until the browser renders it). Such a page
   * is not kept for other visitors, and the release check refuses a version that causes it.
   */
  leftToBrowser?: string;
}

// Each render is drawn once and thrown away: observers must not subscribe (they would never be disposed).
enableStaticRendering(true);

/** A path outside the member layout: the render service serves the page without server markup. */
export class NotServerRenderedError extends Error {
  override readonly name = 'NotServerRenderedError';
  readonly code = 'NOT_SERVER_RENDERED';
}

/**
 * Renders a member page (`/`, `/game/:type`, `/game/:type/:brand`, or the 404 page for an unknown
 * path). Rejects with NotServerRenderedError for any other route (the back-office, pop-up
 * windows, the redirect page), and with the error itself when the signal aborts or the shell's
 * own part fails. When the remote page's server code or its data fails, the rest of the page is
 * rendered and that area is left to the browser (`leftToBrowser`).
 */
export async function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  try {
    return await renderPage(request);
  } catch (error) {
    // A call cut off by the deadline fails as a network error; the deadline is what happened.
    request.signal?.throwIfAborted();
    throw error;
  }
}

async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const { entry, params } = routeMatchAt(request.path);
  if (entry.layout !== 'default') throw new NotServerRenderedError(`${request.path} is not rendered on the server`);
  const notFoundRoute = entry.kind === 'shell';
  const registry = parseRegistry(request.registry);

  const platform = createServerPlatform({
    // The contract's paths carry `/api/v1` already, as in the browser (whose base is '').
    apiBase: request.apiOrigin.replace(/\/+$/, ''),
    language: request.language,
    // As the browser will see it: a member given for a request without it is not shown (the page would flip to a guest's).
    signedIn: hasCookie(request.cookie, SIGNED_IN_COOKIE),
    path: request.path,
    fetch: publicAnswers.fetchFor(visitorFetch(request.cookie, request.signal), request.contentVersion),
    keptAnswer: publicAnswers.keptFor(request.contentVersion),
    i18n: words.for(request.language, registry),
  });
  // The words outlive the render (RenderWords): whatever happens, the platform lets go of them.
  try {
    return await renderWithPlatform(request, platform, { entry, params, notFoundRoute, registry });
  } finally {
    platform.dispose();
  }
}

async function renderWithPlatform(
  request: ServerRenderRequest,
  platform: Platform,
  { entry, params, notFoundRoute, registry }: ReturnType<typeof routeMatchAt> & { notFoundRoute: boolean; registry: ReturnType<typeof parseRegistry> },
): Promise<ServerRenderResult> {
  let pageTitle: string | null = null;
  platform.events.on('pageTitle', ({ title }) => (pageTitle = title));

  const remotes = new ServerRemotes(registry, request.releasesDir);
  // Popups (what the not-found path is for) never show in a server render.
  const store = new ShellStore(platform, { notFoundPath: notFoundRoute ? request.path : null });
  const [page] = await Promise.all([
    entry.kind === 'remote' ? loadRemotePageOrLeaveIt(entry.page, params, request, platform, remotes) : null,
    readMember(request, platform),
    store.siteBrand.load(request.language),
  ]);
  const notFound = notFoundRoute || page?.notFound === true;
  request.signal?.throwIfAborted();

  const router = routers.at(request.path);
  // Each pass of the render collects its own styles and title.
  let cache = null as ReturnType<typeof createCache> | null;
  const tree = () => {
    cache = createCache();
    pageTitle = null;
    return (
      <StyleProvider cache={cache}>
        <ShellApp platform={platform} loader={remotes.loader} router={router} store={store} pageData={page?.served ?? null} nonce={request.nonce} />
      </StyleProvider>
    );
  };
  const rendered = await renderToHtml(tree, { signal: request.signal, leftToBrowser: page?.leftToBrowser !== undefined });
  const state: ServedState = {
    language: request.language,
    user: platform.user.snapshot(),
    brand: store.siteBrand.loaded ? store.siteBrand.brand : null,
    page: page?.served ?? null,
    pageAreaInBrowser: page?.leftToBrowser !== undefined,
  };
  // The markup is parsed by the browser under the page's policy: its style attributes go into rules.
  const { markup, css: inlineStyles } = hoistStyleAttributes(rendered);

  const siteName = store.siteBrand.brand.name ?? platform.i18n.t(`${SHELL_NAMESPACE}:app.siteName`);
  const named = notFoundRoute ? platform.i18n.t(`${SHELL_NAMESPACE}:errors.notFound`, { path: readablePath(request.path) }) : pageTitle;
  const title = named ? `${named} - ${siteName}` : siteName;
  return {
    status: notFound ? 404 : 200,
    title,
    head: headHtml({
      styles: [extractStyle(cache!, true), ...stylesOf('entry'), ...(page?.styles ?? []), inlineStyles],
      nonce: request.nonce,
    }),
    markup,
    state,
    ...(page?.leftToBrowser === undefined ? {} : { leftToBrowser: page.leftToBrowser }),
  };
}

/**
 * The visitor's member: as the API gave it, else asked of the API. A session the API no longer
 * knows (it gave none, or the calls answer 401) makes the page a guest's.
 */
async function readMember({ member }: ServerRenderRequest, platform: Platform): Promise<void> {
  if (member === undefined) return platform.user.load().catch(() => undefined);
  if (member === null) platform.user.clear();
  else platform.user.adopt(member.info, member.wallet);
}

interface LoadedPage {
  served: ServedPageData | null;
  notFound: boolean;
  styles: string[];
  leftToBrowser?: string;
}

/** This render process's routers (one per path), its words (one service per language and versions) and the API's answers that are everyone's. */
const routers = new PathRouters();
const words = new RenderWords();
const publicAnswers = new PublicAnswers();

/** This render process's count of remote server code that keeps missing the budget. */
const lateCode = new LateCodeBreaker();

/**
 * The remote page for the render; when its server code or its data fails, its area is left to
 * the browser, which renders it as it renders a slow remote's (the spinner, the retry box).
 * Server code that was late for several renders in a row is not waited for a while (`LateCodeBreaker`).
 */
async function loadRemotePageOrLeaveIt(page: RemoteModuleRef, params: Readonly<Record<string, string | undefined>>, request: ServerRenderRequest, platform: Platform, remotes: ServerRemotes): Promise<LoadedPage> {
  const codeKey = `${page.remote}@${request.registry.remotes[page.remote]?.version ?? '?'}/${page.module}`;
  // Which came first: the server code, or the budget's end (the stand-in that follows it is not the code).
  let first: 'code' | 'budget' | null = null;
  try {
    const skippedUntil = lateCode.skippedUntil(codeKey);
    if (skippedUntil !== null) throw new Error(`its server code was late for ${LATE_RENDERS_BEFORE_SKIPPING} renders in a row; not asked until ${new Date(skippedUntil).toISOString()}`);
    const loading = loadRemotePage(page, params, request.path, platform, remotes, () => {
      if (first !== null) return;
      first = 'code';
      lateCode.arrived(codeKey);
    });
    const budget = request.areaBudgetMs;
    // Left to itself when late: the render's end aborts its calls.
    const late = () => {
      if (first === null) {
        first = 'budget';
        lateCode.late(codeKey);
      }
      throw new Error(`it did not answer within ${budget} ms`);
    };
    return await (budget === undefined ? loading : settleWithin(loading, budget, late));
  } catch (error) {
    request.signal?.throwIfAborted();
    if (!(await remotes.leaveToBrowser(page))) throw error;
    const cause = error instanceof Error ? error.message : String(error);
    return { served: null, notFound: false, styles: [], leftToBrowser: `${remoteRequestId(page)} cannot be rendered on the server: ${cause}` };
  }
}

/** The remote page's module (from the visitor's version of its remote) and the data it shows. */
async function loadRemotePage(page: RemoteModuleRef, params: Readonly<Record<string, string | undefined>>, path: string, platform: Platform, remotes: ServerRemotes, onCodeArrived: () => void): Promise<LoadedPage> {
  const module = await remotes.pageModule(page);
  onCodeArrived();
  const styles = await remotes.styles(page);
  if (typeof module.loadPageData !== 'function') return { served: null, notFound: false, styles };
  const data: unknown = await module.loadPageData({ http: platform.http, params });
  const notFound = typeof data === 'object' && data !== null && (data as { notFound?: unknown }).notFound === true;
  return { served: { path, requestId: remoteRequestId(page), language: platform.i18n.language, data }, notFound, styles };
}

/** '/%EC%97%86...' as the person typed it, as the 404 page shows it. */
function readablePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
