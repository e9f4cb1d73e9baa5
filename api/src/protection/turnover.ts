import type { StatementTurnover, TurnoverRequirement } from '@casino/contract';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { recordAudit } from '../partners/audit';
import { lineMasterOf } from '../users/downline';

/** The partner's line's rolling requirement in percent, as a scalar subquery (null: none). */
export const requirementOf = (partnerId: number) => sql<number | null>`(SELECT t.percent FROM turnover_requirements t WHERE t.master_id = ${lineMasterOf(partnerId)})`;

/**
 * The turnover of the withdrawal request `s` (a statements row by that alias): the member's last
 * deposit before it (an approved deposit request by when it was approved, or a partner's payment),
 * the stakes of the rounds from then to the request, less what was rolled back, and what `percent`
 * asks of the deposit (rounded up; null with it). A request with no deposit before it has no row.
 * Rounds count by when they opened: a slot round opens and settles at once; a live table's round
 * opened before the deposit is left out, one opened before the request counts whole.
 */
export const turnoverLateral = (percent: RawBuilder<number | null>) => sql`
  CROSS JOIN LATERAL (
    SELECT d.amount AS deposit, d.at AS deposited_at,
           (SELECT coalesce(sum(r.bet - r.refund), 0) FROM game_rounds r
            WHERE r.user_id = s.user_id AND r.created_at >= d.at AND r.created_at < s.created_at) AS staked,
           (d.amount * ${percent} + 99) / 100 AS required
    FROM ((SELECT x.amount, x.processed_at AS at FROM statements x
           WHERE x.user_id = s.user_id AND x.type = 'deposit' AND x.outcome_tx IS NOT NULL AND x.processed_at < s.created_at
           ORDER BY x.processed_at DESC LIMIT 1)
          UNION ALL
          (SELECT p.amount, p.created_at FROM partner_trades p
           WHERE p.child_id = s.user_id AND p.direction = 'pay' AND p.created_at < s.created_at
           ORDER BY p.created_at DESC LIMIT 1)) d
    ORDER BY d.at DESC LIMIT 1) t`;

/** The turnover of some withdrawal requests of the partner's line, by statement id; deposits and requests with no deposit before them are left out. */
export async function turnoversOf(db: Kysely<Database>, partnerId: number, statementIds: number[]): Promise<Map<number, StatementTurnover>> {
  const turnovers = new Map<number, StatementTurnover>();
  if (statementIds.length === 0) return turnovers;
  const { rows } = await sql<{ id: number; deposit: number; deposited_at: Date; staked: number; required: number | null }>`
    SELECT s.id, t.deposit, t.deposited_at, t.staked, t.required FROM statements s ${turnoverLateral(requirementOf(partnerId))}
    WHERE s.id = ANY(${statementIds}::bigint[]) AND s.type = 'withdraw'`.execute(db);
  for (const r of rows) {
    turnovers.set(Number(r.id), {
      deposit: Number(r.deposit),
      deposited_at: r.deposited_at.toISOString(),
      staked: Number(r.staked),
      required: r.required === null ? null : Number(r.required),
    });
  }
  return turnovers;
}

/** The caller's line's rolling requirement; the master of the line may change it. */
export async function readTurnoverRequirement(db: Kysely<Database>, partnerId: number): Promise<TurnoverRequirement> {
  const { rows } = await sql<{ percent: number | null; master_id: number }>`SELECT ${requirementOf(partnerId)} AS percent, ${lineMasterOf(partnerId)} AS master_id`.execute(db);
  return { percent: rows[0]!.percent, editable: Number(rows[0]!.master_id) === partnerId };
}

/** Sets (null removes) the master's line's rolling requirement, audited against the master's own account; the row is locked so changes go in turn. */
export async function setTurnoverRequirement(trx: Transaction<Database>, masterId: number, ip: string, percent: number | null): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', masterId).forUpdate().execute();
  const before = (await trx.selectFrom('turnover_requirements').select('percent').where('master_id', '=', masterId).executeTakeFirst())?.percent ?? null;
  if (before === percent) return;
  if (percent === null) {
    await trx.deleteFrom('turnover_requirements').where('master_id', '=', masterId).execute();
  } else {
    await trx
      .insertInto('turnover_requirements')
      .values({ master_id: masterId, percent })
      .onConflict((oc) => oc.column('master_id').doUpdateSet({ percent, updated_at: sql<Date>`now()` }))
      .execute();
  }
  await recordAudit(trx, { actorId: masterId, actorIp: ip, action: 'turnover.set', targetId: masterId, before: { percent: before }, after: { percent } });
}
