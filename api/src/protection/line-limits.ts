import { isMinutesKind, LIMIT_KINDS, type LimitKind, type LineMemberProtection } from '@casino/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import { recordAudit } from '../partners/audit';
import { lineAccount, notInLine } from '../partners/scope';
import { breakOf } from './exclusions';
import { inForce, least, ownOrDefaultOf, settingsOf, type LimitRow } from './limit-rows';
import { checkRange } from './player-limits';
import { databaseNow, periodUsage } from './usage';

/** A member of the partner's line; a partner of it, or an account of another line, is the same 404. */
async function lineMember(db: Kysely<Database>, partnerId: number, userId: number) {
  const account = await lineAccount(db, partnerId, userId);
  if (account.role !== 'member') throw notInLine();
  return account;
}

/** The partners above the caller in the member's line (its parent, its parent's parent...). */
async function partnersAbove(db: Kysely<Database>, partnerId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('user_ancestors').select('ancestor_id').where('user_id', '=', partnerId).execute();
  return new Set(rows.map((r) => r.ancestor_id));
}

/**
 * The most the caller may set for a kind: the member's own limit (a reality check's 60 when
 * unset) and every limit a partner above the caller set; null: no bound.
 */
function capOf(rows: LimitRow[], kind: LimitKind, memberId: number, above: Set<number>, now: Date): number | null {
  const ofKind = rows.filter((r) => r.kind === kind);
  const own = ofKind.find((r) => r.set_by === memberId);
  return least([ownOrDefaultOf(kind, own ? inForce(own, now) : null), ...ofKind.filter((r) => above.has(r.set_by)).map((r) => inForce(r, now))]);
}

/** A member's protection as a partner of its line sees it: every kind's limits, the period's use, the caller's own and its bound, and the break. */
export async function readLineMemberProtection(db: Kysely<Database>, partnerId: number, userId: number): Promise<LineMemberProtection> {
  const member = await lineMember(db, partnerId, userId);
  const now = await databaseNow(db);
  const rows = await db.selectFrom('member_limits').selectAll().where('user_id', '=', userId).execute();
  const above = await partnersAbove(db, partnerId);
  const usage = await periodUsage(db, userId, now);
  const settings = settingsOf(rows, userId, now);
  return {
    member: { id: member.id, username: member.username, nickname: member.nickname },
    items: LIMIT_KINDS.map((kind) => {
      const { own, pending, in_force } = settings.find((s) => s.kind === kind)!;
      const ofKind = rows.filter((r) => r.kind === kind);
      const mine = ofKind.find((r) => r.set_by === partnerId);
      return {
        kind,
        own,
        pending,
        mine: mine ? inForce(mine, now) : null,
        others: least(ofKind.filter((r) => r.set_by !== userId && r.set_by !== partnerId).map((r) => inForce(r, now))),
        cap: capOf(rows, kind, userId, above, now),
        in_force,
        ...usage(kind),
      };
    }),
    exclusion: await breakOf(db, userId),
  };
}

/**
 * Sets (or, with null, removes) the caller's own limit of a kind for a member of its line, at once:
 * the least of all the member's limits holds, so it can only tighten what the member chose. It may
 * not be set above the member's own or a limit from above the caller (409 with the bound). The
 * member's rows of the kind are locked first, so the bound is read as it stands. Audited.
 */
export async function setLineMemberLimit(trx: Transaction<Database>, partnerId: number, ip: string, userId: number, kind: LimitKind, wanted: number | null): Promise<void> {
  await lineMember(trx, partnerId, userId);
  checkRange(kind, wanted);
  // The member's row, as every change of its limits takes it: a first row of the kind, written
  // meanwhile by the member or another partner, is waited for rather than missed.
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  const rows = await trx.selectFrom('member_limits').selectAll().where('user_id', '=', userId).where('kind', '=', kind).forUpdate().execute();
  const now = await databaseNow(trx);
  const cap = capOf(rows, kind, userId, await partnersAbove(trx, partnerId), now);
  if (wanted !== null && cap !== null && wanted > cap) {
    throw new AppError(409, 'CONFLICT', isMinutesKind(kind) ? 'protection.line_limit_above_minutes' : 'protection.line_limit_above', { cap: cap.toLocaleString('en-US') });
  }
  const mine = rows.find((r) => r.set_by === partnerId);
  const before = mine ? inForce(mine, now) : null;
  if (before === wanted) return;
  if (wanted === null) {
    await trx.deleteFrom('member_limits').where('user_id', '=', userId).where('kind', '=', kind).where('set_by', '=', partnerId).execute();
  } else {
    await trx
      .insertInto('member_limits')
      .values({ user_id: userId, kind, set_by: partnerId, amount: wanted, updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'set_by']).doUpdateSet({ amount: wanted, pending_amount: null, pending_from: null, updated_at: now }))
      .execute();
  }
  await recordAudit(trx, { actorId: partnerId, actorIp: ip, action: 'limit.set', targetId: userId, before: { kind, amount: before }, after: { kind, amount: wanted } });
}
