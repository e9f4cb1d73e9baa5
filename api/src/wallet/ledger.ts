import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, LedgerAccountKind } from '../db/schema';

export interface LedgerEntryInput {
  accountId: number;
  /** Signed whole KRW: positive credits the account, negative debits it. */
  amount: number;
}

export interface PostInput {
  kind: string;
  entries: LedgerEntryInput[];
  /** The same key posts once; a repeat returns the first transaction and moves nothing. */
  idempotencyKey?: string;
  memo?: string;
}

export interface PostResult {
  transactionId: number;
  replayed: boolean;
}

export class LedgerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerError';
  }
}

/** A posting would take an account below zero; nothing was written. `balance`: what the account held at the refusal. */
export class InsufficientFundsError extends LedgerError {
  constructor(readonly accountId: number, readonly kind: LedgerAccountKind, readonly balance: number) {
    super(`ledger account ${accountId} (${kind}) would go below zero`);
    this.name = 'InsufficientFundsError';
  }
}

function validate(input: PostInput): void {
  if (input.entries.length < 2) throw new LedgerError('a ledger transaction needs at least two entries');
  let sum = 0;
  for (const { accountId, amount } of input.entries) {
    if (!Number.isSafeInteger(accountId) || accountId < 1) throw new LedgerError(`unknown ledger account ${accountId}`);
    if (!Number.isSafeInteger(amount) || amount === 0) throw new LedgerError(`entry amount must be a non-zero whole number, got ${amount}`);
    sum += amount;
  }
  if (sum !== 0) throw new LedgerError(`ledger entries must sum to zero, got ${sum}`);
}

/** SQLSTATE raised by `ledger_post` when a debit would take an account below zero. */
const BELOW_ZERO = 'CL001';

interface LedgerPostRow {
  transaction_id: number;
  replayed: boolean;
  first_kind: string;
  account_ids: number[] | null;
  balances: number[] | null;
}

export interface PostedResult extends PostResult {
  /** The new balance of every non-house account the transaction touched (empty on a replay). */
  balances: Map<number, number>;
}

/**
 * Moves money as one double-entry transaction inside the caller's database transaction `trx`.
 * Invariant: entries sum to zero (also enforced by the database as they are added, migration 020)
 * and no account ends below zero (also a CHECK). The work is one call of the SQL function
 * `ledger_post` (migration 006): it locks accounts in (lock_rank, id) order, the same total
 * order for every caller so concurrent postings cannot deadlock, with partner accounts last.
 * The house keeps no balance row; see migration 006.
 */
export async function post(trx: Transaction<Database>, input: PostInput): Promise<PostedResult> {
  validate(input);
  let row: LedgerPostRow | undefined;
  try {
    const result = await sql<LedgerPostRow>`SELECT * FROM ledger_post(
      ${input.kind}, ${input.idempotencyKey ?? null}, ${input.memo ?? null},
      ${input.entries.map((e) => e.accountId)}::bigint[], ${input.entries.map((e) => e.amount)}::bigint[])`.execute(trx);
    row = result.rows[0];
  } catch (error) {
    throw translatePgError(error);
  }
  if (!row) throw new LedgerError('ledger_post answered nothing');
  if (row.replayed) {
    if (row.first_kind !== input.kind) throw new LedgerError(`idempotency key ${input.idempotencyKey} was used for a ${row.first_kind} transaction`);
    return { transactionId: row.transaction_id, replayed: true, balances: new Map() };
  }
  const ids = (row.account_ids ?? []).map(Number);
  const balances = (row.balances ?? []).map(Number);
  return { transactionId: row.transaction_id, replayed: false, balances: new Map(ids.map((id, i) => [id, balances[i]!])) };
}

interface PgError {
  code?: string;
  detail?: string;
  hint?: string;
}

function translatePgError(error: unknown): unknown {
  const pg = error as PgError;
  if (pg.code === BELOW_ZERO) {
    const refused = JSON.parse(pg.detail ?? '{}') as { account: number; balance: number };
    return new InsufficientFundsError(refused.account, pg.hint as LedgerAccountKind, refused.balance);
  }
  // An entry naming an account that does not exist.
  if (pg.code === '23503') return new LedgerError(`unknown ledger account in the entries: ${pg.detail ?? ''}`);
  return error;
}

/** Runs `post` in its own database transaction. */
export function postNow(db: Kysely<Database>, input: PostInput): Promise<PostedResult> {
  return db.transaction().execute((trx) => post(trx, input));
}
