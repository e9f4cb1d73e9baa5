import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { PageMember, RemotesRegistry } from '@casino/contract';
import { WATCHED_TABLES } from '../db/change-feed';
import type { CachedAnswer, ResponseCache } from '../http/response-cache';
import { SIGNED_IN_COOKIE } from '../auth/session-cookie';
import { SESSION_COOKIE } from '../http/session-token';
import { framedPage, readRenderAnswer } from '../render/render-answer';
import type { RenderedPage, RenderRequest } from '../render/render-protocol';
import { FileStamp } from './file-stamp';
import { KEPT_RENDER_LIMIT_MS, type ServerRenderer } from './server-render';

/**
 * What a guest's member page shows from the database: the site's name and logo, the carousel,
 * the marquee, the game catalog (and the popups and announcements it opens with). A change to
 * any of them drops every kept guest page at once, through the change feed.
 */
export const GUEST_PAGE_TABLES = ['site_settings', 'carousel_slides', 'marquee_items', 'game_brands', 'games', 'popups', 'board_messages'] as const;

/**
 * A kept render is shared by many responses, each with its own nonce: it is rendered with this
 * stand-in (base64, as a nonce is) and each response writes its own in.
 */
export const NONCE_STAND_IN = 'cmVuZGVyLW5vbmNlLXN0YW5kLWlu';

class NotRendered extends Error {}

/** A render with its page area left to the browser: this request's answer, never kept for the next. */
class NotKept extends Error {
  constructor(readonly rendered: RenderedPage) {
    super('a page with an area left to the browser is not kept');
  }
}

export interface PageRenderInput {
  path: string;
  language: 'ko' | 'en';
  nonce: string;
  apiOrigin: string;
  registry: RemotesRegistry;
}

/**
 * Server renders of member pages. A guest's (no session cookie) is kept per path, language,
 * remote versions (a release or a canary share makes another key) and shell build, until the
 * content under it changes; a signed-in member's is rendered for that request alone, with the
 * member's cookie, and never kept, so it cannot reach anyone else.
 */
export class PageRenders {
  /** The shell's server build as it is now: a rebuilt shell renders every page anew. */
  private readonly shellBuild: FileStamp;

  constructor(
    private readonly renderer: ServerRenderer,
    private readonly cache: ResponseCache,
    shellServerBuild: string,
    private readonly keepGuestPages = true,
    /** The member of a signed-in request's session (null: not a live one); none, or a failure, leaves it to the render. */
    private readonly memberOf: ((request: FastifyRequest) => Promise<PageMember | null>) | null = null,
  ) {
    this.shellBuild = new FileStamp(shellServerBuild);
  }

  /**
   * Starts a signed-in page's member read ahead of the page's other lookups (its canary
   * assignment asks who the session is): first, it reads the session along with the member.
   */
  readMemberAhead(request: FastifyRequest): void {
    if (this.memberOf && showsMember(request)) this.memberOf(request).catch(() => undefined);
  }

  /** `keep`: whether a guest's render of this page may be kept (not for a not-found page). */
  async render(request: FastifyRequest, visitor: PageRenderInput, { keep }: { keep: boolean }): Promise<RenderedPage | null> {
    // Which versions, not the visitor's report tokens: the server reports nothing, and a kept page is everyone's.
    const input = { ...visitor, registry: versionsOnly(visitor.registry), ...contentVersion(this.cache) };
    const cookie = request.headers.cookie;
    if (request.cookies[SESSION_COOKIE] !== undefined) {
      // Without its signed_in cookie the browser shows the guest's header whoever the session is (the render does as it will): no member to read.
      if (!showsMember(request)) return this.renderer.render({ ...input, cookie, member: null }, request.log);
      return renderMemberPage(this.renderer, this.memberOf, request, { ...input, cookie });
    }
    if (!this.keepGuestPages || !keep) return this.renderer.render(input, request.log);
    const key = `page:${input.language}:${await this.shellBuild.current()}:${digest(JSON.stringify(input.registry))}:${input.path}`;
    // A render past the budget goes on, to be kept: the page goes out as the browser renders it,
    // and the next guest gets the render (a worker's first page loads the remote's code).
    const kept = this.cache.get(key, GUEST_PAGE_TABLES, async () => {
      const rendered = await this.renderer.render({ ...input, nonce: NONCE_STAND_IN }, request.log, KEPT_RENDER_LIMIT_MS);
      if (!rendered) throw new NotRendered();
      if (rendered.leftToBrowser !== undefined) throw new NotKept(rendered);
      return framedPage(rendered);
    });
    const answer = await withinBudget(kept, this.renderer.budgetMs).then(
      (entry) => entry && parsedRender(entry),
      (error: unknown) => {
        if (error instanceof NotRendered) return null;
        if (error instanceof NotKept) return error.rendered;
        throw error;
      },
    );
    return answer && withNonce(answer, input.nonce);
  }
}

/**
 * A signed-in member's page, never kept: its member read here first (`memberOf`), within the
 * page's one budget, of which the render then has what is left. A read that fails or is late
 * leaves the member to the render (undefined); a budget used up leaves the page to the browser.
 */
async function renderMemberPage(
  renderer: ServerRenderer,
  memberOf: ((request: FastifyRequest) => Promise<PageMember | null>) | null,
  request: FastifyRequest,
  input: RenderRequest,
): Promise<RenderedPage | null> {
  const started = performance.now();
  let member: PageMember | null | undefined;
  if (memberOf) {
    const read = memberOf(request).then(
      (found) => ({ found }),
      (error: unknown) => {
        request.log.warn({ err: error }, "the page's member could not be read: the render asks for it");
        return { found: undefined };
      },
    );
    member = (await withinBudget(read, renderer.budgetMs))?.found;
  }
  const left = Math.floor(renderer.budgetMs - (performance.now() - started));
  if (left <= 0) return null;
  return renderer.render({ ...input, ...(member === undefined ? {} : { member }) }, request.log, left);
}

/** Whether the browser shows a member's header on this page: a session, and its signed_in cookie. */
function showsMember(request: FastifyRequest): boolean {
  return request.cookies[SESSION_COOKIE] !== undefined && request.cookies[SIGNED_IN_COOKIE] !== undefined;
}

/** The site content's version for the render service: any table the API's kept answers are read from counts. */
function contentVersion(cache: ResponseCache): { contentVersion?: string } {
  const version = cache.versionOf(WATCHED_TABLES);
  return version === null ? {} : { contentVersion: version };
}

/** The answer if it comes within `ms`, else null (the work itself goes on). */
function withinBudget<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  // A render that fails after its page went out must not be an unhandled rejection.
  work.catch(() => undefined);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function versionsOnly(registry: RemotesRegistry): RemotesRegistry {
  const names = Object.keys(registry.remotes).sort();
  return { remotes: Object.fromEntries(names.map((name) => [name, { manifest: registry.remotes[name]!.manifest, version: registry.remotes[name]!.version }])) };
}

/** Each kept render read once, not for every page it answers (that was a tenth of a kept page's time in the API). */
const parsedRenders = new WeakMap<CachedAnswer, RenderedPage>();

function parsedRender(entry: CachedAnswer): RenderedPage {
  let rendered = parsedRenders.get(entry);
  if (!rendered) {
    // Framed by this process from a render it read: it reads back.
    rendered = readRenderAnswer(entry.body.toString('utf8')) ?? unreadable();
    parsedRenders.set(entry, rendered);
  }
  return rendered;
}

function unreadable(): never {
  throw new Error('a kept render does not read back as a render');
}

/** A kept render with this page's nonce: a new object, the kept one is everyone's. */
function withNonce(rendered: RenderedPage, nonce: string): RenderedPage {
  const swap = (text: string) => text.replaceAll(NONCE_STAND_IN, nonce);
  return { ...rendered, head: swap(rendered.head), markup: swap(rendered.markup) };
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16);
