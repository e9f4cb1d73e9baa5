import { formatSeoulDateTime } from '@casino/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import { limitInForce } from './limit-rows';
import { databaseNow, depositsSince, periodsAt, type Period } from './usage';

const DEPOSIT_KINDS: Record<Period, 'deposit_day' | 'deposit_week' | 'deposit_month'> = { day: 'deposit_day', week: 'deposit_week', month: 'deposit_month' };

/**
 * Refuses `amount` more deposited by the member if it would pass a deposit limit of a running
 * period (403 LIMIT_REACHED, saying what is left and until when). The caller holds the lock of
 * the member's cash row, which every deposit request and partner payment takes, so two of them
 * on any API process count one after the other and cannot pass a limit together.
 */
export async function holdDepositLimit(trx: Transaction<Database>, userId: number, amount: number, by: 'member' | 'partner'): Promise<void> {
  const rows = await trx.selectFrom('member_limits').selectAll().where('user_id', '=', userId).where('kind', 'in', Object.values(DEPOSIT_KINDS)).execute();
  if (rows.length === 0) return;
  const now = await databaseNow(trx);
  const periods = periodsAt(now);
  // The period with the least room left is the one the message names.
  let tightest: { left: number; period: Period } | null = null;
  for (const period of ['day', 'week', 'month'] as const) {
    const limit = limitInForce(rows, DEPOSIT_KINDS[period], now);
    if (limit === null) continue;
    const left = limit - (await depositsSince(trx, userId, periods[period].start));
    // On a tie the longer period: its room comes back last.
    if (tightest === null || left <= tightest.left) tightest = { left, period };
  }
  if (tightest !== null && amount > tightest.left) {
    throw new AppError(403, 'LIMIT_REACHED', by === 'member' ? 'protection.deposit_limit' : 'protection.deposit_limit_partner', {
      left: Math.max(0, tightest.left).toLocaleString('en-US'),
      resets: formatSeoulDateTime(periods[tightest.period].end),
    });
  }
}
