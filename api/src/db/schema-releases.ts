import type { ColumnType, Generated } from 'kysely';

/** Table types of the remote releases (migration 027); `schema.ts` puts them in `Database`. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Never updated: a published version is immutable. */
export interface RemoteReleasesTable {
  remote: string;
  version: string;
  commit: ColumnType<string, string | undefined, never>;
  manifest: string;
  digest: string;
  contract_version: string;
  exposes: string[];
  published_by: string;
  published_at: CreatedAt;
}

export interface RemoteChannelsTable {
  remote: string;
  promoted: ColumnType<string | null, string | null | undefined, string | null>;
  previous: ColumnType<string | null, string | null | undefined, string | null>;
  canary: ColumnType<string | null, string | null | undefined, string | null>;
  canary_percent: ColumnType<number, number | undefined, number>;
  /** Migration 032: the canary's thresholds for halting itself, and when it started. */
  canary_halt_percent: ColumnType<number, number | undefined, number>;
  canary_min_visitors: ColumnType<number, number | undefined, number>;
  canary_since: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type RegistryChangeAction = 'publish' | 'promote' | 'canary' | 'rollback';

export interface RemoteRegistryChangesTable {
  id: Generated<number>;
  remote: string;
  action: RegistryChangeAction;
  from_version: string | null;
  to_version: string | null;
  percent: number | null;
  actor: string;
  reason: ColumnType<string, string | undefined, never>;
  created_at: CreatedAt;
}

export interface RemoteLoadReportsTable {
  id: Generated<number>;
  remote: string;
  version: string;
  failed: boolean;
  error: string | null;
  ip: string;
  created_at: CreatedAt;
  /** Migration 032. */
  outcome: ColumnType<LoadReportOutcome, LoadReportOutcome | undefined, never>;
  module: string | null;
  visitor: ColumnType<string, string | undefined, never>;
  signed_in: ColumnType<boolean, boolean | undefined, never>;
}

export type LoadReportOutcome = 'loaded' | 'failed' | 'render_error';

/** Migration 032: the single key that signs report tokens. */
export interface ReleaseReportKeyTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  secret: string;
}

/** Migration 031: each smoke check of a version, passed or not. */
export interface RemoteSmokeChecksTable {
  id: Generated<number>;
  remote: string;
  version: string;
  shell_build: string;
  site: string;
  passed: boolean;
  problems: ColumnType<string, string | undefined, never>;
  checked_by: string;
  checked_at: CreatedAt;
}
