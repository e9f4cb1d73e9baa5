import type { ColumnType, Generated } from 'kysely';

/** Table types of the game tables (migrations 005-009); `schema.ts` puts them in `Database`. */

type Id = Generated<number>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type GameTypeCode = 'casino' | 'slot' | 'lotto';

export interface GameTypesTable {
  code: GameTypeCode;
  sort: ColumnType<number, number | undefined, number>;
}

export interface GameBrandsTable {
  id: Id;
  game_type: GameTypeCode;
  code: string;
  name: string;
  logo_url: string;
  sort: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  /** The provider (aggregator) that runs this brand's games. */
  provider: ColumnType<string, string | undefined, string>;
}

export interface RollingRatesTable {
  user_id: number;
  game_type: GameTypeCode;
  /** Basis points: 150 = 1.5 %. */
  rate_bp: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface GamePermissionsTable {
  id: Id;
  user_id: number;
  game_type: GameTypeCode;
  brand_id: number | null;
  allowed: boolean;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface GameSessionsTable {
  id: Id;
  token_hash: Buffer;
  user_id: number;
  game_id: number;
  provider: string;
  /** The login session that launched it; null only on windows opened before migration 014. */
  login_session_id: ColumnType<number | null, number, never>;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface GameRoundsTable {
  id: Id;
  provider: string;
  round_id: string;
  user_id: number;
  game_id: number;
  brand_id: number;
  game_type: GameTypeCode;
  bet: ColumnType<number, number | undefined, number>;
  prize: ColumnType<number, number | undefined, number>;
  refund: ColumnType<number, number | undefined, number>;
  closed: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Rolling reached per depth of the line, root first (migration 026); written by wallet_bet and game_round_refund only. */
  rolling: ColumnType<string[], never, never>;
  /** When the operator closed the round stale, its stakes refunded (migration 047); a later win is refused. */
  voided_at: ColumnType<Date | null, never, Date | string>;
}

export type ProviderTxnKind = 'bet' | 'win' | 'rollback';

export interface ProviderTransactionsTable {
  provider: string;
  txn_id: string;
  kind: ProviderTxnKind;
  user_id: number | null;
  round_id: string | null;
  amount: ColumnType<number, number | undefined, number>;
  ledger_transaction_id: number | null;
  rolled_back: ColumnType<boolean, boolean | undefined, boolean>;
  response_status: number;
  response_body: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
  /** A bet's rates per depth of its line, root first, as wallet_bet paid them (migration 029); written there only. */
  line_rates: ColumnType<number[] | null, never, never>;
  /** A rollback's cancelled bet (migration 029); null on other calls and on rollbacks stored before it. */
  ref_txn_id: ColumnType<string | null, string | null | undefined, never>;
}

export interface GamesTable {
  id: Id;
  brand_id: number;
  code: string;
  name: string;
  image_url: string;
  sort: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}
