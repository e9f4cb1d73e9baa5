import { sql, type Transaction } from 'kysely';
import { createSession } from '../auth/sessions';
import { newSessionToken } from '../auth/tokens';
import type { Database } from '../db/schema';
import { DEMO_ROUNDS, DEMO_SIGN_INS } from './demo-world';
import type { SeedReport } from './seed';

/**
 * Rounds for the demo world, played through `wallet_bet` and `wallet_win` exactly as a provider's
 * callbacks play them (rolling up the line included), once: each member gets a sign-in and a game
 * session that end when its rounds are done, so nobody looks online.
 */
export async function seedRounds(trx: Transaction<Database>, ids: Map<string, number>, report: SeedReport) {
  if ((await trx.selectFrom('game_rounds').select('id').limit(1).execute()).length > 0) return;
  let n = 0;
  for (const round of DEMO_ROUNDS) {
    n += 1;
    const userId = ids.get(round.username)!;
    const game = await trx
      .selectFrom('games as g')
      .innerJoin('game_brands as b', 'b.id', 'g.brand_id')
      .select('g.id')
      .where('b.game_type', '=', round.gameType)
      .orderBy('b.sort')
      .orderBy('g.sort')
      .limit(1)
      .executeTakeFirstOrThrow();
    const login = await createSession(trx, { userId, ip: '127.0.0.1', userAgent: 'demo seed', ttlHours: 1 });
    const { tokenHash } = newSessionToken();
    await trx
      .insertInto('game_sessions')
      .values({ token_hash: tokenHash, user_id: userId, game_id: game.id, provider: 'demo', login_session_id: login.sessionId, expires_at: sql<Date>`now() + interval '1 hour'` })
      .execute();
    const roundId = `seed-round-${n}`;
    const bet = await sql<{ o_outcome: string }>`SELECT o_outcome FROM wallet_bet('demo', ${`seed-bet-${n}`}, ${tokenHash}, ${roundId}, ${round.bet})`.execute(trx);
    const win = await sql<{ o_outcome: string }>`SELECT o_outcome FROM wallet_win('demo', ${`seed-win-${n}`}, ${tokenHash}, ${roundId}, ${round.win})`.execute(trx);
    if (bet.rows[0]?.o_outcome !== 'ok' || win.rows[0]?.o_outcome !== 'ok') throw new Error(`demo round ${n} of ${round.username} was refused`);
    // Ended by expiry (not a revocation, which is a sign-out): its game session ends with it.
    await trx.updateTable('sessions').set({ expires_at: sql<Date>`now()` }).where('id', '=', login.sessionId).execute();
  }
  report.contentSeeded.push('game_rounds');
}

/** Past sign-ins for the login history screens, and each account's last login from them, once. */
export async function seedSignIns(trx: Transaction<Database>, ids: Map<string, number>, report: SeedReport) {
  if ((await trx.selectFrom('login_history').select('id').limit(1).execute()).length > 0) return;
  // Hours back as well as days, so a refused attempt of "today" is outside the sign-in rate limit's window.
  const at = (daysAgo: number) => sql<Date>`now() - make_interval(days => ${daysAgo}, hours => 2)`;
  for (const [username, ip, device, daysAgo, result] of DEMO_SIGN_INS) {
    if (result === 'success') {
      await trx.insertInto('login_history').values({ user_id: ids.get(username)!, ip, user_agent: device, created_at: at(daysAgo) }).execute();
      await trx.updateTable('users').set({ last_login_at: at(daysAgo) }).where('id', '=', ids.get(username)!).where(sql<boolean>`last_login_at IS NULL OR last_login_at < ${at(daysAgo)}`).execute();
    } else {
      await trx.insertInto('login_attempts').values({ username_key: username.toLowerCase(), ip, outcome: result, created_at: at(daysAgo) }).execute();
    }
  }
  report.contentSeeded.push('login_history');
}
