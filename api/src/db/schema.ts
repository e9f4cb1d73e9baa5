import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type {
  GameBrandsTable,
  GamePermissionsTable,
  GameRoundsTable,
  GameSessionsTable,
  GamesTable,
  GameTypesTable,
  ProviderTransactionsTable,
  RollingRatesTable,
} from './schema-games';
import type { BoardMessagesTable, CarouselSlidesTable, InboxMessagesTable, MarqueeItemsTable, PopupsTable, SiteSettingsTable, TicketsTable } from './schema-content';
import type { AuditLogTable, GradesTable, PartnerAlertsTable, PartnerTradesTable, UserAncestorsTable } from './schema-partners';
import type { MemberExclusionsTable, MemberLimitsTable, MemberPlayDaysTable, TurnoverRequirementsTable } from './schema-protection';
import type {
  GameTotalsMemberDayTable,
  GameTotalsMemberMonthTable,
  GameTotalsParentDayTable,
  GameTotalsPendingTable,
  LosingRatesTable,
  LosingSettlementsTable,
  RollingRateHistoryTable,
} from './schema-reports';
import type { ReleaseReportKeyTable, RemoteChannelsTable, RemoteLoadReportsTable, RemoteRegistryChangesTable, RemoteReleasesTable, RemoteSmokeChecksTable } from './schema-releases';
import type { InboxSendsTable, LoginChallengesTable, TwoFactorFailuresTable, TwoFactorPendingTable, TwoFactorRecoveryCodesTable, TwoFactorTable } from './schema-staff';
import type { ExchangePasswordFailuresTable, IdempotencyKeysTable, StatementsTable } from './schema-wallet';
import type { SignInAllowListTable } from './schema-sign-in';

export type { BoardMessageType } from './schema-content';
export type { GameTypeCode, ProviderTxnKind } from './schema-games';
export type { TradeDirection } from './schema-partners';
export type { StatementStatus, StatementType } from './schema-wallet';

/** Table types for Kysely, mirroring `api/migrations`. BIGINT columns arrive as numbers (see pool.ts), BIGINT[] ones as strings and DATE ones as Date (pg-types' defaults); `schema-drift.test.ts` checks every column against the database. */

type Id = Generated<number>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type Role = 'member' | 'partner';
export type Level = 'master' | 'agency' | 'member';
export type UserState = 'normal' | 'stop';
export type LedgerAccountKind = 'member_cash' | 'member_credit' | 'rolling_point' | 'partner_balance' | 'withdraw_hold' | 'house';
export type LoginOutcome = 'success' | 'bad_credentials' | 'stopped' | 'excluded' | 'address_refused';
export type StaffRight = 'site';

export interface UsersTable {
  id: Id;
  username: string;
  nickname: string;
  role: Role;
  level: Level;
  parent_id: number | null;
  referral_code: string | null;
  state: ColumnType<UserState, UserState | undefined, UserState>;
  phone: string;
  bank_name: string;
  account_number: string;
  /** Given by a partner adding the member (migration 023); '' for self sign-ups. */
  account_holder: ColumnType<string, string | undefined, string>;
  /** A member's grade (grades.level, migration 024); 1 for every new account. */
  grade: ColumnType<number, number | undefined, number>;
  password_hash: string;
  withdraw_password_hash: string;
  created_at: CreatedAt;
  last_login_at: ColumnType<Date | null, never, Date | string>;
  /** Rights beyond the level (migration 028): a master's 'site'. */
  rights: ColumnType<StaffRight[], StaffRight[] | undefined, StaffRight[]>;
}

export interface SessionsTable {
  id: Id;
  token_hash: Buffer;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, never, Date | string>;
  ip: string;
  /** Defaults to '' in the database. */
  user_agent: Generated<string>;
  /** Written at most once a minute while the session is used (migration 024). */
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LoginAttemptsTable {
  id: Id;
  username_key: string;
  ip: string;
  outcome: LoginOutcome;
  /** The trusted browser the try came through; null for an unknown client. */
  device_id: number | null;
  created_at: CreatedAt;
}

export interface TrustedDevicesTable {
  id: Id;
  user_id: number;
  token_hash: Buffer;
  created_at: CreatedAt;
  last_used_at: Generated<Date>;
}

export interface RegisterAttemptsTable {
  id: Id;
  ip: string;
  created_at: CreatedAt;
}

export interface LoginHistoryTable {
  id: Id;
  user_id: number;
  ip: string;
  /** Defaults to '' in the database. */
  user_agent: Generated<string>;
  created_at: CreatedAt;
  /** sha256 (hex) of the browser's `browser` cookie (migration 044); null: not a browser, or before it. */
  browser_hash: string | null;
}

export interface LedgerAccountsTable {
  id: Id;
  user_id: number | null;
  kind: LedgerAccountKind;
  balance: ColumnType<number, number | undefined, number>;
  /** 1 for partner accounts: locked after member accounts (migration 006). */
  lock_rank: ColumnType<number, number | undefined, number>;
  /** Bumped with every change of the balance, under its row lock (migration 036): the live channel's order. */
  version: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

/** The kinds an account can have, one row each (migration 022). */
export interface LedgerAccountKindsTable {
  kind: LedgerAccountKind;
}

/** Credits to partner accounts not yet folded into the row (migration 008). */
export interface LedgerPendingCreditsTable {
  account_id: number;
  amount: number;
}

/** View: each account's balance including its pending credits; read balances here. */
export interface LedgerBalancesView {
  id: number;
  user_id: number | null;
  kind: LedgerAccountKind;
  lock_rank: number;
  balance: number;
  version: number;
}

export interface LedgerTransactionsTable {
  id: Id;
  kind: string;
  idempotency_key: string | null;
  memo: string | null;
  created_at: CreatedAt;
}

export interface LedgerEntriesTable {
  id: Id;
  transaction_id: number;
  account_id: number;
  amount: number;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  checksum: string;
  applied_at: CreatedAt;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  trusted_devices: TrustedDevicesTable;
  login_history: LoginHistoryTable;
  sign_in_allow_list: SignInAllowListTable;
  register_attempts: RegisterAttemptsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_account_kinds: LedgerAccountKindsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_pending_credits: LedgerPendingCreditsTable;
  ledger_balances: LedgerBalancesView;
  board_messages: BoardMessagesTable;
  popups: PopupsTable;
  carousel_slides: CarouselSlidesTable;
  marquee_items: MarqueeItemsTable;
  site_settings: SiteSettingsTable;
  game_types: GameTypesTable;
  game_brands: GameBrandsTable;
  games: GamesTable;
  rolling_rates: RollingRatesTable;
  game_permissions: GamePermissionsTable;
  game_sessions: GameSessionsTable;
  game_rounds: GameRoundsTable;
  provider_transactions: ProviderTransactionsTable;
  statements: StatementsTable;
  idempotency_keys: IdempotencyKeysTable;
  exchange_password_failures: ExchangePasswordFailuresTable;
  inbox_messages: InboxMessagesTable;
  tickets: TicketsTable;
  audit_log: AuditLogTable;
  partner_trades: PartnerTradesTable;
  partner_alerts: PartnerAlertsTable;
  member_limits: MemberLimitsTable;
  member_play_days: MemberPlayDaysTable;
  member_exclusions: MemberExclusionsTable;
  turnover_requirements: TurnoverRequirementsTable;
  user_ancestors: UserAncestorsTable;
  grades: GradesTable;
  game_totals_pending: GameTotalsPendingTable;
  game_totals_member_day: GameTotalsMemberDayTable;
  game_totals_parent_day: GameTotalsParentDayTable;
  game_totals_member_month: GameTotalsMemberMonthTable;
  rolling_rate_history: RollingRateHistoryTable;
  losing_rates: LosingRatesTable;
  losing_settlements: LosingSettlementsTable;
  remote_releases: RemoteReleasesTable;
  remote_channels: RemoteChannelsTable;
  remote_registry_changes: RemoteRegistryChangesTable;
  remote_load_reports: RemoteLoadReportsTable;
  remote_smoke_checks: RemoteSmokeChecksTable;
  release_report_key: ReleaseReportKeyTable;
  two_factor: TwoFactorTable;
  two_factor_pending: TwoFactorPendingTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  login_challenges: LoginChallengesTable;
  two_factor_failures: TwoFactorFailuresTable;
  inbox_sends: InboxSendsTable;
  schema_migrations: SchemaMigrationsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
