import type { ColumnType } from 'kysely';

/** The sign-in allow-list (migration 046); `schema.ts` puts it in `Database`. */
export interface SignInAllowListTable {
  id: ColumnType<number, never, never>;
  user_id: ColumnType<number, number, never>;
  /** An address or a range, as PostgreSQL writes it (`203.0.113.7`, `10.1.0.0/16`). */
  address: ColumnType<string, string, never>;
  note: ColumnType<string, string | undefined, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  created_by: ColumnType<number, number, never>;
}
