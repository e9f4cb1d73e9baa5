/**
 * The live channel (decision 070): one WebSocket a page opens to the API. Its address, the
 * largest frame a page may send, and why the server closes one: a page signs out after
 * `sessionEnded` or `stopped`, does not repeat what was refused (`badMessage`, `flood`; 1009 for
 * a frame over the limit), and opens again after anything else (a restart, the network).
 */
export const LIVE_PATH = '/api/v1/live';

export const LIVE_MAX_FRAME_BYTES = 4096;

export const LIVE_CLOSE = {
  badMessage: 4400,
  sessionEnded: 4401,
  stopped: 4403,
  /** More than `LIVE_MAX_MESSAGES` messages within `LIVE_MESSAGE_WINDOW_MS`. */
  flood: 4429,
} as const;

/** What a page may send in a window before its channel is closed (a keep-alive needs one a minute). */
export const LIVE_MAX_MESSAGES = 20;
export const LIVE_MESSAGE_WINDOW_MS = 10_000;

/** What a page may send: a keep-alive its network may need (a proxy that drops quiet connections). */
export type LiveClientMessage = { type: 'ping' };

/**
 * Which list an open page shows changed (`changed` messages): a member's own statements, inquiries
 * and notes; a partner's line's requests to decide (`request_new` when one was made), inquiries
 * (`inquiry_new` when one was asked), sign-ups and sign-ins or outs (`online`); the popups a member
 * sees (`popups`, shown at its next navigation). The page reads the list again.
 */
export const LIVE_TOPICS = ['statements', 'tickets', 'inbox', 'popups', 'requests', 'request_new', 'inquiries', 'inquiry_new', 'signup_new', 'online'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** A member's figure as `wallet/balance` names it. */
export type LiveBalanceFigure = 'balance' | 'credit' | 'rolling_point';

/**
 * What the server sends a page. `balance`: one of the member's figures changed (committed), with
 * its version, one above the one before it. `resync`: the server may have missed events (its
 * database connection was cut): read the state again.
 */
export type LiveServerMessage =
  | { type: 'ready' }
  | { type: 'pong' }
  | { type: 'resync' }
  | { type: 'balance'; figure: LiveBalanceFigure; amount: number; version: number }
  | { type: 'changed'; topic: LiveTopic };
