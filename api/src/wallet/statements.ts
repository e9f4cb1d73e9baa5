import { sql, type Transaction } from 'kysely';
import { seoulDayEnd, seoulDayStart } from '../db/seoul-day';
import type { Db } from '../db/pool';
import type { Database, StatementStatus, StatementType } from '../db/schema';
import { AppError } from '../http/app-error';
import { findAccountId, houseAccountId } from './accounts';
import { InsufficientFundsError, post, type LedgerEntryInput } from './ledger';
import { readPage } from '../db/paging';
import { holdDepositLimit } from '../protection/deposit-limit';
import { exclusionInForce } from '../protection/exclusions';

type Trx = Transaction<Database>;

export interface StatementView {
  id: number;
  type: StatementType;
  amount: number;
  status: StatementStatus;
  created_at: string;
  processed_at: string | null;
  deletable: boolean;
}

const columns = ['s.id', 's.type', 's.amount', 's.status', 's.created_at', 's.processed_at'] as const;

export function toView(row: { id: number; type: StatementType; amount: number; status: StatementStatus; created_at: Date; processed_at: Date | null }): StatementView {
  return {
    id: row.id,
    type: row.type,
    amount: row.amount,
    status: row.status,
    created_at: row.created_at.toISOString(),
    processed_at: row.processed_at?.toISOString() ?? null,
    deletable: row.status === 'request',
  };
}

/** One balanced posting; a short balance is the member's error, not a fault. */
async function move(trx: Trx, kind: string, entries: LedgerEntryInput[], short: () => AppError): Promise<number> {
  try {
    return (await post(trx, { kind, entries })).transactionId;
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw short();
    throw error;
  }
}

const account = (trx: Trx, userId: number, kind: 'member_cash' | 'withdraw_hold') => findAccountId(trx, userId, kind);

/**
 * Whether player protection (issue 31: deposit limits, breaks from play) holds. The demo seed,
 * writing history, leaves it out: no member has limits or breaks yet, and a database migrated to
 * an older schema has none to read.
 */
export interface StatementRules {
  protection: boolean;
}
const LIVE: StatementRules = { protection: true };

/**
 * A member's deposit or withdrawal request. A deposit moves nothing until approved and must stay
 * within the member's deposit limits; a withdrawal moves its amount from cash to the member's
 * hold at once, in the same transaction as the row, so cash can never be promised twice.
 */
export async function createStatement(trx: Trx, userId: number, type: StatementType, amount: number, rules: StatementRules = LIVE) {
  const user = await trx.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirstOrThrow();
  if (user.role !== 'member') throw new AppError(403, 'FORBIDDEN', 'wallet.partner_no_statements');
  const settings = await trx.selectFrom('site_settings').select(['min_deposit', 'min_withdraw']).executeTakeFirstOrThrow();
  const minimum = type === 'deposit' ? settings.min_deposit : settings.min_withdraw;
  if (amount < minimum) throw new AppError(400, 'BELOW_MINIMUM', type === 'deposit' ? 'wallet.below_minimum_deposit' : 'wallet.below_minimum_withdraw', { minimum: minimum.toLocaleString('en-US') });

  if (type === 'deposit' && rules.protection) {
    // The member's cash row orders its deposit requests and its partners' payments (the limits' counts, issue 31).
    await trx.selectFrom('ledger_accounts').select('id').where('id', '=', await account(trx, userId, 'member_cash')).forUpdate().execute();
    await holdDepositLimit(trx, userId, amount, 'member');
  }
  let holdTx: number | null = null;
  if (type === 'withdraw') {
    const [cash, hold] = [await account(trx, userId, 'member_cash'), await account(trx, userId, 'withdraw_hold')];
    holdTx = await move(
      trx,
      'withdraw_hold',
      [
        { accountId: cash, amount: -amount },
        { accountId: hold, amount },
      ],
      () => new AppError(400, 'INSUFFICIENT_FUNDS', 'wallet.withdraw_more_than_cash'),
    );
  }
  const row = await trx
    .insertInto('statements')
    .values({ user_id: userId, type, amount, hold_tx: holdTx })
    .returning(['id', 'type', 'amount', 'status', 'created_at', 'processed_at'])
    .executeTakeFirstOrThrow();
  return toView(row);
}

export interface StatementFilter {
  type?: StatementType;
  status?: StatementStatus;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** A member's own statements, newest first; cleared ones are hidden. Days are Seoul days. */
export async function listStatements(db: Db, userId: number, filter: StatementFilter) {
  let base = db.selectFrom('statements as s').where('s.user_id', '=', userId).where('s.status', '<>', 'clear');
  if (filter.type) base = base.where('s.type', '=', filter.type);
  if (filter.status) base = base.where('s.status', '=', filter.status);
  if (filter.from) base = base.where('s.created_at', '>=', seoulDayStart(filter.from));
  if (filter.to) base = base.where('s.created_at', '<', seoulDayEnd(filter.to));
  const { items: rows, total } = await readPage(
    base
      .select([...columns])
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc'),
    base,
    filter,
  );
  return { items: rows.map(toView), total };
}

/** Locks one statement row; every change of a statement goes through here first. */
async function lockStatement(trx: Trx, id: number) {
  return trx.selectFrom('statements as s').select([...columns, 's.user_id', 's.hold_tx', 's.closed_by']).where('s.id', '=', id).forUpdate().executeTakeFirst();
}

/** Returns a withdrawal's hold to cash (member delete or operator reject). */
async function releaseHold(trx: Trx, userId: number, amount: number) {
  const [cash, hold] = [await account(trx, userId, 'member_cash'), await account(trx, userId, 'withdraw_hold')];
  return move(
    trx,
    'withdraw_release',
    [
      { accountId: hold, amount: -amount },
      { accountId: cash, amount },
    ],
    () => new AppError(409, 'CONFLICT', 'wallet.statement_already_processed'),
  );
}

async function close(trx: Trx, id: number, status: 'approve' | 'delete', closedBy: number | null, outcomeTx: number | null) {
  return trx
    .updateTable('statements as s')
    .set({ status, processed_at: sql<Date>`now()`, closed_by: closedBy, outcome_tx: outcomeTx })
    .where('s.id', '=', id)
    .returning([...columns])
    .executeTakeFirstOrThrow();
}

/** The member deletes its own new request; another member's id is not found. */
export async function deleteOwnStatement(trx: Trx, userId: number, id: number) {
  const row = await lockStatement(trx, id);
  if (!row || row.user_id !== userId) throw new AppError(404, 'NOT_FOUND', 'wallet.statement_not_found');
  // A repeat of the member's own delete (its first answer lost) answers the deleted row again.
  if (row.status === 'delete' && row.closed_by === userId) return toView(row);
  if (row.status !== 'request') throw new AppError(409, 'CONFLICT', 'wallet.statement_not_deletable');
  const outcomeTx = row.type === 'withdraw' ? await releaseHold(trx, userId, row.amount) : null;
  return toView(await close(trx, id, 'delete', userId, outcomeTx));
}

export type OperatorAction = 'approve' | 'wait' | 'reject';

/**
 * An operator's decision. Only an open request (request or waiting) can be decided, under the
 * row lock, so an approve and a reject racing on one request cannot both win. The deciding
 * partner's balance is the other side of the money (DESIGN.md section 5): approving a deposit
 * moves the amount from it to the member's cash, approving a withdrawal moves the hold to it.
 * `operatorId` is null for the server operator's command line, which pays from the house.
 */
export async function decideStatement(trx: Trx, operatorId: number | null, id: number, action: OperatorAction, rules: StatementRules = LIVE) {
  const row = await lockStatement(trx, id);
  if (!row) throw new AppError(404, 'NOT_FOUND', 'wallet.statement_not_found');
  if (row.status !== 'request' && row.status !== 'waiting') throw new AppError(409, 'CONFLICT', 'wallet.statement_already_processed');
  if (action === 'wait') {
    if (row.status === 'waiting') return toView(row);
    return toView(await trx.updateTable('statements as s').set({ status: 'waiting' }).where('s.id', '=', id).returning([...columns]).executeTakeFirstOrThrow());
  }
  if (action === 'reject') {
    const outcomeTx = row.type === 'withdraw' ? await releaseHold(trx, row.user_id, row.amount) : null;
    return toView(await close(trx, id, 'delete', operatorId, outcomeTx));
  }
  // A member on a break from play is paid in nothing; its withdrawals are still paid out.
  if (row.type === 'deposit' && rules.protection && (await exclusionInForce(trx, row.user_id))) throw new AppError(403, 'ACCOUNT_EXCLUDED', 'protection.deposit_excluded');
  const payer = operatorId === null ? await houseAccountId(trx) : await findAccountId(trx, operatorId, 'partner_balance');
  const entries =
    row.type === 'deposit'
      ? [
          { accountId: payer, amount: -row.amount },
          { accountId: await account(trx, row.user_id, 'member_cash'), amount: row.amount },
        ]
      : [
          { accountId: await account(trx, row.user_id, 'withdraw_hold'), amount: -row.amount },
          { accountId: payer, amount: row.amount },
        ];
  // Only the payer of a deposit can run short: the hold of a withdrawal is there by construction.
  const outcomeTx = await move(trx, row.type === 'deposit' ? 'deposit' : 'withdrawal', entries, () => new AppError(409, 'INSUFFICIENT_FUNDS', 'partner.balance_short'));
  return toView(await close(trx, id, 'approve', operatorId, outcomeTx));
}
