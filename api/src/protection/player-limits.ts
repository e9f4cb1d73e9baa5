import {
  LIMIT_LOOSENING_DELAY_HOURS,
  MAX_REALITY_CHECK_MINUTES,
  MAX_SESSION_MINUTES,
  MIN_REALITY_CHECK_MINUTES,
  MIN_SESSION_MINUTES,
  type LimitKind,
  type PlayerLimit,
} from '@casino/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import { recordAudit } from '../partners/audit';
import { inForce, ownLimitChange, ownOrDefaultOf, settingsOf } from './limit-rows';
import { databaseNow, periodUsage } from './usage';

const LOOSENING_DELAY_MS = LIMIT_LOOSENING_DELAY_HOURS * 60 * 60 * 1000;

export async function memberOnly(db: Kysely<Database>, userId: number) {
  const user = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirstOrThrow();
  if (user.role !== 'member') throw new AppError(403, 'FORBIDDEN', 'protection.members_only');
}

/** A member's limits with what each running period has used; `sessionId` is the sign-in a session limit counts. */
export async function readPlayerLimits(db: Kysely<Database>, userId: number, sessionId: number): Promise<{ items: PlayerLimit[] }> {
  await memberOnly(db, userId);
  const now = await databaseNow(db);
  const rows = await db.selectFrom('member_limits').selectAll().where('user_id', '=', userId).execute();
  const usage = await periodUsage(db, userId, now);
  // On the database's clock, which stamped the sign-in.
  const session = await db
    .selectFrom('sessions')
    .select(sql<number>`floor(extract(epoch FROM now() - created_at) / 60)::int`.as('minutes'))
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return {
    items: settingsOf(rows, userId, now).map((s) => {
      const { used, resets_at } = usage(s.kind);
      return { ...s, used: used ?? Math.max(0, session?.minutes ?? 0), resets_at };
    }),
  };
}

/** Refuses a value out of its kind's range (money's range is the body's schema). */
export function checkRange(kind: LimitKind, wanted: number | null): void {
  if (wanted === null) return;
  if (kind === 'session_minutes' && (wanted < MIN_SESSION_MINUTES || wanted > MAX_SESSION_MINUTES)) {
    throw new AppError(400, 'VALIDATION', 'protection.session_minutes_range', { min: MIN_SESSION_MINUTES, max: MAX_SESSION_MINUTES });
  }
  if (kind === 'reality_check_minutes' && (wanted < MIN_REALITY_CHECK_MINUTES || wanted > MAX_REALITY_CHECK_MINUTES)) {
    throw new AppError(400, 'VALIDATION', 'protection.reality_check_range', { min: MIN_REALITY_CHECK_MINUTES, max: MAX_REALITY_CHECK_MINUTES });
  }
}

/**
 * Sets the member's own limit of a kind: tighter at once, looser after 24 hours. Its row is
 * locked first, so two changes at once are taken in turn and a loosening cannot slip in as a
 * tightening of a limit the other just lowered. Audited on the member's account.
 */
export async function setOwnPlayerLimit(trx: Transaction<Database>, userId: number, ip: string, kind: LimitKind, wanted: number | null): Promise<void> {
  await memberOnly(trx, userId);
  checkRange(kind, wanted);
  // A reality check always has an interval: none set is the default, so 90 from none is less often.
  const orDefault = (minutes: number | null) => ownOrDefaultOf(kind, minutes);
  // The member's row first, as a partner's change takes it (line-limits.ts): changes of its limits go in turn.
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  await trx.insertInto('member_limits').values({ user_id: userId, kind, set_by: userId }).onConflict((oc) => oc.doNothing()).execute();
  const row = await trx.selectFrom('member_limits').selectAll().where('user_id', '=', userId).where('kind', '=', kind).where('set_by', '=', userId).forUpdate().executeTakeFirstOrThrow();
  const now = await databaseNow(trx);
  const current = orDefault(inForce(row, now));
  const target = orDefault(wanted);
  const change = ownLimitChange(current, target, now, LOOSENING_DELAY_MS);
  await trx
    .updateTable('member_limits')
    .set({ ...change, updated_at: now })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('set_by', '=', userId)
    .execute();
  await recordAudit(trx, {
    actorId: userId,
    actorIp: ip,
    action: 'limit.set',
    targetId: userId,
    before: { kind, amount: current },
    after: { kind, amount: target, from: (change.pending_from ?? now).toISOString() },
  });
}
