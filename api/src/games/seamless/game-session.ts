import { sql } from 'kysely';
import { hashToken } from '../../auth/tokens';
import type { Db } from '../../db/pool';
import type { GameTypeCode, UserState } from '../../db/schema';
import type { LineMember } from '../rolling/rolling-shares';

/** A game session with everything a wallet callback needs, read in one query. */
export interface SessionContext {
  userId: number;
  gameId: number;
  brandId: number;
  gameType: GameTypeCode;
  active: boolean;
  userState: UserState;
  creditAccountId: number;
  /** The member then each partner up to the top, with their rolling accounts and rates for this type. */
  line: LineMember[];
}

interface Row {
  user_id: number;
  game_id: number;
  brand_id: number;
  game_type: GameTypeCode;
  active: boolean;
  depth: number;
  state: UserState;
  rate_bp: number;
  rolling_account_id: number;
  credit_account_id: number | null;
}

export async function findSession(db: Db, provider: string, token: string): Promise<SessionContext | undefined> {
  const { rows } = await sql<Row>`
    WITH RECURSIVE s AS (
      SELECT gs.user_id, gs.game_id, g.brand_id, b.game_type, gs.expires_at > now() AS active
      FROM game_sessions gs JOIN games g ON g.id = gs.game_id JOIN game_brands b ON b.id = g.brand_id
      WHERE gs.token_hash = ${hashToken(token)} AND gs.provider = ${provider}
    ), line AS (
      SELECT u.id, u.parent_id, u.state, 0 AS depth FROM users u JOIN s ON u.id = s.user_id
      UNION ALL
      SELECT u.id, u.parent_id, u.state, line.depth + 1 FROM users u JOIN line ON u.id = line.parent_id
    )
    SELECT s.user_id, s.game_id, s.brand_id, s.game_type, s.active, line.depth, line.state,
           coalesce(r.rate_bp, 0) AS rate_bp, rp.id AS rolling_account_id, cr.id AS credit_account_id
    FROM s CROSS JOIN line
    JOIN ledger_accounts rp ON rp.user_id = line.id AND rp.kind = 'rolling_point'
    LEFT JOIN rolling_rates r ON r.user_id = line.id AND r.game_type = s.game_type
    LEFT JOIN ledger_accounts cr ON cr.user_id = line.id AND cr.kind = 'member_credit'
    ORDER BY line.depth`.execute(db);
  const player = rows[0];
  if (!player || player.credit_account_id === null) return undefined;
  return {
    userId: player.user_id,
    gameId: player.game_id,
    brandId: player.brand_id,
    gameType: player.game_type,
    active: player.active,
    userState: player.state,
    creditAccountId: player.credit_account_id,
    line: rows.map((r) => ({ accountId: r.rolling_account_id, rateBp: r.rate_bp })),
  };
}

export async function creditBalance(db: Db, accountId: number): Promise<number> {
  return (await db.selectFrom('ledger_accounts').select('balance').where('id', '=', accountId).executeTakeFirstOrThrow()).balance;
}
