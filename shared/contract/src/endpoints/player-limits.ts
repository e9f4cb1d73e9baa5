import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import { Amount, SignedAmount } from '../integers';

/*
 * Player protection (issue 31, decision 071): limits a member sets on itself. Lowering one takes
 * effect at once; raising or removing one takes effect 24 hours later. The server holds them in
 * the transaction that moves the money: a deposit request over a deposit limit is refused, and a
 * bet over a loss or wager limit is refused to the provider with `LIMIT_REACHED`.
 */

export const LIMIT_KINDS = ['deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week', 'loss_month', 'wager_day', 'session_minutes', 'reality_check_minutes'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LimitKind = Type.Union(LIMIT_KINDS.map((kind) => Type.Literal(kind)));

/** A kind counted in minutes of a sign-in (a session limit, a reality check's interval) rather than in won of a period. */
export const isMinutesKind = (kind: LimitKind): boolean => kind.endsWith('_minutes');

/** How long a raise or a removal waits before it takes effect. */
export const LIMIT_LOOSENING_DELAY_HOURS = 24;
/** The largest money limit, 100,000,000,000 KRW: beyond it a limit limits nothing. */
export const MAX_MONEY_LIMIT = 100_000_000_000;
/** A sign-in lasts 12 hours at most, so a session limit is between 15 minutes and that. */
export const MIN_SESSION_MINUTES = 15;
export const MAX_SESSION_MINUTES = 720;
/**
 * The reality check: every so many minutes since sign-in the game window shows the time played
 * and the net result. Held like a limit (more often at once, less often after 24 hours); with no
 * setting, every 60 minutes.
 */
export const MIN_REALITY_CHECK_MINUTES = 15;
export const MAX_REALITY_CHECK_MINUTES = 120;
export const DEFAULT_REALITY_CHECK_MINUTES = 60;

/** The times a screen offers for a kind counted in minutes: session lengths (15 to 720) and reality check intervals (15 to 120). */
export const minuteChoicesOf = (kind: LimitKind): readonly number[] =>
  kind === 'reality_check_minutes' ? [15, 30, 45, 60, 90, 120] : [15, 30, 60, 90, 120, 180, 240, 360, 480, 720];

/** A limit in won or minutes; null: none. */
export const Limit = Type.Union([Amount(), Type.Null()]);
/** A raise or removal of the member's own limit waiting to take effect. */
export const PendingLimit = Type.Union([Type.Object({ amount: Limit, from: Type.String({ format: 'date-time' }) }), Type.Null()]);

export const PlayerLimit = Type.Object({
  kind: LimitKind,
  /** The member's own limit now; null: none. */
  own: Limit,
  /** A raise or removal of its own limit waiting to take effect. */
  pending: PendingLimit,
  /** The least of its partners' limits for it; null: none. */
  line: Limit,
  /** The limit that holds now: the least of its own and its line's; null: none (a reality check's own counts as 60 when unset, so it is never null). */
  in_force: Limit,
  /**
   * What the period has used: won deposited or staked, the loss (negative when the member is
   * ahead), or minutes of this sign-in (a session limit, a reality check).
   */
  used: SignedAmount(),
  /** When the period starts again (Seoul midnight, Monday, the 1st); null for a session limit. */
  resets_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type PlayerLimit = Static<typeof PlayerLimit>;

const PlayerLimits = Type.Object({ items: Type.Array(PlayerLimit) });

export const playerLimits = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/user/limits',
  access: 'user',
  summary: "The member's limits of every kind, what each period has used, and raises waiting to take effect.",
  data: PlayerLimits,
  errors: [403],
});

export const playerLimitSet = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/core/user/limits',
  access: 'user',
  summary:
    'Sets one of the member’s own limits (null removes it): lower takes effect at once, higher or removed 24 hours later, the same cancels a waiting change. Money in whole KRW up to 100,000,000,000; a session in minutes, 15 to 720; the reality check’s interval in minutes, 15 to 120 (null: every 60).',
  body: Type.Object({ kind: LimitKind, amount: Type.Union([Type.Integer({ minimum: 0, maximum: MAX_MONEY_LIMIT }), Type.Null()]) }, { additionalProperties: false }),
  data: PlayerLimits,
  errors: [403],
});

/**
 * The caller's sign-in: when it began and ends (12 hours, or sooner by the member's session
 * limit), and what the member staked and won since it began. The page warns before the end; a
 * game window's reality check shows the time and the net result.
 */
export const userSession = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/user/session',
  access: 'user',
  summary: "The caller's sign-in: its start and end, and the stakes and prizes since it began.",
  data: Type.Object({
    started_at: Type.String({ format: 'date-time' }),
    ends_at: Type.String({ format: 'date-time' }),
    /** The server's clock as it answered: a page counts the time left from it, not from its own clock. */
    now: Type.String({ format: 'date-time' }),
    play: Type.Object({ bets: Amount(), prizes: Amount() }),
  }),
});
