import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { downlineOf } from '../users/downline';
import { readPage } from '../db/paging';

export interface AuditRecord {
  /** Null: the server operator's command line. */
  actorId: number | null;
  actorIp: string;
  action: string;
  /** The account acted on; null for content only, then `subject` says what. */
  targetId: number | null;
  /** Content changed, as `kind:id` ('carousel_slide:3'). */
  subject?: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** Appends one line to the audit trail, in the caller's transaction: the action and its record commit together. */
export async function recordAudit(db: Kysely<Database>, r: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ actor_id: r.actorId, actor_ip: r.actorIp, action: r.action, target_id: r.targetId, subject: r.subject ?? '', before: JSON.stringify(r.before), after: JSON.stringify(r.after) })
    .execute();
}

/**
 * Staff's work with the member's messages (inquiry answers, inbox notes) is recorded against the
 * member too, but belongs to the support console, which only masters see: the partner trail
 * lists what moved the account's money or changed the account.
 */
const SUPPORT_ACTIONS = ['ticket.answer', 'ticket.reanswer', 'note.send'];

/**
 * An account's trail as `viewerId` (a partner above it) sees it, newest first. The address an
 * action came from is shown for the viewer's own actions and its downline's, never for an
 * upline's: an agency does not learn where its master signs in from.
 */
export async function auditTrail(db: Kysely<Database>, viewerId: number, targetId: number, page: number, pageSize: number) {
  const base = db.selectFrom('audit_log as a').where('a.target_id', '=', targetId).where('a.action', 'not in', SUPPORT_ACTIONS);
  const { items: rows, total } = await readPage(
    base
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .select(['a.id', 'a.action', 'a.actor_id', 'u.username as actor_username', sql<string>`CASE WHEN a.actor_id = ${viewerId} OR a.actor_id IN ${downlineOf(viewerId)} THEN a.actor_ip ELSE '' END`.as('actor_ip'), 'a.before', 'a.after', 'a.created_at'])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc'),
    base,
    { page, pageSize },
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      action: r.action,
      actor: r.actor_id === null ? null : { id: r.actor_id, username: r.actor_username ?? '' },
      actor_ip: r.actor_ip,
      before: r.before as Record<string, unknown>,
      after: r.after as Record<string, unknown>,
      created_at: r.created_at.toISOString(),
    })),
    total,
  };
}
