import type { Db } from '../db/pool';
import { AppError } from '../http/app-error';
import { balancesOf } from './accounts';
import { InsufficientFundsError, LedgerError, post } from './ledger';

export type ConvertDirection = 'to_credit' | 'to_cash';

export interface WalletBalances {
  balance: number;
  credit: number;
  rolling_point: number;
}

const KIND: Record<ConvertDirection, string> = { to_credit: 'convert_credit', to_cash: 'convert_cash' };

/** Printable ASCII, as sent in an HTTP header; the ledger stores it inside `convert:<userId>:<key>`. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw new AppError(400, 'VALIDATION', 'validation.invalid', { field: 'Idempotency-Key' });
  }
  return header;
}

/**
 * Moves `amount` between a member's cash and game credit as ONE ledger transaction: a debit of
 * the source account and an equal credit of the target, summing to zero. The invariant rests on
 * the ledger: `post` locks both account rows (in id order) before reading them and refuses any
 * balance below zero, so concurrent converts serialise and can never overdraw; the row CHECK and
 * the deferred sum-to-zero trigger back it at COMMIT. Nothing here reads a balance to decide.
 */
export async function convert(db: Db, userId: number, direction: ConvertDirection, amount: number, idempotencyKey?: string): Promise<WalletBalances> {
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind'])
    .where('user_id', '=', userId)
    .where('kind', 'in', ['member_cash', 'member_credit'])
    .execute();
  const cash = accounts.find((a) => a.kind === 'member_cash')?.id;
  const credit = accounts.find((a) => a.kind === 'member_credit')?.id;
  // Partners hold a settlement balance and no game credit.
  if (cash === undefined || credit === undefined) throw new AppError(403, 'FORBIDDEN', 'wallet.partner_cannot_convert');

  const [from, to] = direction === 'to_credit' ? [cash, credit] : [credit, cash];
  try {
    await db.transaction().execute((trx) =>
      post(trx, {
        kind: KIND[direction],
        entries: [
          { accountId: from, amount: -amount },
          { accountId: to, amount },
        ],
        ...(idempotencyKey === undefined ? {} : { idempotencyKey: `convert:${userId}:${idempotencyKey}` }),
      }),
    );
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new AppError(400, 'INSUFFICIENT_FUNDS', 'wallet.insufficient_funds');
    // The only LedgerError a well-formed convert can meet: the key was used for the other direction.
    if (error instanceof LedgerError && idempotencyKey !== undefined) throw new AppError(409, 'CONFLICT', 'wallet.idempotency_key_reused');
    throw error;
  }

  const b = await balancesOf(db, userId);
  return { balance: b.member_cash ?? 0, credit: b.member_credit ?? 0, rolling_point: b.rolling_point ?? 0 };
}
