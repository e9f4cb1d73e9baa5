import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint, Page, PageQuery } from '../endpoint';
import { Amount, Count, Id, MAX_ID } from '../integers';
import { GameType } from './games';
import { BettingFilter, NamedRef, ReportRange, RoundFigures, RoundMember } from './partner-reports';
import { SeoulDay } from './statements';

/*
 * Statistics by day, by game and by member, and the rankings (issue 13), over the caller's line.
 * Each list has a `/summary` with the totals of its whole filter, split by game type.
 */

export const FigureSort = Type.Union([
  Type.Literal('rounds'),
  Type.Literal('bet'),
  Type.Literal('prize'),
  Type.Literal('refund'),
  Type.Literal('profit'),
  Type.Literal('rolling'),
  Type.Literal('win_lose'),
]);
export type FigureSort = Static<typeof FigureSort>;
const SortQuery = { sort: Type.Optional(FigureSort), order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])) };

/** The totals of a report's whole filter: per game type and overall. */
export const FigureSummary = Type.Object({
  from: SeoulDay,
  to: SeoulDay,
  types: Type.Array(Type.Composite([Type.Object({ game_type: GameType }), RoundFigures])),
  sum: RoundFigures,
});
export type FigureSummary = Static<typeof FigureSummary>;

export const DayFigures = Type.Composite([Type.Object({ day: SeoulDay }), RoundFigures]);
export const GameFigures = Type.Composite([Type.Object({ game: NamedRef, brand: NamedRef, game_type: GameType }), RoundFigures]);
export const MemberFigures = Type.Composite([Type.Object({ member: RoundMember, partner: Type.Object({ id: Id(), username: Type.String() }) }), RoundFigures]);
export type DayFigures = Static<typeof DayFigures>;
export type GameFigures = Static<typeof GameFigures>;
export type MemberFigures = Static<typeof MemberFigures>;

const statistics = <P extends string>(path: P) => `/api/v1/game/partner/report/game/${path}` as const;

export const reportByDay = defineEndpoint({
  method: 'GET',
  path: statistics('by_day'),
  access: 'partner',
  summary: 'Every Seoul day of the range (days without play included), newest first: the figures of the line.',
  query: Type.Object(BettingFilter),
  data: Type.Object({ items: Type.Array(DayFigures), total: Count() }),
  errors: [400],
});
export const reportByDaySummary = defineEndpoint({
  method: 'GET',
  path: statistics('by_day/summary'),
  access: 'partner',
  summary: 'The totals of statistics by day for the same filter.',
  query: Type.Object(BettingFilter),
  data: FigureSummary,
  errors: [400],
});

export const reportByGame = defineEndpoint({
  method: 'GET',
  path: statistics('by_game'),
  access: 'partner',
  summary: 'Every game the line played in the range, with its figures; sorted by a figure (bet, most first, by default).',
  query: Type.Object({ ...BettingFilter, ...SortQuery, ...PageQuery }),
  data: Page(GameFigures),
  errors: [400],
});
export const reportByGameSummary = defineEndpoint({
  method: 'GET',
  path: statistics('by_game/summary'),
  access: 'partner',
  summary: 'The totals of statistics by game for the same filter.',
  query: Type.Object(BettingFilter),
  data: FigureSummary,
  errors: [400],
});

export const reportByUser = defineEndpoint({
  method: 'GET',
  path: statistics('by_user'),
  access: 'partner',
  summary: 'Every member of the line who played in the range, with its figures; sorted by a figure (bet, most first, by default).',
  query: Type.Object({ ...BettingFilter, ...SortQuery, ...PageQuery }),
  data: Page(MemberFigures),
  errors: [400],
});
export const reportByUserSummary = defineEndpoint({
  method: 'GET',
  path: statistics('by_user/summary'),
  access: 'partner',
  summary: 'The totals of statistics by member for the same filter.',
  query: Type.Object(BettingFilter),
  data: FigureSummary,
  errors: [400],
});

/**
 * One wallet call the provider made for a member (the bet-list window): the reconciliation list
 * an operator checks against the provider's own, refused calls included.
 */
export const GameTransaction = Type.Object({
  txn_id: Type.String(),
  kind: Type.Union([Type.Literal('bet'), Type.Literal('win'), Type.Literal('rollback')]),
  amount: Amount(),
  rolled_back: Type.Boolean(),
  /** The wallet refused the call (short credit, expired session, a bet already rolled back...): it moved nothing. */
  refused: Type.Boolean(),
  /**
   * The round the call names, as the provider sent it; `id` is the round's row, null when no round
   * was opened (a refused first bet, a rollback of a bet never seen).
   */
  round: Type.Object({ id: Type.Union([Id(), Type.Null()]), round_id: Type.Union([Type.String(), Type.Null()]), provider: Type.String() }),
  /** The round's game; null without a round. */
  game: Type.Union([NamedRef, Type.Null()]),
  game_type: Type.Union([GameType, Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});
export type GameTransaction = Static<typeof GameTransaction>;

export const gameTransactionList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/game/partner/game_transaction',
  access: 'partner',
  summary:
    "Every wallet call (bet, win, rollback) the provider made for one member in the range, by the call's own time, newest first: refused calls and calls of rounds opened before the range included. The member must be of the caller's line.",
  query: Type.Object({ user_id: Id(), ...ReportRange, ...PageQuery }),
  data: Page(GameTransaction),
  errors: [400, 404],
});

export const gameTransactionSummary = defineEndpoint({
  method: 'GET',
  path: '/api/v1/game/partner/game_transaction/summary',
  access: 'partner',
  summary: "One member's figures in the range, per game type: its rounds by the day each was opened, as every report counts them (a call list's refused calls move nothing).",
  query: Type.Object({ user_id: Id(), ...ReportRange }),
  data: Type.Composite([Type.Object({ member: RoundMember }), FigureSummary]),
  errors: [400, 404],
});

/** What a ranking orders members by: bet, rolling paid on their bets, or losing (their win/lose for the line). */
export const RankBy = Type.Union([Type.Literal('bet'), Type.Literal('rolling'), Type.Literal('losing')]);
export type RankBy = Static<typeof RankBy>;

export const RankedMember = Type.Composite([Type.Object({ rank: Type.Integer({ minimum: 1, maximum: MAX_ID }), member: RoundMember, partner: Type.Object({ id: Id(), username: Type.String() }) }), RoundFigures]);
export type RankedMember = Static<typeof RankedMember>;

export const gameTransactionRanking = defineEndpoint({
  method: 'GET',
  path: '/api/v1/game/partner/game_transaction/ranking',
  access: 'partner',
  summary: 'The top members of the line for the range, by bet, rolling or losing (most first; ties by member id).',
  query: Type.Object({ by: Type.Optional(RankBy), ...ReportRange, game_type: Type.Optional(GameType), ...PageQuery }),
  data: Page(RankedMember),
  errors: [400],
});

export const gameTransactionRankingSummary = defineEndpoint({
  method: 'GET',
  path: '/api/v1/game/partner/game_transaction/ranking/summary',
  access: 'partner',
  summary: "The line's totals for the ranking's range, and how many members played.",
  query: Type.Object({ ...ReportRange, game_type: Type.Optional(GameType) }),
  data: Type.Composite([Type.Object({ members: Count() }), FigureSummary]),
  errors: [400],
});

/** One member's approved deposits or withdrawals in the range. */
export const StatementRank = Type.Object({ rank: Type.Integer({ minimum: 1, maximum: MAX_ID }), member: RoundMember, partner: Type.Object({ id: Id(), username: Type.String() }), amount: Amount(), count: Count() });
export type StatementRank = Static<typeof StatementRank>;

const statementRank = (type: 'deposit' | 'withdraw') =>
  defineEndpoint({
    method: 'GET',
    path: `/api/v1/wallet/report/statement/${type}/rank`,
    access: 'partner',
    summary: `The line's members by approved ${type}s in the range (most first), with the line's total.`,
    query: Type.Object({ ...ReportRange, ...PageQuery }),
    data: Type.Composite([Page(StatementRank), Type.Object({ from: SeoulDay, to: SeoulDay, sum: Amount(), members: Count() })]),
    errors: [400],
  });
export const depositRank = statementRank('deposit');
export const withdrawRank = statementRank('withdraw');
