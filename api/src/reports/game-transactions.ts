import { sql, type Kysely } from 'kysely';
import type { Database, GameTypeCode, ProviderTxnKind } from '../db/schema';
import { seoulDayEnd, seoulDayStart } from '../db/seoul-day';
import type { DayRange } from '../partners/day-range';
import { lineMembers } from './report-scope';

type Db = Kysely<Database>;

interface CallRow {
  txn_id: string;
  kind: ProviderTxnKind;
  amount: number;
  rolled_back: boolean;
  response_status: number;
  created_at: Date;
  provider: string;
  round_id: string | null;
  round_pk: number | null;
  game_id: number | null;
  game_name: string | null;
  game_type: GameTypeCode | null;
  total: number;
}

/*
 * The calls of a member are the rows of provider_transactions by their own time, not those of the
 * rounds opened in the range: a refused first bet and a rollback of a bet never seen open no
 * round, and a round opened before the range has calls inside it. A call is the member's when the
 * wallet knew the member (its session's: every refusal but an unknown session records it), or,
 * with an unknown session, when it names a round of the member. Both are held to the partner's
 * line here, in the same statement.
 */
function callsOf(partnerId: number, memberId: number, range: DayRange) {
  const inRange = sql`pt.created_at >= ${seoulDayStart(range.from)} AND pt.created_at < ${seoulDayEnd(range.to)}`;
  const inLine = sql`${memberId}::bigint IN ${lineMembers(partnerId)}`;
  return sql`(
    SELECT pt.* FROM provider_transactions pt WHERE pt.user_id = ${memberId} AND ${inRange} AND ${inLine}
    UNION ALL
    SELECT pt.* FROM provider_transactions pt
    WHERE pt.user_id IS NULL AND ${inRange} AND ${inLine}
      AND EXISTS (SELECT 1 FROM game_rounds r WHERE r.provider = pt.provider AND r.round_id = pt.round_id AND r.user_id = ${memberId})
  )`;
}

/** Every wallet call the provider made for the member in the range, newest first, with its round and game when it has one. */
export async function memberCalls(db: Db, partnerId: number, memberId: number, range: DayRange, page: number, pageSize: number) {
  const { rows } = await sql<CallRow>`
    SELECT c.txn_id, c.kind, c.amount, c.rolled_back, c.response_status, c.created_at, c.provider, c.round_id,
           r.id AS round_pk, r.game_id, g.name AS game_name, r.game_type, count(*) OVER ()::int AS total
    FROM ${callsOf(partnerId, memberId, range)} c
    LEFT JOIN game_rounds r ON r.provider = c.provider AND r.round_id = c.round_id AND r.user_id = ${memberId}
    LEFT JOIN games g ON g.id = r.game_id
    ORDER BY c.created_at DESC, c.provider DESC, c.txn_id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(db);
  const total = rows[0]?.total ?? (page > 1 ? await countCalls(db, partnerId, memberId, range) : 0);
  return {
    items: rows.map((c) => ({
      txn_id: c.txn_id,
      kind: c.kind,
      amount: Number(c.amount),
      rolled_back: c.rolled_back,
      refused: c.response_status !== 200,
      round: { id: c.round_pk === null ? null : Number(c.round_pk), round_id: c.round_id, provider: c.provider },
      game: c.game_id === null ? null : { id: Number(c.game_id), name: c.game_name! },
      game_type: c.game_type,
      created_at: new Date(c.created_at).toISOString(),
    })),
    total,
  };
}

async function countCalls(db: Db, partnerId: number, memberId: number, range: DayRange) {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${callsOf(partnerId, memberId, range)} c`.execute(db);
  return rows[0]!.n;
}
