import type { Kysely, Transaction } from 'kysely';
import type { Database, LedgerAccountKind } from '../db/schema';
import { AppError } from '../http/app-error';
import type { MessageKey } from '../http/messages';
import { InsufficientFundsError, post } from './ledger';

type Trx = Transaction<Database>;

export type ConvertDirection = 'to_credit' | 'to_cash';

export interface WalletBalances {
  balance: number;
  credit: number;
  rolling_point: number;
  versions?: { balance: number; credit: number; rolling_point: number };
}

/** A user's ledger account as the header's figures are made of it. */
export interface AccountFigure {
  kind: LedgerAccountKind;
  balance: number | string;
  version: number | string;
}

const KIND: Record<ConvertDirection, string> = { to_credit: 'convert_credit', to_cash: 'convert_cash' };

/**
 * What the header shows: a partner's cash is its settlement balance; partners hold no credit.
 * One read, a consistent snapshot by itself: inside the transaction that moved the money, or alone.
 */
export async function walletBalances(db: Kysely<Database>, userId: number): Promise<WalletBalances> {
  return walletOf(await db.selectFrom('ledger_balances').select(['kind', 'balance', 'version']).where('user_id', '=', userId).execute());
}

/**
 * The header's figures from a user's accounts, with a member's versions (the live channel's
 * order). A partner's have none: its accounts are credited as pending rows (migration 008),
 * which move the balance without a version.
 */
export function walletOf(accounts: readonly AccountFigure[]): WalletBalances {
  const by = new Map(accounts.map((a) => [a.kind, a]));
  const member = by.get('member_cash');
  const cash = member ?? by.get('partner_balance');
  const credit = by.get('member_credit');
  const rolling = by.get('rolling_point');
  const figures = { balance: Number(cash?.balance ?? 0), credit: Number(credit?.balance ?? 0), rolling_point: Number(rolling?.balance ?? 0) };
  if (!member) return figures;
  return { ...figures, versions: { balance: Number(member.version), credit: Number(credit?.version ?? 0), rolling_point: Number(rolling?.version ?? 0) } };
}

/**
 * Moves `amount` between a member's cash and game credit as ONE ledger transaction: a debit of
 * the source account and an equal credit of the target, summing to zero. The invariant rests on
 * the ledger: `post` locks both account rows before reading them and refuses any balance below
 * zero, so concurrent converts serialise and can never overdraw. Nothing here reads a balance
 * to decide.
 */
export async function convert(trx: Trx, userId: number, direction: ConvertDirection, amount: number): Promise<WalletBalances> {
  const accounts = await trx.selectFrom('ledger_accounts').select(['id', 'kind']).where('user_id', '=', userId).where('kind', 'in', ['member_cash', 'member_credit']).execute();
  const cash = accounts.find((a) => a.kind === 'member_cash')?.id;
  const credit = accounts.find((a) => a.kind === 'member_credit')?.id;
  // Partners hold a settlement balance and no game credit.
  if (cash === undefined || credit === undefined) throw new AppError(403, 'FORBIDDEN', 'wallet.partner_cannot_convert');

  const [from, to] = direction === 'to_credit' ? [cash, credit] : [credit, cash];
  await transfer(trx, KIND[direction], from, to, amount, direction === 'to_credit' ? 'wallet.insufficient_cash' : 'wallet.insufficient_credit');
  return walletBalances(trx, userId);
}

/** Rolling points into cash, 1:1 (a partner's into its settlement balance). */
export async function exchangeRollingPoints(trx: Trx, userId: number, amount: number): Promise<WalletBalances> {
  const accounts = await trx.selectFrom('ledger_accounts').select(['id', 'kind']).where('user_id', '=', userId).where('kind', 'in', ['rolling_point', 'member_cash', 'partner_balance']).execute();
  const rolling = accounts.find((a) => a.kind === 'rolling_point')!.id;
  const cash = accounts.find((a) => a.kind === 'member_cash' || a.kind === 'partner_balance')!.id;
  await transfer(trx, 'rolling_exchange', rolling, cash, amount, 'wallet.insufficient_funds');
  return walletBalances(trx, userId);
}

/** One ledger transaction from one of the user's accounts to another; too little is a 400 that names the balance. */
async function transfer(trx: Trx, kind: string, from: number, to: number, amount: number, shortMessage: MessageKey): Promise<void> {
  try {
    await post(trx, {
      kind,
      entries: [
        { accountId: from, amount: -amount },
        { accountId: to, amount },
      ],
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new AppError(400, 'INSUFFICIENT_FUNDS', shortMessage);
    throw error;
  }
}
