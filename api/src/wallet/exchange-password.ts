import { sql } from 'kysely';
import { verifyPassword } from '../auth/passwords';
import type { Db } from '../db/pool';
import { AppError } from '../http/app-error';

/** Wrong exchange passwords allowed per member in the window before further tries are refused. */
export const EXCHANGE_PASSWORD_LIMIT = { failures: 5, windowMinutes: 15 };

/** Advisory-lock class for a member's exchange-password checks (the second key is the user id). */
const LOCK_CLASS = 7401;

/**
 * Checks a member's exchange (withdrawal) password, counting wrong ones like failed logins:
 * after EXCHANGE_PASSWORD_LIMIT.failures in the window, every try is refused (429) until the
 * oldest of them leaves the window, right password or not. One member's checks run one at a
 * time (a transaction-scoped advisory lock), so a burst of parallel guesses is counted like a
 * sequence; the wrong one is committed before the answer, even though the request then fails.
 */
export async function checkExchangePassword(db: Db, userId: number, password: string): Promise<void> {
  const wrong = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS}, ${userId % 2_147_483_647}::int)`.execute(trx);
    const window = sql<Date>`now() - make_interval(mins => ${EXCHANGE_PASSWORD_LIMIT.windowMinutes})`;
    const recent = await trx
      .selectFrom('exchange_password_failures')
      .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min('created_at').as('oldest')])
      .where('user_id', '=', userId)
      .where('created_at', '>', window)
      .executeTakeFirstOrThrow();
    if (recent.n >= EXCHANGE_PASSWORD_LIMIT.failures) {
      const retryMs = new Date(recent.oldest!).getTime() + EXCHANGE_PASSWORD_LIMIT.windowMinutes * 60_000 - Date.now();
      const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
      throw new AppError(429, 'RATE_LIMITED', 'wallet.exchange_password_locked', { minutes }, { 'retry-after': String(minutes * 60) });
    }
    const user = await trx.selectFrom('users').select('withdraw_password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
    if (await verifyPassword(user.withdraw_password_hash, password)) return false;
    await trx.insertInto('exchange_password_failures').values({ user_id: userId }).execute();
    return true;
  });
  if (wrong) throw new AppError(400, 'WRONG_EXCHANGE_PASSWORD', 'wallet.exchange_password_wrong');
}
