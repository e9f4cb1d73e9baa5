import type { ExclusionPeriod, LimitKind } from '@casino/contract';
import type { ColumnType } from 'kysely';

/** Table types of player protection (migrations 041, 043, 045); `schema.ts` puts them in `Database`. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A member's limit of one kind as one account set it; no pending change: both pending columns null. */
export interface MemberLimitsTable {
  user_id: number;
  kind: LimitKind;
  set_by: number;
  amount: number | null;
  pending_amount: number | null;
  pending_from: Date | null;
  updated_at: Timestamp;
}

/** What a member staked and won on one Seoul day, kept by the wallet's calls. */
export interface MemberPlayDaysTable {
  user_id: number;
  day: ColumnType<Date, string, string>;
  bets: ColumnType<number, number | undefined, number>;
  prizes: ColumnType<number, number | undefined, number>;
}

/** A member's break from play; `until` null: permanent. Ended early: the three `end` columns together. */
export interface MemberExclusionsTable {
  id: ColumnType<number, never, never>;
  user_id: number;
  period: ExclusionPeriod;
  started_at: Timestamp;
  until: Date | null;
  ended_at: Date | null;
  ended_by: number | null;
  end_reason: string | null;
}

/** A line's rolling requirement, set by its master (migration 045). */
export interface TurnoverRequirementsTable {
  master_id: number;
  percent: number;
  updated_at: Timestamp;
}
