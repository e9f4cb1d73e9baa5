import { PageMember } from '@casino/contract';
import { Type, type Static } from '@sinclair/typebox';

/**
 * What the API asks the render service for one page, and what it answers. The service gets
 * everything it needs in the request (the visitor's registry, language, cookie to forward) and
 * reaches the API only through its public routes: it holds no database handle and no secret.
 */
export const RenderRequest = Type.Object(
  {
    path: Type.String({ pattern: '^/', maxLength: 2048 }),
    language: Type.Union([Type.Literal('ko'), Type.Literal('en')]),
    nonce: Type.String({ pattern: '^[A-Za-z0-9+/=]{16,64}$' }),
    /** Where the render's data calls go: the API's own address on this machine. */
    apiOrigin: Type.String({ pattern: '^https?://' }),
    /** The visitor's Cookie header, forwarded to those calls so they are the visitor's own. */
    cookie: Type.Optional(Type.String({ maxLength: 16_384 })),
    /**
     * The member the page's session belongs to, read by the API as it served the page; null: the
     * session is not a live one (the page is a guest's). Not given: the render reads it itself.
     */
    member: Type.Optional(Type.Union([PageMember, Type.Null()])),
    /** The visitor's registry (a canary included), as the page's start-up data carries it. */
    registry: Type.Unknown(),
    /**
     * When the page stops waiting for this render (milliseconds since the epoch; the API and the
     * service share the machine's clock): a render that could not start before then is not begun.
     */
    notAfter: Type.Optional(Type.Integer({ minimum: 0 })),
    /**
     * The version of the API's site content (the change feed moves it; none while the feed is not
     * heard): the service may keep the API's answers that are everyone's while it stays the same.
     */
    contentVersion: Type.Optional(Type.String({ maxLength: 200 })),
    /** How long the remote page may take before its area is left to the browser (none: the whole render's time). */
    areaBudgetMs: Type.Optional(Type.Integer({ minimum: 1, maximum: 60_000 })),
  },
  { additionalProperties: false },
);
export type RenderRequest = Static<typeof RenderRequest>;

/** What a render says of its page besides the markup and the state. */
export const RenderedPageInfo = Type.Object({
  status: Type.Integer({ minimum: 200, maximum: 599 }),
  /** Tags for the page's head: the styles the markup needs, under the nonce. */
  head: Type.String(),
  /** The page's title and description (for search engines), as plain text. */
  title: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  /**
   * Why the remote page's area was left to the browser (its server code or data failed): the
   * rest of the page is rendered, that area shows its spinner until the browser renders it.
   * Such a page is not kept for other visitors.
   */
  leftToBrowser: Type.Optional(Type.String()),
});
export type RenderedPageInfo = Static<typeof RenderedPageInfo>;

/** What the shell's server build renders. */
export interface RenderResult extends RenderedPageInfo {
  markup: string;
  /** What the render read (the shell's ServedState), for the page to start from; passed on as it is. */
  state: Record<string, unknown>;
}

/** A render as the API writes it into a page (`render-answer.ts`): the state already as script-safe JSON. */
export interface RenderedPage extends RenderedPageInfo {
  markup: string;
  stateJson: string;
}

/** Milliseconds since the epoch by the process's monotonic clock: what `notAfter` is counted in (`Date` may be set back, or held in tests). */
export const epochNow = () => performance.timeOrigin + performance.now();

/** The one route of the service. */
export const RENDER_PATH = '/render';
