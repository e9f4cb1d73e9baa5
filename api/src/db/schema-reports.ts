import type { ColumnType, Generated } from 'kysely';
import type { GameTypeCode } from './schema-games';

/** Table types of the partner reports (migration 026); `schema.ts` puts them in `Database`. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** A round's (or a set of rounds') figures; `rolling` per depth of the line, root first (migration 026), bigint[] elements as strings (pg's default). */
interface RoundTotals {
  rounds: number;
  bet: number;
  prize: number;
  refund: number;
  rolling: string[];
}

/** Written only by the trigger on game_rounds, emptied only by game_totals_fold(). */
export interface GameTotalsPendingTable extends RoundTotals {
  /** DATE: pg returns a Date at local midnight; select to_char(day, 'YYYY-MM-DD') for the text. */
  day: ColumnType<Date, never, never>;
  user_id: number;
  parent_id: number;
  game_id: number;
  brand_id: number;
  game_type: GameTypeCode;
  provider: string;
}

export interface GameTotalsMemberDayTable extends RoundTotals {
  day: ColumnType<Date, never, never>;
  user_id: number;
  game_id: number;
  brand_id: number;
  game_type: GameTypeCode;
  provider: string;
}

export interface GameTotalsParentDayTable extends RoundTotals {
  day: ColumnType<Date, never, never>;
  parent_id: number;
  game_id: number;
  brand_id: number;
  game_type: GameTypeCode;
  provider: string;
}

export interface GameTotalsMemberMonthTable extends RoundTotals {
  month: ColumnType<Date, never, never>;
  user_id: number;
  game_type: GameTypeCode;
}

export interface RollingRateHistoryTable {
  user_id: number;
  game_type: GameTypeCode;
  rate_bp: number;
  valid_from: ColumnType<Date, never, never>;
}

export interface LosingRatesTable {
  user_id: number;
  game_type: GameTypeCode;
  rate_bp: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type LosingPeriodKind = 'day' | 'week' | 'month';

export interface LosingSettlementsTable {
  id: Generated<number>;
  partner_id: number;
  period_kind: LosingPeriodKind;
  /** A daterange, written as '[from,to)' text. */
  period: ColumnType<string, string, never>;
  figure: ColumnType<unknown, string, never>;
  total: number;
  carry_in: number;
  paid: number;
  carry_out: number;
  ledger_transaction_id: number | null;
  settled_by: number;
  created_at: CreatedAt;
}
