import type { SelectType } from 'kysely';
import type { Database } from './schema';

/** The columns of a table type whose selected value can be null (`unknown`, as JSON is typed, says nothing). */
type NullableColumns<T> = { [K in keyof T]: unknown extends SelectType<T[K]> ? never : null extends SelectType<T[K]> ? K : never }[keyof T] & string;

export interface TableColumns<T> {
  /** A view: PostgreSQL reports every view column as nullable, so only the names are compared with it. */
  view?: true;
  columns: readonly (keyof T & string)[];
  nullable: readonly NullableColumns<T>[];
}

/**
 * Every table and view of `Database` with its columns, as values a test can compare with the
 * migrated database (`schema-drift.test.ts`). The types keep this list honest: a name that is not
 * in the table type does not compile (`satisfies`), and neither does a column of the type, or a
 * nullable one, that is missing here (`COMPLETE` below). So types, list and migrations cannot
 * disagree without a compile error or a failing test.
 */
export const DATABASE_COLUMNS = {
  audit_log: { columns: ['id', 'actor_id', 'actor_ip', 'action', 'target_id', 'before', 'after', 'created_at', 'subject'], nullable: ['actor_id', 'target_id'] },
  board_messages: { columns: ['id', 'type', 'title', 'content', 'published', 'created_at', 'line_id', 'updated_at'], nullable: ['line_id'] },
  carousel_slides: { columns: ['id', 'image_url', 'title', 'link_url', 'sort', 'active', 'created_at', 'title_en'], nullable: ['link_url', 'title_en'] },
  exchange_password_failures: { columns: ['id', 'user_id', 'created_at'], nullable: [] },
  game_brands: { columns: ['id', 'game_type', 'code', 'name', 'logo_url', 'sort', 'active', 'provider'], nullable: [] },
  game_permissions: { columns: ['id', 'user_id', 'game_type', 'brand_id', 'allowed', 'updated_at'], nullable: ['brand_id'] },
  game_rounds: { columns: ['id', 'provider', 'round_id', 'user_id', 'game_id', 'brand_id', 'game_type', 'bet', 'prize', 'refund', 'closed', 'created_at', 'updated_at', 'rolling', 'voided_at'], nullable: ['voided_at'] },
  game_sessions: { columns: ['id', 'token_hash', 'user_id', 'game_id', 'provider', 'created_at', 'expires_at', 'login_session_id'], nullable: ['login_session_id'] },
  game_types: { columns: ['code', 'sort'], nullable: [] },
  games: { columns: ['id', 'brand_id', 'code', 'name', 'image_url', 'sort', 'active', 'created_at'], nullable: [] },
  idempotency_keys: { columns: ['user_id', 'key', 'endpoint', 'request_hash', 'response_status', 'response_body', 'created_at'], nullable: [] },
  inbox_messages: { columns: ['id', 'user_id', 'title', 'content', 'read_at', 'deleted_at', 'created_at', 'send_id'], nullable: ['read_at', 'deleted_at', 'send_id'] },
  ledger_accounts: { columns: ['id', 'user_id', 'kind', 'balance', 'created_at', 'lock_rank', 'version'], nullable: ['user_id'] },
  ledger_account_kinds: { columns: ['kind'], nullable: [] },
  ledger_balances: { view: true, columns: ['id', 'user_id', 'kind', 'lock_rank', 'balance', 'version'], nullable: ['user_id'] },
  ledger_entries: { columns: ['id', 'transaction_id', 'account_id', 'amount'], nullable: [] },
  ledger_pending_credits: { columns: ['account_id', 'amount'], nullable: [] },
  ledger_transactions: { columns: ['id', 'kind', 'idempotency_key', 'memo', 'created_at'], nullable: ['idempotency_key', 'memo'] },
  login_attempts: { columns: ['id', 'username_key', 'ip', 'outcome', 'device_id', 'created_at'], nullable: ['device_id'] },
  sign_in_allow_list: { columns: ['id', 'user_id', 'address', 'note', 'created_at', 'created_by'], nullable: [] },
  login_history: { columns: ['id', 'user_id', 'ip', 'user_agent', 'created_at', 'browser_hash'], nullable: ['browser_hash'] },
  marquee_items: { columns: ['id', 'text', 'sort', 'active', 'created_at', 'text_en'], nullable: ['text_en'] },
  partner_alerts: { columns: ['user_id', 'sound', 'notification', 'updated_at'], nullable: [] },
  member_limits: { columns: ['user_id', 'kind', 'set_by', 'amount', 'pending_amount', 'pending_from', 'updated_at'], nullable: ['amount', 'pending_amount', 'pending_from'] },
  member_play_days: { columns: ['user_id', 'day', 'bets', 'prizes'], nullable: [] },
  member_exclusions: { columns: ['id', 'user_id', 'period', 'started_at', 'until', 'ended_at', 'ended_by', 'end_reason'], nullable: ['until', 'ended_at', 'ended_by', 'end_reason'] },
  partner_trades: { columns: ['id', 'partner_id', 'child_id', 'direction', 'amount', 'memo', 'ledger_tx', 'created_at'], nullable: [] },
  popups: { columns: ['id', 'image_url', 'title', 'is_non_closable', 'sort', 'active', 'created_at', 'line_id'], nullable: ['line_id'] },
  provider_transactions: { columns: ['provider', 'txn_id', 'kind', 'user_id', 'round_id', 'amount', 'ledger_transaction_id', 'rolled_back', 'response_status', 'response_body', 'created_at', 'line_rates', 'ref_txn_id'], nullable: ['user_id', 'round_id', 'ledger_transaction_id', 'line_rates', 'ref_txn_id'] },
  register_attempts: { columns: ['id', 'ip', 'created_at'], nullable: [] },
  rolling_rates: { columns: ['user_id', 'game_type', 'rate_bp', 'updated_at'], nullable: [] },
  schema_migrations: { columns: ['version', 'name', 'checksum', 'applied_at'], nullable: [] },
  sessions: { columns: ['id', 'token_hash', 'user_id', 'created_at', 'expires_at', 'revoked_at', 'ip', 'user_agent', 'last_seen_at'], nullable: ['revoked_at'] },
  site_settings: { columns: ['id', 'site_name', 'logo_url', 'support_contact', 'bank_inspection_hours', 'min_deposit', 'min_withdraw', 'updated_at', 'site_name_en', 'support_contact_en'], nullable: ['logo_url', 'site_name_en', 'support_contact_en'] },
  statements: { columns: ['id', 'user_id', 'type', 'amount', 'status', 'closed_by', 'created_at', 'processed_at', 'hold_tx', 'outcome_tx'], nullable: ['closed_by', 'processed_at', 'hold_tx', 'outcome_tx'] },
  tickets: { columns: ['id', 'user_id', 'title', 'content', 'answer', 'answered_at', 'confirmed_at', 'created_at', 'deleted_at'], nullable: ['answer', 'answered_at', 'confirmed_at', 'deleted_at'] },
  trusted_devices: { columns: ['id', 'user_id', 'token_hash', 'created_at', 'last_used_at'], nullable: [] },
  turnover_requirements: { columns: ['master_id', 'percent', 'updated_at'], nullable: [] },
  user_ancestors: { columns: ['ancestor_id', 'user_id', 'depth', 'user_role', 'user_state'], nullable: [] },
  grades: { columns: ['level', 'name_ko', 'name_en'], nullable: [] },
  game_totals_pending: { columns: ['day', 'user_id', 'parent_id', 'game_id', 'brand_id', 'game_type', 'provider', 'rounds', 'bet', 'prize', 'refund', 'rolling'], nullable: [] },
  game_totals_member_day: { columns: ['day', 'user_id', 'game_id', 'brand_id', 'game_type', 'provider', 'rounds', 'bet', 'prize', 'refund', 'rolling'], nullable: [] },
  game_totals_parent_day: { columns: ['day', 'parent_id', 'game_id', 'brand_id', 'game_type', 'provider', 'rounds', 'bet', 'prize', 'refund', 'rolling'], nullable: [] },
  game_totals_member_month: { columns: ['month', 'user_id', 'game_type', 'rounds', 'bet', 'prize', 'refund', 'rolling'], nullable: [] },
  rolling_rate_history: { columns: ['user_id', 'game_type', 'rate_bp', 'valid_from'], nullable: [] },
  losing_rates: { columns: ['user_id', 'game_type', 'rate_bp', 'updated_at'], nullable: [] },
  losing_settlements: { columns: ['id', 'partner_id', 'period_kind', 'period', 'figure', 'total', 'carry_in', 'paid', 'carry_out', 'ledger_transaction_id', 'settled_by', 'created_at'], nullable: ['ledger_transaction_id'] },
  remote_releases: { columns: ['remote', 'version', 'commit', 'manifest', 'digest', 'contract_version', 'exposes', 'published_by', 'published_at'], nullable: [] },
  remote_channels: { columns: ['remote', 'promoted', 'previous', 'canary', 'canary_percent', 'canary_halt_percent', 'canary_min_visitors', 'canary_since', 'updated_at'], nullable: ['promoted', 'previous', 'canary', 'canary_since'] },
  remote_registry_changes: { columns: ['id', 'remote', 'action', 'from_version', 'to_version', 'percent', 'actor', 'reason', 'created_at'], nullable: ['from_version', 'to_version', 'percent'] },
  remote_load_reports: { columns: ['id', 'remote', 'version', 'failed', 'error', 'ip', 'created_at', 'outcome', 'module', 'visitor', 'signed_in'], nullable: ['error', 'module'] },
  release_report_key: { columns: ['id', 'secret'], nullable: [] },
  remote_smoke_checks: { columns: ['id', 'remote', 'version', 'shell_build', 'site', 'passed', 'problems', 'checked_by', 'checked_at'], nullable: [] },
  users: { columns: ['id', 'username', 'nickname', 'role', 'level', 'parent_id', 'referral_code', 'state', 'phone', 'bank_name', 'account_number', 'account_holder', 'grade', 'password_hash', 'withdraw_password_hash', 'created_at', 'last_login_at', 'rights'], nullable: ['parent_id', 'referral_code', 'last_login_at'] },
  two_factor: { columns: ['user_id', 'secret', 'last_step', 'enabled_at'], nullable: [] },
  two_factor_pending: { columns: ['user_id', 'secret', 'created_at'], nullable: [] },
  two_factor_recovery_codes: { columns: ['id', 'user_id', 'code_hash', 'used_at', 'created_at'], nullable: ['used_at'] },
  login_challenges: { columns: ['id', 'token_hash', 'user_id', 'purpose', 'failures', 'expires_at', 'used_at', 'created_at'], nullable: ['used_at'] },
  two_factor_failures: { columns: ['id', 'user_id', 'created_at'], nullable: [] },
  inbox_sends: { columns: ['id', 'sender_id', 'line_id', 'title', 'content', 'target_kind', 'target_user_id', 'target_grade', 'recipients', 'created_at'], nullable: ['sender_id', 'line_id', 'target_user_id', 'target_grade'] },
} as const satisfies { [N in keyof Database]: TableColumns<Database[N]> };

/** The columns of table type `T` (all, or the nullable ones) that `listed` leaves out. */
export type UnlistedColumns<T, listed extends { columns: readonly string[]; nullable: readonly string[] }> =
  | Exclude<keyof T & string, listed['columns'][number]>
  | Exclude<NullableColumns<T>, listed['nullable'][number]>;
type Unlisted = { [N in keyof Database]: UnlistedColumns<Database[N], (typeof DATABASE_COLUMNS)[N]> }[keyof Database];
/** Fails to compile, naming the columns, when a column of the types is missing above. */
export const COMPLETE: [Unlisted] extends [never] ? true : { unlisted: Unlisted } = true;
