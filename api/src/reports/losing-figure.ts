import type { LosingFigure, LosingLine } from '@casino/contract';
import { sql, type Kysely } from 'kysely';
import type { Database, GameTypeCode, Level } from '../db/schema';
import type { LosingPeriod } from './losing-period';
import { reportScope } from './report-scope';
import { parentDayTotals } from './totals-sources';

type Db = Kysely<Database>;

export interface LineAccountRow {
  id: number;
  username: string;
  level: Level;
}

interface BranchRow {
  branch_id: number | null;
  branch_username: string | null;
  branch_level: Level | null;
  game_type: GameTypeCode;
  bet: number;
  prize: number;
  refund: number;
  rolling: number;
  own_rate: number;
  branch_rate: number;
}

/** base x (own - branch) / 10000, rounded toward zero (exact in integers). */
function share(base: number, rateBp: number) {
  const product = BigInt(base) * BigInt(rateBp);
  return Number(product / 10_000n);
}

/**
 * A partner's losing figure for a period, with its working: per game type and per branch (its
 * own members, or a direct sub-partner's whole line), the play less the rolling paid to the
 * partner's line, times the partner's rate less the branch's. Carry from the partner's last
 * settlement before the period.
 */
export async function losingFigure(db: Db, partner: LineAccountRow, period: LosingPeriod): Promise<Omit<LosingFigure, 'settled'>> {
  const scope = await reportScope(db, partner.id);
  const { rows } = await sql<BranchRow>`
    WITH parents AS (
      SELECT ${partner.id}::bigint AS parent_id, NULL::bigint AS branch_id
      UNION ALL
      SELECT a.user_id, CASE WHEN a.depth = 1 THEN a.user_id
                             ELSE (SELECT b.ancestor_id FROM user_ancestors b WHERE b.user_id = a.user_id AND b.depth = a.depth - 1) END
      FROM user_ancestors a WHERE a.ancestor_id = ${partner.id} AND a.user_role = 'partner'
    ), per_branch AS (
      SELECT p.branch_id, t.game_type, sum(t.bet)::bigint AS bet, sum(t.prize)::bigint AS prize, sum(t.refund)::bigint AS refund,
             coalesce(sum(t.rolling[${sql.lit(scope.rollingIndex)}]), 0)::bigint AS rolling
      FROM ${parentDayTotals} t JOIN parents p ON p.parent_id = t.parent_id
      WHERE t.day BETWEEN ${period.from}::date AND ${period.to}::date
      GROUP BY p.branch_id, t.game_type
    )
    SELECT pb.*, bu.username AS branch_username, bu.level AS branch_level,
           coalesce(own.rate_bp, 0) AS own_rate, coalesce(br.rate_bp, 0) AS branch_rate
    FROM per_branch pb
    LEFT JOIN users bu ON bu.id = pb.branch_id
    LEFT JOIN losing_rates own ON own.user_id = ${partner.id} AND own.game_type = pb.game_type
    LEFT JOIN losing_rates br ON br.user_id = pb.branch_id AND br.game_type = pb.game_type
    ORDER BY pb.game_type, pb.branch_id NULLS FIRST`.execute(db);
  const lines: LosingLine[] = rows.map((r) => {
    const base = Number(r.bet) - Number(r.prize) - Number(r.refund) - Number(r.rolling);
    const own = Number(r.own_rate);
    const branch = Number(r.branch_rate);
    return {
      game_type: r.game_type,
      branch: r.branch_id === null ? null : { id: Number(r.branch_id), username: r.branch_username!, level: r.branch_level! },
      bet: Number(r.bet),
      prize: Number(r.prize),
      refund: Number(r.refund),
      rolling: Number(r.rolling),
      base,
      own_rate_bp: own,
      branch_rate_bp: branch,
      amount: share(base, own - branch),
    };
  });
  const total = lines.reduce((a, l) => a + l.amount, 0);
  const carryIn = await carryBefore(db, partner.id, period.from);
  const carried = total + carryIn;
  return { partner, lines, total, carry_in: carryIn, payable: Math.max(0, carried), carry_out: Math.min(0, carried) };
}

/** What the partner's last settlement before `day` carried on (0 when none). */
async function carryBefore(db: Db, partnerId: number, day: string) {
  const { rows } = await sql<{ carry_out: number }>`
    SELECT s.carry_out FROM losing_settlements s WHERE s.partner_id = ${partnerId} AND upper(s.period) <= ${day}::date
    ORDER BY upper(s.period) DESC LIMIT 1`.execute(db);
  return Number(rows[0]?.carry_out ?? 0);
}
