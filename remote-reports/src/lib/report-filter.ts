import type { GameType, QueryOf, reportBettingSummary } from '@casino/contract';

export type { GameType };

/** What a report's filter bar holds; `null` and '' mean "any". */
export interface ReportFilter {
  /** Seoul days, YYYY-MM-DD, inclusive; both open means the API's default (today). */
  from: string | null;
  to: string | null;
  game_type: GameType | null;
  brand_id: number | null;
  game_id: number | null;
  /** A member's login ID (exact). */
  username: string;
  /** A member's nickname (exact). */
  nickname: string;
}

/** A report opens on days the picker shows (today unless told), so it is plain what the figures are for. */
export const daysFilter = (from: string, to: string): ReportFilter => ({ from, to, game_type: null, brand_id: null, game_id: null, username: '', nickname: '' });

/** The contract's `BettingFilter`: every betting report and statistic takes it. */
export type BettingFilterQuery = QueryOf<typeof reportBettingSummary>;

/** The filter as a report call's query: only what is set. */
export function toBettingQuery(filter: ReportFilter): BettingFilterQuery {
  const username = filter.username.trim();
  const nickname = filter.nickname.trim();
  return {
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(filter.game_type ? { game_type: filter.game_type } : {}),
    ...(filter.brand_id ? { brand_id: filter.brand_id } : {}),
    ...(filter.game_id ? { game_id: filter.game_id } : {}),
    ...(username ? { username } : {}),
    ...(nickname ? { nickname } : {}),
  };
}

/**
 * A filter change: a brand belongs to one game type and a game to one brand, so choosing a type
 * forgets the brand and game, and choosing a brand forgets the game.
 */
export function applyFilter(filter: ReportFilter, patch: Partial<ReportFilter>): ReportFilter {
  const next = { ...filter, ...patch };
  if ('game_type' in patch && patch.game_type !== filter.game_type) return { ...next, brand_id: null, game_id: null };
  if ('brand_id' in patch && patch.brand_id !== filter.brand_id) return { ...next, game_id: null };
  return next;
}
