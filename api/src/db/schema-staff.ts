import type { ColumnType, Generated } from 'kysely';

/** Table types of the operator console (migration 028); `schema.ts` puts them in `Database`. */

type Id = Generated<number>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface TwoFactorTable {
  user_id: number;
  secret: Buffer;
  /** The time step of the last accepted code: only a later one is taken. */
  last_step: ColumnType<number, number | undefined, number>;
  enabled_at: CreatedAt;
}

export interface TwoFactorPendingTable {
  user_id: number;
  secret: Buffer;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface TwoFactorRecoveryCodesTable {
  id: Id;
  user_id: number;
  code_hash: Buffer;
  used_at: ColumnType<Date | null, never, Date | string>;
  created_at: CreatedAt;
}

export type ChallengePurpose = 'verify' | 'enrol';

export interface LoginChallengesTable {
  id: Id;
  token_hash: Buffer;
  user_id: number;
  purpose: ChallengePurpose;
  failures: ColumnType<number, number | undefined, number>;
  expires_at: ColumnType<Date, Date | string, never>;
  used_at: ColumnType<Date | null, never, Date | string>;
  created_at: CreatedAt;
}

export interface TwoFactorFailuresTable {
  id: Id;
  user_id: number;
  created_at: CreatedAt;
}

export type NoteTargetKind = 'user' | 'line' | 'grade';

export interface InboxSendsTable {
  id: Id;
  sender_id: number | null;
  line_id: number | null;
  title: string;
  content: string;
  target_kind: NoteTargetKind;
  target_user_id: number | null;
  target_grade: number | null;
  recipients: number;
  created_at: CreatedAt;
}
