import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint, Page, PageQuery } from '../endpoint';
import { Amount, Count, Id, SignedAmount } from '../integers';
import { GameType } from './games';
import { SeoulDay } from './statements';
import { Level } from './user';

/*
 * The partner home: what the caller's line (the caller and its whole downline) deposited,
 * withdrew, holds, bet and earned. Days are Asia/Seoul days; a range without `from`/`to` is today.
 * The range is at most 92 days.
 */

export const DayRange = { from: Type.Optional(SeoulDay), to: Type.Optional(SeoulDay) };

/** Money of the line: approved statements in the range, what it holds now, what still waits. */
export const agencyDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/v1/wallet/agency/dashboard',
  access: 'partner',
  summary: "Deposits and withdrawals approved in the range for the caller's downline members, what the line holds now, and the requests that still wait.",
  query: Type.Object(DayRange),
  data: Type.Object({
    from: SeoulDay,
    to: SeoulDay,
    deposit: Amount(),
    withdraw: Amount(),
    /** Deposits less withdrawals. */
    net: SignedAmount(),
    /**
     * The caller's own balance; `line` adds the downline's cash, credit, withdrawals on hold and
     * partner balances; `withdraw_hold` is the part of `line` that members asked to withdraw and
     * nobody has approved or rejected yet (a request moves cash to the hold, so `line` stays).
     */
    balance: Type.Object({ own: Amount(), line: Amount(), withdraw_hold: Amount() }),
    /** Rolling points held now by the caller and by the line (caller included). */
    rolling_point: Type.Object({ own: Amount(), line: Amount() }),
    pending: Type.Object({ deposit: Count(), withdraw: Count() }),
    members: Count(),
    partners: Count(),
    new_members: Count(),
    /** When the line's holdings (balance.line and withdraw_hold, rolling_point.line, members, partners) were summed: a large line's are up to 20 s old. */
    as_of: Type.String({ format: 'date-time' }),
  }),
  errors: [400],
});

/** Betting figures of one game type, or of all of them. */
export const BettingFigures = Type.Object({
  bet: Amount(),
  prize: Amount(),
  refund: Amount(),
  /** Rolling points credited to the line (members and partners) in the range, less rollbacks in it: negative when a rollback came on a later day than its bet. */
  rolling: SignedAmount(),
  /** What the house kept: bet less prize less refund (negative when the line won). */
  profit: SignedAmount(),
  /** Profit less the rolling paid out of it. */
  win_lose: SignedAmount(),
});
export type BettingFigures = Static<typeof BettingFigures>;

export const summaryBetting = defineEndpoint({
  method: 'GET',
  path: '/api/v1/game/partner/dashboard/summary_betting',
  access: 'partner',
  summary: "Bets of the caller's downline members in the range: per game type (casino, slot, lotto), their sum, and per day (the chart).",
  query: Type.Object(DayRange),
  data: Type.Object({
    from: SeoulDay,
    to: SeoulDay,
    types: Type.Array(Type.Composite([Type.Object({ game_type: GameType }), BettingFigures])),
    sum: BettingFigures,
    days: Type.Array(Type.Object({ day: SeoulDay, bet: Amount(), prize: Amount(), profit: SignedAmount() })),
  }),
  errors: [400],
});

export const summaryPoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/game/partner/dashboard/summary_point',
  access: 'partner',
  summary: 'Rolling points earned in the range by the caller itself, by its downline partners and by its downline members, per game type, and what was exchanged to cash.',
  query: Type.Object(DayRange),
  data: Type.Object({
    from: SeoulDay,
    to: SeoulDay,
    /** Credits less rollbacks in the range (negative when a rollback came on a later day than its bet). */
    types: Type.Array(Type.Object({ game_type: GameType, own: SignedAmount(), partners: SignedAmount(), members: SignedAmount() })),
    own: SignedAmount(),
    partners: SignedAmount(),
    members: SignedAmount(),
    exchanged: Amount(),
  }),
  errors: [400],
});

/** One rolling credit (or, negative, its rollback) to an account of the line. */
export const RollingEntry = Type.Object({
  id: Id(),
  created_at: Type.String({ format: 'date-time' }),
  earner: Type.Object({ id: Id(), username: Type.String(), level: Level }),
  /** The member whose bet earned it. */
  player: Type.Object({ id: Id(), username: Type.String() }),
  game_type: GameType,
  bet: Amount(),
  amount: SignedAmount(),
});
export type RollingEntry = Static<typeof RollingEntry>;

export const rollingPointList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/game/partner/rollingpoint',
  access: 'partner',
  summary: 'Rolling credits to the caller and its downline in the range, newest first; filter by the earning or the playing account.',
  query: Type.Object({ ...DayRange, username: Type.Optional(Type.String({ maxLength: 40 })), game_type: Type.Optional(GameType), ...PageQuery }),
  data: Page(RollingEntry),
  errors: [400],
});

export const rollingPointTotal = defineEndpoint({
  method: 'GET',
  path: '/api/v1/game/partner/rollingpoint/totalpoint',
  access: 'partner',
  summary: 'Rolling points held now: by the caller, by its downline partners, by its downline members.',
  data: Type.Object({ own: Amount(), partners: Amount(), members: Amount(), total: Amount() }),
});

export const Grade = Type.Object({ level: Type.Integer({ minimum: 1, maximum: 100 }), name_ko: Type.String(), name_en: Type.String(), members: Count() });
export type Grade = Static<typeof Grade>;

export const gradeList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/grade/list',
  access: 'partner',
  summary: "The member grades, with how many of the caller's downline members hold each.",
  data: Type.Object({ items: Type.Array(Grade) }),
});
