import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { defineEndpoint, Page, PageQuery } from '../endpoint';
import { Amount, Count, Id, SignedAmount } from '../integers';
import { GameType } from './games';
import { RateBp } from './partner-rolling';
import { KeysetPage, KeysetQuery, NamedRef, ReportRange, RoundMember } from './partner-reports';
import { SeoulDay } from './statements';
import { Level } from './user';

/*
 * Rolling and losing, each figure with its working (issue 13; DESIGN.md section 5).
 *
 * Rolling: each level of a member's line earns floor(bet x its rate) - floor(bet x its child's
 * rate), with the rates in force when the bet was taken.
 *
 * Losing: for a settlement period, each partner earns a share of what its downline's play left
 * after the rolling paid to its line: per game type and per branch (its direct members, or one
 * of its direct sub-partners), (bet - prize - refund - rolling) x (its losing rate - that
 * branch's rate; 0 for its own members), rounded toward zero. A negative period is carried into
 * the next one; a positive total (after the carry) is paid once, when the master settles the
 * closed period.
 */

export const LineAccount = Type.Object({ id: Id(), username: Type.String(), level: Level });

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * One call of a round in its rolling working: a bet, which paid the earner floor(stake x own
 * rate) - floor(stake x child's rate) at the rates it was taken at, or a rollback, which took
 * back what the earner's account still held of a bet's credit.
 */
export const RollingStep = Type.Object({
  kind: Type.Union([Type.Literal('bet'), Type.Literal('rollback')]),
  txn_id: Type.String(),
  /** A rollback's cancelled bet; null on a bet, and on a rollback stored before issue 26. */
  ref_txn_id: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  /** A bet's stake, or the stake a rollback gave back. */
  stake: Amount(),
  /** A bet's rates as it was paid, the earner's and its child's; null on a rollback, and on an older bet whose rates were not kept. */
  own_rate_bp: Nullable(RateBp()),
  child_rate_bp: Nullable(RateBp()),
  /** floor(stake x own rate): what the bet paid the earner's line; null where the rates are. */
  line_amount: Nullable(Amount()),
  /** floor(stake x child's rate): what it paid the child's line; null where the rates are. */
  child_amount: Nullable(Amount()),
  /** What the call credited the earner (a bet: line_amount - child_amount) or took back (a rollback: negative), as the ledger posted it. */
  amount: SignedAmount(),
});
export type RollingStep = Static<typeof RollingStep>;

/**
 * What one round of the line earned a partner in rolling, with how it was made: per bet,
 * floor(bet x own rate) - floor(bet x child's rate) at the rates that bet was paid at, less what
 * each rollback took back (`steps`); their sum is the amount the ledger credited.
 */
export const RollingWorking = Type.Object({
  /** The round's id (as in the betting history). */
  id: Id(),
  round_id: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  earner: LineAccount,
  member: RoundMember,
  game: NamedRef,
  game_type: GameType,
  bet: Amount(),
  refund: Amount(),
  /** The earner's rate as the round's last bet was paid (`steps` has each bet's). */
  own_rate_bp: RateBp(),
  /** The earner's child on the way to the member (the member itself below its own partner). */
  child: LineAccount,
  child_rate_bp: RateBp(),
  /** The round's bets and rollbacks in the order they came, each with what it credited or took back. */
  steps: Type.Array(RollingStep),
  /** The working's sum: what the steps credited less what they took back. */
  expected: SignedAmount(),
  /** What the ledger credited the earner for the round, less what a rollback took back; equal to `expected`. */
  amount: SignedAmount(),
});
export type RollingWorking = Static<typeof RollingWorking>;

const RollingFilter = {
  ...ReportRange,
  /**
   * The earner: the caller (default) or a partner of its line. A member of the line instead keeps
   * the caller as the earner and reads only that member's rounds (the window opened for a member).
   */
  partner_id: Type.Optional(Id()),
  game_type: Type.Optional(GameType),
  /** The member whose bets earned it, by login ID (exact). */
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
};

export const reportRolling = defineEndpoint({
  method: 'GET',
  path: '/api/v1/game/partner/report/rolling',
  access: 'partner',
  summary: "The rounds that earned the caller (or a partner of its line) rolling in the range, newest first, each with the rates and the sum that made it.",
  query: Type.Object({ ...RollingFilter, ...KeysetQuery }),
  data: KeysetPage(RollingWorking),
  errors: [400, 404],
});

export const RollingTotals = Type.Object({
  rounds: Count(),
  bet: Amount(),
  /** What the earner kept. */
  amount: SignedAmount(),
  /** What its whole line got (the earner and everything below it). */
  line: SignedAmount(),
});

export const reportRollingSummary = defineEndpoint({
  method: 'GET',
  path: '/api/v1/game/partner/report/rolling/summary',
  access: 'partner',
  summary: 'The rolling of the same filter: per game type and overall, what the earner kept and what its line got.',
  query: Type.Object(RollingFilter),
  data: Type.Object({
    from: SeoulDay,
    to: SeoulDay,
    earner: LineAccount,
    /** The member whose rounds these are, when `partner_id` named a member; null otherwise. */
    member: Nullable(LineAccount),
    types: Type.Array(Type.Composite([Type.Object({ game_type: GameType }), RollingTotals])),
    sum: RollingTotals,
  }),
  errors: [400, 404],
});

export const LosingPeriodKind = Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')]);
export type LosingPeriodKind = Static<typeof LosingPeriodKind>;

/** One branch of a partner's line for one game type: its play, and the partner's share of it. */
export const LosingLine = Type.Object({
  game_type: GameType,
  /** The direct sub-partner the branch runs through; null for the partner's own members. */
  branch: Type.Union([LineAccount, Type.Null()]),
  bet: Amount(),
  prize: Amount(),
  refund: Amount(),
  /** Rolling paid on these bets to the partner's line. */
  rolling: SignedAmount(),
  /** bet - prize - refund - rolling. */
  base: SignedAmount(),
  own_rate_bp: RateBp(),
  branch_rate_bp: RateBp(),
  /** base x (own rate - branch rate) / 10000, rounded toward zero. */
  amount: SignedAmount(),
});
export type LosingLine = Static<typeof LosingLine>;

export const LosingFigure = Type.Object({
  partner: LineAccount,
  lines: Type.Array(LosingLine),
  /** The sum of the lines. */
  total: SignedAmount(),
  /** What earlier periods left to carry (never positive). */
  carry_in: SignedAmount(),
  /** max(0, total + carry_in): what the settlement pays. */
  payable: Amount(),
  /** min(0, total + carry_in): carried into the next period. */
  carry_out: SignedAmount(),
  /** Set once the period is settled for this partner: the figure above is then the one settled. */
  settled: Type.Union([Type.Object({ at: Type.String({ format: 'date-time' }), paid: Amount(), by: Type.String() }), Type.Null()]),
});
export type LosingFigure = Static<typeof LosingFigure>;

const LosingPeriodQuery = {
  period: Type.Optional(LosingPeriodKind),
  /** Any Seoul day inside the period (a week starts on Monday); today when omitted. */
  day: Type.Optional(SeoulDay),
};

export const LosingPeriod = Type.Object({ kind: LosingPeriodKind, from: SeoulDay, to: SeoulDay, closed: Type.Boolean() });

export const reportLosing = defineEndpoint({
  method: 'GET',
  path: '/api/v1/game/partner/report/losing',
  access: 'partner',
  summary: "The losing figure of the caller and of each partner of its line for one period (day, week or month), with its working.",
  query: Type.Object({ ...LosingPeriodQuery, ...PageQuery }),
  data: Type.Composite([Page(LosingFigure), Type.Object({ period: LosingPeriod, own: LosingFigure })]),
  errors: [400],
});

export const reportLosingSettle = defineEndpoint({
  method: 'POST',
  path: '/api/v1/game/partner/report/losing/settle',
  access: 'master',
  summary: "Settles a closed period for the master and every partner of its line: one ledger transaction per partner paid, at most once per period whatever the timing.",
  body: Type.Object({ period: LosingPeriodKind, day: SeoulDay }, { additionalProperties: false }),
  data: Type.Object({ period: LosingPeriod, settled: Count(), already: Count(), paid: Amount() }),
  errors: [400, 409],
});
