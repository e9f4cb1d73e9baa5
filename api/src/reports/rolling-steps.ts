import type { RollingWorking } from '@casino/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ReportScope } from './report-scope';

export type RollingStep = RollingWorking['steps'][number];

interface StepRow {
  round_pk: number;
  kind: 'bet' | 'rollback';
  txn_id: string;
  ref_txn_id: string | null;
  created_at: Date;
  stake: number;
  own_rate: number | null;
  child_rate: number | null;
  line_amount: number | null;
  child_amount: number | null;
  amount: number;
}

/**
 * The bets and rollbacks of each round, as they paid the earner (its rolling account): a bet at
 * the rates it recorded for the earner's depth and its child's (migration 029), a rollback what
 * its reversal took from the account. Each amount is the ledger's posting, so a round's steps
 * add up to what its per-depth rolling says the earner kept. A rollback belongs to the round of
 * the bet it names; one stored before names none, and counts in the round it was sent for.
 */
export async function rollingSteps(db: Kysely<Database>, scope: ReportScope, roundIds: number[]): Promise<Map<number, RollingStep[]>> {
  const k = scope.rollingIndex;
  const { rows } = await sql<StepRow>`
    WITH rounds AS (
      SELECT r.id, r.provider, r.round_id FROM game_rounds r WHERE r.id = ANY(${roundIds}::bigint[])
    ), bets AS (
      SELECT rd.id AS round_pk, pt.provider, pt.kind, pt.txn_id, pt.ref_txn_id, pt.created_at, pt.amount, pt.line_rates, pt.ledger_transaction_id
      FROM rounds rd JOIN provider_transactions pt ON pt.provider = rd.provider AND pt.round_id = rd.round_id AND pt.kind = 'bet'
      WHERE pt.ledger_transaction_id IS NOT NULL
    ), steps AS (
      SELECT * FROM bets
      UNION ALL
      SELECT b.round_pk, rb.provider, rb.kind, rb.txn_id, rb.ref_txn_id, rb.created_at, rb.amount, rb.line_rates, rb.ledger_transaction_id
      FROM bets b JOIN provider_transactions rb ON rb.provider = b.provider AND rb.ref_txn_id = b.txn_id AND rb.kind = 'rollback'
      WHERE rb.ledger_transaction_id IS NOT NULL
      UNION ALL
      SELECT rd.id, rb.provider, rb.kind, rb.txn_id, rb.ref_txn_id, rb.created_at, rb.amount, rb.line_rates, rb.ledger_transaction_id
      FROM rounds rd JOIN provider_transactions rb ON rb.provider = rd.provider AND rb.round_id = rd.round_id AND rb.kind = 'rollback'
      WHERE rb.ref_txn_id IS NULL AND rb.ledger_transaction_id IS NOT NULL
    ), rated AS (
      SELECT s.*, s.line_rates[${sql.lit(k)}] AS own_rate, s.line_rates[${sql.lit(k + 1)}] AS child_rate FROM steps s
    )
    SELECT s.round_pk, s.kind, s.txn_id, s.ref_txn_id, s.created_at, s.amount AS stake, s.own_rate, s.child_rate,
           floor(s.amount::numeric * s.own_rate / 10000)::bigint AS line_amount,
           floor(s.amount::numeric * s.child_rate / 10000)::bigint AS child_amount,
           coalesce((SELECT sum(e.amount) FROM ledger_entries e
                     WHERE e.transaction_id = s.ledger_transaction_id
                       AND e.account_id = (SELECT a.id FROM ledger_accounts a WHERE a.user_id = ${scope.partnerId} AND a.kind = 'rolling_point')), 0)::bigint AS amount
    FROM rated s
    ORDER BY s.round_pk, s.created_at, s.txn_id`.execute(db);
  const byRound = new Map<number, RollingStep[]>(roundIds.map((id) => [id, []]));
  for (const r of rows) {
    byRound.get(Number(r.round_pk))?.push({
      kind: r.kind,
      txn_id: r.txn_id,
      ref_txn_id: r.ref_txn_id,
      created_at: new Date(r.created_at).toISOString(),
      stake: Number(r.stake),
      own_rate_bp: r.own_rate,
      child_rate_bp: r.child_rate,
      line_amount: r.line_amount === null ? null : Number(r.line_amount),
      child_amount: r.child_amount === null ? null : Number(r.child_amount),
      amount: Number(r.amount),
    });
  }
  return byRound;
}
