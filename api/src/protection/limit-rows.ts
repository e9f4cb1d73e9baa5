import { DEFAULT_REALITY_CHECK_MINUTES, LIMIT_KINDS, type LimitKind } from '@casino/contract';
import type { Selectable } from 'kysely';
import type { MemberLimitsTable } from '../db/schema-protection';

export type LimitRow = Selectable<MemberLimitsTable>;

/** A row's limit at `now`: its waiting change once its time has come (migration 041's member_limit_in_force). */
export const inForce = (row: LimitRow, now: Date): number | null => (row.pending_from !== null && row.pending_from <= now ? row.pending_amount : row.amount);

/** The least of some limits, none being no limit. */
export const least = (limits: (number | null)[]): number | null => limits.reduce<number | null>((a, b) => (a === null ? b : b === null ? a : Math.min(a, b)), null);

/** The limit of `kind` that holds at `now`: the least of its rows in force (the member's own and its line's), or null. */
export const limitInForce = (rows: LimitRow[], kind: LimitKind, now: Date): number | null => least(rows.filter((r) => r.kind === kind).map((r) => inForce(r, now)));

/** A reality check the member has not set still comes every 60 minutes: a line's less frequent one does not loosen that. */
export const ownOrDefaultOf = (kind: LimitKind, own: number | null): number | null => (kind === 'reality_check_minutes' ? (own ?? DEFAULT_REALITY_CHECK_MINUTES) : own);

export interface LimitSettings {
  kind: LimitKind;
  own: number | null;
  pending: { amount: number | null; from: string } | null;
  line: number | null;
  in_force: number | null;
}

/** Each kind's limits as the member's own row and its partners' rows say at `now`. */
export function settingsOf(rows: LimitRow[], userId: number, now: Date): LimitSettings[] {
  return LIMIT_KINDS.map((kind) => {
    const ofKind = rows.filter((r) => r.kind === kind);
    const ownRow = ofKind.find((r) => r.set_by === userId);
    const own = ownRow ? inForce(ownRow, now) : null;
    const waiting = ownRow && ownRow.pending_from !== null && ownRow.pending_from > now;
    const line = least(ofKind.filter((r) => r.set_by !== userId).map((r) => inForce(r, now)));
    const ownOrDefault = ownOrDefaultOf(kind, own);
    return {
      kind,
      own,
      pending: waiting ? { amount: ownRow.pending_amount, from: ownRow.pending_from!.toISOString() } : null,
      line,
      in_force: least([ownOrDefault, line]),
    };
  });
}

export interface OwnLimitChange {
  amount: number | null;
  pending_amount: number | null;
  pending_from: Date | null;
}

/**
 * What the member's own row becomes when it asks for `wanted` (null: no limit) while `current`
 * holds: tighter at once, looser after `delayMs`, the same as now cancels a waiting change.
 */
export function ownLimitChange(current: number | null, wanted: number | null, now: Date, delayMs: number): OwnLimitChange {
  const tighter = wanted !== null && (current === null || wanted < current);
  if (tighter || wanted === current) return { amount: wanted, pending_amount: null, pending_from: null };
  return { amount: current, pending_amount: wanted, pending_from: new Date(now.getTime() + delayMs) };
}
