import { Type, type Static, type TObject } from '@sinclair/typebox';
import { defineEndpoint, PageQuery } from '../endpoint';
import { Amount, Count, Id, SignedAmount } from '../integers';
import { GameType } from './games';
import { SeoulDay } from './statements';

/*
 * Partner reports (issue 13): what the caller's line (its whole downline) bet, won and earned.
 * Every figure comes from the daily totals kept beside the rounds (api migration 026), never
 * from a scan of the raw bets. Days are Asia/Seoul days; a range without `from`/`to` is today,
 * and a range is at most 366 days. A round counts on the day it was opened; its refunds and the
 * rolling taken back by a rollback count on that same day.
 */

export const MAX_REPORT_DAYS = 366;

export const ReportRange = { from: Type.Optional(SeoulDay), to: Type.Optional(SeoulDay) };

/** The filters every betting report takes: which games, which member, which days. */
export const BettingFilter = {
  ...ReportRange,
  game_type: Type.Optional(GameType),
  brand_id: Type.Optional(Id()),
  game_id: Type.Optional(Id()),
  /** A member of the line by login ID (exact). */
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  /** A member of the line by nickname (exact). */
  nickname: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
};

/**
 * Lists read by keyset: `cursor` (the `next` of the page before) continues after the last row
 * read; `page` jumps (the day totals tell which day the page starts on, so only that day's
 * rounds are skipped).
 */
// At most 16 digits a side: microseconds since 1970 and a row id both fit, and so does any value in a bigint.
export const KeysetQuery = { ...PageQuery, cursor: Type.Optional(Type.String({ maxLength: 33, pattern: '^[0-9]{1,16}\\.[0-9]{1,16}$' })) };
export const KeysetPage = <T extends TObject>(item: T) => Type.Object({ items: Type.Array(item), total: Count(), next: Type.Union([Type.String(), Type.Null()]) });

/** The figures of a set of rounds. */
export const RoundFigures = Type.Object({
  rounds: Count(),
  bet: Amount(),
  prize: Amount(),
  refund: Amount(),
  /** What the house kept: bet less prize less refund (negative when the players won). */
  profit: SignedAmount(),
  /** Rolling paid on these bets to the caller's line (the caller and its downline), less what rollbacks took back. */
  rolling: SignedAmount(),
  /** Profit less that rolling: what the line's play left after paying the line. */
  win_lose: SignedAmount(),
});
export type RoundFigures = Static<typeof RoundFigures>;

export const RoundMember = Type.Object({ id: Id(), username: Type.String(), nickname: Type.String() });
export const NamedRef = Type.Object({ id: Id(), name: Type.String() });

/** One round of the line (betting history). */
export const BetRound = Type.Object({
  id: Id(),
  provider: Type.String(),
  round_id: Type.String(),
  game_type: GameType,
  game: NamedRef,
  brand: NamedRef,
  member: RoundMember,
  bet: Amount(),
  prize: Amount(),
  refund: Amount(),
  profit: SignedAmount(),
  /** Rolling paid on the round's bets to the caller's line, less what rollbacks took back (as in `RoundFigures`). */
  rolling: SignedAmount(),
  /** Profit less that rolling. */
  win_lose: SignedAmount(),
  closed: Type.Boolean(),
  day: SeoulDay,
  created_at: Type.String({ format: 'date-time' }),
});
export type BetRound = Static<typeof BetRound>;

export const reportBetting = defineEndpoint({
  method: 'GET',
  path: '/api/v1/game/partner/report/betting',
  access: 'partner',
  summary: "Rounds of the caller's downline members, newest first, by game, brand, type, member and Seoul day.",
  query: Type.Object({ ...BettingFilter, ...KeysetQuery }),
  data: KeysetPage(BetRound),
  errors: [400],
});

export const reportBettingSummary = defineEndpoint({
  method: 'GET',
  path: '/api/v1/game/partner/report/betting/summary',
  access: 'partner',
  summary: 'The totals of the betting history for the same filter: per game type and overall.',
  query: Type.Object(BettingFilter),
  data: Type.Object({
    from: SeoulDay,
    to: SeoulDay,
    types: Type.Array(Type.Composite([Type.Object({ game_type: GameType }), RoundFigures])),
    sum: RoundFigures,
  }),
  errors: [400],
});

/** One wallet call of a round: a bet, a win or a rollback, in the order the provider sent them. */
export const RoundCall = Type.Object({
  txn_id: Type.String(),
  kind: Type.Union([Type.Literal('bet'), Type.Literal('win'), Type.Literal('rollback')]),
  amount: Amount(),
  /** A bet that a later rollback refunded. */
  rolled_back: Type.Boolean(),
  /** The call was refused (short credit, stopped account...): it moved nothing. */
  refused: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});

export const reportBettingHistory = defineEndpoint({
  method: 'GET',
  path: '/api/v1/game/partner/report/betting/history',
  access: 'partner',
  summary: "One round of the line in detail: every bet, win and rollback the provider sent for it.",
  query: Type.Object({ id: Id() }),
  data: Type.Object({ round: BetRound, calls: Type.Array(RoundCall) }),
  errors: [404],
});

export const ProviderFigures = Type.Composite([Type.Object({ provider: Type.String() }), RoundFigures]);

export const reportBettingProvider = defineEndpoint({
  method: 'GET',
  path: '/api/v1/game/partner/report/betting/provider',
  access: 'partner',
  summary: "The line's rounds per game provider (aggregator), for the same filter as the betting history.",
  query: Type.Object(BettingFilter),
  data: Type.Object({ from: SeoulDay, to: SeoulDay, items: Type.Array(ProviderFigures), sum: RoundFigures }),
  errors: [400],
});

export const reportBettingProviderHistory = defineEndpoint({
  method: 'GET',
  path: '/api/v1/game/partner/report/betting/provider/history',
  access: 'partner',
  summary: "One provider's rounds of the line, newest first (the betting history of that provider).",
  query: Type.Object({ provider: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9-]+$' }), ...BettingFilter, ...KeysetQuery }),
  data: KeysetPage(BetRound),
  errors: [400],
});

/**
 * A report's CSV export: the same path with `.csv`, the same filters (paging aside), the whole
 * filter streamed as UTF-8 with a byte-order mark (so Excel reads Korean), amounts as plain
 * integers and times in Asia/Seoul.
 */
export const csvPathOf = (endpoint: { path: string }) => `${endpoint.path}.csv`;
