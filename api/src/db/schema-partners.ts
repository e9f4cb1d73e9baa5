import type { ColumnType, Generated } from 'kysely';
import type { Role, UserState } from './schema';

/** Table types of the partner back-office (migration 023); `schema.ts` puts them in `Database`. */

type Id = Generated<number>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json = ColumnType<unknown, string | undefined, never>;

/** Append-only: the migration refuses UPDATE and DELETE, the types refuse them too (`never`). */
export interface AuditLogTable {
  id: Id;
  actor_id: ColumnType<number | null, number | null, never>;
  actor_ip: ColumnType<string, string | undefined, never>;
  action: ColumnType<string, string, never>;
  /** The account acted on; null for an action on content only (migration 028). */
  target_id: ColumnType<number | null, number | null | undefined, never>;
  /** What content was changed, as `kind:id` ('carousel_slide:3'); '' for an action on an account. */
  subject: ColumnType<string, string | undefined, never>;
  before: Json;
  after: Json;
  created_at: CreatedAt;
}

export type TradeDirection = 'pay' | 'recover';

export interface PartnerTradesTable {
  id: Id;
  partner_id: number;
  child_id: number;
  direction: TradeDirection;
  amount: number;
  memo: ColumnType<string, string | undefined, string>;
  ledger_tx: number;
  created_at: CreatedAt;
}

/** A partner's alerts for new requests, inquiries and sign-ups (migration 038); no row is both off. */
export interface PartnerAlertsTable {
  user_id: number;
  sound: ColumnType<boolean, boolean | undefined, boolean>;
  notification: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Every (ancestor, descendant) pair of the hierarchy (migration 024), kept by a trigger on users. */
export interface UserAncestorsTable {
  ancestor_id: ColumnType<number, never, never>;
  user_id: ColumnType<number, never, never>;
  depth: ColumnType<number, never, never>;
  /** The descendant's role and state (migration 025), copied by the triggers for the member list. */
  user_role: ColumnType<Role, never, never>;
  user_state: ColumnType<UserState, never, never>;
}

export interface GradesTable {
  level: number;
  name_ko: string;
  name_en: string;
}
