import { sql, type Kysely } from 'kysely';
import type { Database, GameTypeCode, ProviderTxnKind } from '../db/schema';
import { seoulDayEnd, seoulDayStart } from '../db/seoul-day';
import type { DayRange } from '../partners/day-range';

type Db = Kysely<Database>;

interface CallRow {
  txn_id: string;
  kind: ProviderTxnKind;
  amount: number;
  rolled_back: boolean;
  response_status: number;
  created_at: Date;
  round_pk: number;
  round_id: string;
  provider: string;
  game_id: number;
  game_name: string;
  game_type: GameTypeCode;
  total: number;
}

/** One member's wallet calls for the rounds it opened in the range, newest first (the member is checked by the caller). */
export async function memberCalls(db: Db, memberId: number, range: DayRange, page: number, pageSize: number) {
  const { rows } = await sql<CallRow>`
    SELECT pt.txn_id, pt.kind, pt.amount, pt.rolled_back, pt.response_status, pt.created_at,
           r.id AS round_pk, r.round_id, r.provider, r.game_id, g.name AS game_name, r.game_type, count(*) OVER ()::int AS total
    FROM game_rounds r
    JOIN provider_transactions pt ON pt.provider = r.provider AND pt.round_id = r.round_id AND pt.user_id = r.user_id
    JOIN games g ON g.id = r.game_id
    WHERE r.user_id = ${memberId} AND r.created_at >= ${seoulDayStart(range.from)} AND r.created_at < ${seoulDayEnd(range.to)}
    ORDER BY pt.created_at DESC, pt.txn_id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(db);
  const total = rows[0]?.total ?? (page > 1 ? await countCalls(db, memberId, range) : 0);
  return {
    items: rows.map((c) => ({
      txn_id: c.txn_id,
      kind: c.kind,
      amount: Number(c.amount),
      rolled_back: c.rolled_back,
      refused: c.response_status !== 200,
      round: { id: Number(c.round_pk), round_id: c.round_id, provider: c.provider },
      game: { id: Number(c.game_id), name: c.game_name },
      game_type: c.game_type,
      created_at: new Date(c.created_at).toISOString(),
    })),
    total,
  };
}

async function countCalls(db: Db, memberId: number, range: DayRange) {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM game_rounds r
    JOIN provider_transactions pt ON pt.provider = r.provider AND pt.round_id = r.round_id AND pt.user_id = r.user_id
    WHERE r.user_id = ${memberId} AND r.created_at >= ${seoulDayStart(range.from)} AND r.created_at < ${seoulDayEnd(range.to)}`.execute(db);
  return rows[0]!.n;
}
