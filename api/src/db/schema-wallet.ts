import type { ColumnType, Generated } from 'kysely';

/** Table types of deposit and withdrawal requests (migration 010); `schema.ts` puts them in `Database`. */

type Id = Generated<number>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type StatementType = 'deposit' | 'withdraw';
export type StatementStatus = 'request' | 'waiting' | 'approve' | 'delete' | 'clear';

export interface StatementsTable {
  id: Id;
  user_id: number;
  type: StatementType;
  amount: number;
  status: ColumnType<StatementStatus, StatementStatus | undefined, StatementStatus>;
  closed_by: number | null;
  /** Updatable only so the seed can date its history back. */
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  processed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  hold_tx: number | null;
  outcome_tx: number | null;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  endpoint: string;
  request_hash: Buffer;
  response_status: number;
  response_body: ColumnType<unknown, string, unknown>;
  created_at: CreatedAt;
}

export interface ExchangePasswordFailuresTable {
  id: Id;
  user_id: number;
  created_at: CreatedAt;
}
