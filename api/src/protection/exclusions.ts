import type { Exclusion, ExclusionPeriod } from '@casino/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import { revokeAllSessions } from '../auth/sessions';
import { containsPattern } from '../db/contains-pattern';
import { readPage, type PageRequest } from '../db/paging';
import type { Database } from '../db/schema';
import { AppError, unauthorized } from '../http/app-error';
import { recordAudit } from '../partners/audit';
import { memberOnly } from './player-limits';

/** How long each break lasts, as PostgreSQL intervals (months as the calendar has them); null: for good. */
const LENGTH: Record<ExclusionPeriod, string | null> = { '24h': '24 hours', '7d': '7 days', '30d': '30 days', '6m': '6 months', '1y': '1 year', permanent: null };

/** A break of `member_exclusions as e` holds now: not ended early, and not run out (or for good). */
const holds = sql<boolean>`e.ended_at IS NULL AND (e.until IS NULL OR e.until > now())`;

/**
 * The end of the member's break in force now (null: permanent), or undefined when it has none.
 * Holds the member's row shared until the caller's transaction ends, so a break being started
 * (which holds it exclusively) is waited for: a sign-in cannot open a session the break missed.
 */
export async function exclusionInForce(trx: Kysely<Database>, userId: number): Promise<{ until: Date | null } | undefined> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forShare().execute();
  return breakInForce(trx, userId).select('e.until').executeTakeFirst();
}

/** The member's break in force now, the one that ends last (for good first). */
const breakInForce = (db: Kysely<Database>, userId: number) =>
  db.selectFrom('member_exclusions as e').where('e.user_id', '=', userId).where(holds).orderBy(sql`e.until DESC NULLS FIRST`).limit(1);

/** The member's break in force now, as its partners see it (nothing locked); null: none. */
export async function breakOf(db: Kysely<Database>, userId: number): Promise<{ period: ExclusionPeriod; started_at: string; until: string | null } | null> {
  const row = await breakInForce(db, userId).select(['e.period', 'e.started_at', 'e.until']).executeTakeFirst();
  return row ? { period: row.period, started_at: row.started_at.toISOString(), until: row.until?.toISOString() ?? null } : null;
}

/**
 * Starts the member's break: recorded, audited, and every sign-in of its ended in the same
 * transaction (its game sessions end with them, and the live channel signs open pages out).
 */
export async function startExclusion(trx: Transaction<Database>, userId: number, sessionId: number, ip: string, period: ExclusionPeriod): Promise<{ until: Date | null }> {
  await memberOnly(trx, userId);
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  // A second request of the same sign-in waited for the lock while the first ended that sign-in.
  const live = await trx.selectFrom('sessions').select('id').where('id', '=', sessionId).where('revoked_at', 'is', null).executeTakeFirst();
  if (!live) throw unauthorized();
  const length = LENGTH[period];
  const row = await trx
    .insertInto('member_exclusions')
    .values({ user_id: userId, period, until: length === null ? null : sql<Date>`now() + ${length}::interval` })
    .returning(['id', 'until'])
    .executeTakeFirstOrThrow();
  const sessionsEnded = await revokeAllSessions(trx, userId);
  await recordAudit(trx, { actorId: userId, actorIp: ip, action: 'exclusion.start', targetId: userId, before: {}, after: { id: row.id, period, until: row.until?.toISOString() ?? null, sessions_ended: sessionsEnded } });
  return { until: row.until };
}

/**
 * Whether a member on a break in force has this phone or bank account (digits compared), so a
 * new ID cannot be signed up around the break.
 */
export async function detailsOnABreak(db: Kysely<Database>, phone: string, accountNumber: string): Promise<boolean> {
  const digits = (text: string) => text.replace(/\D/g, '');
  const row = await db
    .selectFrom('member_exclusions as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select('e.id')
    .where(holds)
    .where((eb) =>
      eb.or([
        eb(sql<string>`regexp_replace(u.phone, '[^0-9]', '', 'g')`, '=', digits(phone)),
        eb(sql<string>`regexp_replace(u.account_number, '[^0-9]', '', 'g')`, '=', digits(accountNumber)),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The breaks in force, the latest first, a member's name containing `search`. */
export async function listExclusions(db: Kysely<Database>, search: string | undefined, page: PageRequest): Promise<{ items: Exclusion[]; total: number }> {
  let query = db
    .selectFrom('member_exclusions as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .leftJoin('users as p', 'p.id', 'u.parent_id')
    .where(holds);
  if (search) query = query.where(sql<string>`lower(u.username)`, 'like', containsPattern(search.toLowerCase()));
  const { items, total } = await readPage(
    query.select(['e.id', 'u.username', 'u.nickname', 'p.username as partner', 'e.period', 'e.started_at', 'e.until']).orderBy('e.id', 'desc'),
    query,
    page,
  );
  return { items: items.map((e) => ({ ...e, started_at: e.started_at.toISOString(), until: e.until?.toISOString() ?? null })), total };
}

/** Ends a break early: only one in force, once (its row locked), with the operator's reason on the member's trail. */
export async function endExclusion(trx: Transaction<Database>, id: number, operatorId: number, ip: string, reason: string): Promise<void> {
  const row = await trx
    .selectFrom('member_exclusions as e')
    .select(['e.user_id', 'e.period', 'e.until', holds.as('holds')])
    .where('e.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'NOT_FOUND', 'protection.exclusion_not_found');
  if (!row.holds) throw new AppError(409, 'CONFLICT', 'protection.exclusion_over');
  const trimmed = reason.trim();
  await trx.updateTable('member_exclusions').set({ ended_at: sql<Date>`now()`, ended_by: operatorId, end_reason: trimmed }).where('id', '=', id).execute();
  await recordAudit(trx, {
    actorId: operatorId,
    actorIp: ip,
    action: 'exclusion.end',
    targetId: row.user_id,
    before: { id, period: row.period, until: row.until?.toISOString() ?? null },
    after: { id, ended: true, reason: trimmed },
  });
}
