import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import type { RemotesRegistry } from '@casino/contract';
import type { ResponseCache } from '../http/response-cache';
import { SESSION_COOKIE } from '../http/session-token';
import type { RenderResult } from '../render/render-protocol';
import type { ServerRenderer } from './server-render';

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
  constructor(
    private readonly renderer: ServerRenderer,
    private readonly cache: ResponseCache,
    private readonly shellServerBuild: string,
    private readonly keepGuestPages = true,
  ) {}

  async render(request: FastifyRequest, visitor: PageRenderInput): Promise<RenderResult | null> {
    // Which versions, not the visitor's report tokens: the server reports nothing, and a kept page is everyone's.
    const input = { ...visitor, registry: versionsOnly(visitor.registry) };
    const cookie = request.headers.cookie;
    if (request.cookies[SESSION_COOKIE] !== undefined) return this.renderer.render({ ...input, cookie }, request.log);
    if (!this.keepGuestPages) return this.renderer.render(input, request.log);
    const key = `page:${input.language}:${this.buildStamp()}:${digest(JSON.stringify(input.registry))}:${input.path}`;
    try {
      const kept = await this.cache.get(key, GUEST_PAGE_TABLES, async () => {
        const rendered = await this.renderer.render({ ...input, nonce: NONCE_STAND_IN }, request.log);
        if (!rendered) throw new NotRendered();
        return JSON.stringify(rendered);
      });
      return withNonce(JSON.parse(kept.body.toString('utf8')) as RenderResult, input.nonce);
    } catch (error) {
      if (error instanceof NotRendered) return null;
      throw error;
    }
  }

  /** The shell's server build as it is now: a rebuilt shell renders every page anew. */
  private buildStamp(): string {
    const info = statSync(this.shellServerBuild, { throwIfNoEntry: false });
    return info ? `${info.mtimeMs}:${info.size}` : 'none';
  }
}

function versionsOnly(registry: RemotesRegistry): RemotesRegistry {
  const names = Object.keys(registry.remotes).sort();
  return { remotes: Object.fromEntries(names.map((name) => [name, { manifest: registry.remotes[name]!.manifest, version: registry.remotes[name]!.version }])) };
}

function withNonce(rendered: RenderResult, nonce: string): RenderResult {
  const swap = (text: string) => text.replaceAll(NONCE_STAND_IN, nonce);
  return { ...rendered, head: swap(rendered.head), markup: swap(rendered.markup) };
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16);
