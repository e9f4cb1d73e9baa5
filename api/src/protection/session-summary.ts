import type { DataOf, userSession } from '@casino/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { unauthorized } from '../http/app-error';

/** A sign-in's start and end, and the member's accepted stakes (not rolled back) and prizes since it began. */
export async function sessionSummary(db: Kysely<Database>, userId: number, sessionId: number): Promise<DataOf<typeof userSession>> {
  const session = await db.selectFrom('sessions').select(['created_at', 'expires_at']).where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
  if (!session) throw unauthorized();
  // provider_transactions (user_id, created_at): one index range (migration 030).
  const { rows } = await sql<{ now: Date; bets: number; prizes: number }>`
    SELECT now() AS now,
           coalesce(sum(t.amount) FILTER (WHERE t.kind = 'bet' AND NOT t.rolled_back), 0) AS bets,
           coalesce(sum(t.amount) FILTER (WHERE t.kind = 'win'), 0) AS prizes
    FROM provider_transactions t
    WHERE t.user_id = ${userId} AND t.created_at >= ${session.created_at} AND t.response_status = 200 AND t.kind IN ('bet', 'win')`.execute(db);
  return {
    started_at: session.created_at.toISOString(),
    ends_at: session.expires_at.toISOString(),
    now: rows[0]!.now.toISOString(),
    play: { bets: Number(rows[0]!.bets), prizes: Number(rows[0]!.prizes) },
  };
}
