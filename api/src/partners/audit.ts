import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface AuditRecord {
  /** Null: the server operator's command line. */
  actorId: number | null;
  actorIp: string;
  action: string;
  targetId: number;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** Appends one line to the audit trail, in the caller's transaction: the action and its record commit together. */
export async function recordAudit(db: Kysely<Database>, r: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ actor_id: r.actorId, actor_ip: r.actorIp, action: r.action, target_id: r.targetId, before: JSON.stringify(r.before), after: JSON.stringify(r.after) })
    .execute();
}

/** An account's trail, newest first. */
export async function auditTrail(db: Kysely<Database>, targetId: number, page: number, pageSize: number) {
  const base = db.selectFrom('audit_log as a').where('a.target_id', '=', targetId);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .select(['a.id', 'a.action', 'a.actor_id', 'u.username as actor_username', 'a.actor_ip', 'a.before', 'a.after', 'a.created_at'])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
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
    total: count.total,
  };
}
