import { sql } from 'kysely';
import { hashToken } from '../../auth/tokens';
import type { Db } from '../../db/pool';
import type { GameTypeCode, UserState } from '../../db/schema';

/** A game session with what a win, rollback or balance call needs, read in one query. */
export interface SessionContext {
  userId: number;
  gameId: number;
  brandId: number;
  gameType: GameTypeCode;
  active: boolean;
  userState: UserState;
  creditAccountId: number;
  /** The member's sign-in the game was opened from (null only on sessions older than migration 014). */
  loginSessionId: number | null;
}

export async function findSession(db: Db, provider: string, token: string): Promise<SessionContext | undefined> {
  const row = await db
    .selectFrom('game_sessions as gs')
    .innerJoin('games as g', 'g.id', 'gs.game_id')
    .innerJoin('game_brands as b', 'b.id', 'g.brand_id')
    .innerJoin('users as u', 'u.id', 'gs.user_id')
    .innerJoin('ledger_accounts as cr', (join) => join.onRef('cr.user_id', '=', 'gs.user_id').on('cr.kind', '=', 'member_credit'))
    .select(['gs.user_id', 'gs.game_id', 'g.brand_id', 'b.game_type', 'u.state', 'cr.id as credit_account_id', 'gs.login_session_id'])
    .select(sql<boolean>`gs.expires_at > now()`.as('active'))
    .where('gs.token_hash', '=', hashToken(token))
    .where('gs.provider', '=', provider)
    .executeTakeFirst();
  return (
    row && {
      userId: row.user_id,
      gameId: row.game_id,
      brandId: row.brand_id,
      gameType: row.game_type,
      active: row.active,
      userState: row.state,
      creditAccountId: row.credit_account_id,
      loginSessionId: row.login_session_id,
    }
  );
}

export async function creditBalance(db: Db, accountId: number): Promise<number> {
  return (await db.selectFrom('ledger_accounts').select('balance').where('id', '=', accountId).executeTakeFirstOrThrow()).balance;
}
