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

/** A posting would take an account below zero; nothing was written. */
export class InsufficientFundsError extends LedgerError {
  constructor(readonly accountId: number, readonly kind: LedgerAccountKind) {
    super(`ledger account ${accountId} (${kind}) would go below zero`);
    this.name = 'InsufficientFundsError';
  }
}

function validate(input: PostInput): Map<number, number> {
  if (input.entries.length < 2) throw new LedgerError('a ledger transaction needs at least two entries');
  const deltas = new Map<number, number>();
  let sum = 0;
  for (const { accountId, amount } of input.entries) {
    if (!Number.isSafeInteger(amount) || amount === 0) throw new LedgerError(`entry amount must be a non-zero whole number, got ${amount}`);
    sum += amount;
    deltas.set(accountId, (deltas.get(accountId) ?? 0) + amount);
  }
  if (sum !== 0) throw new LedgerError(`ledger entries must sum to zero, got ${sum}`);
  return deltas;
}

/**
 * Moves money as one double-entry transaction inside the caller's database transaction `trx`.
 * Invariant: entries sum to zero (also enforced at COMMIT by a deferred constraint trigger) and
 * no account but the house ends below zero (also a CHECK). Account rows are locked in id order,
 * the same order for every caller, so concurrent postings cannot deadlock.
 */
export async function post(trx: Transaction<Database>, input: PostInput): Promise<PostResult> {
  const deltas = validate(input);

  const header = await trx
    .insertInto('ledger_transactions')
    .values({ kind: input.kind, idempotency_key: input.idempotencyKey ?? null, memo: input.memo ?? null })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!header) {
    const first = await trx
      .selectFrom('ledger_transactions')
      .select(['id', 'kind'])
      .where('idempotency_key', '=', input.idempotencyKey!)
      .executeTakeFirstOrThrow();
    if (first.kind !== input.kind) throw new LedgerError(`idempotency key ${input.idempotencyKey} was used for a ${first.kind} transaction`);
    return { transactionId: first.id, replayed: true };
  }

  const ids = [...deltas.keys()];
  const accounts = await trx
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'balance'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  if (accounts.length !== ids.length) throw new LedgerError(`unknown ledger account in ${ids.join(', ')}`);

  for (const account of accounts) {
    const delta = deltas.get(account.id)!;
    if (account.kind !== 'house' && account.balance + delta < 0) throw new InsufficientFundsError(account.id, account.kind);
  }
  for (const account of accounts) {
    await trx
      .updateTable('ledger_accounts')
      .set({ balance: sql<number>`balance + ${deltas.get(account.id)!}` })
      .where('id', '=', account.id)
      .execute();
  }
  await trx
    .insertInto('ledger_entries')
    .values(input.entries.map((e) => ({ transaction_id: header.id, account_id: e.accountId, amount: e.amount })))
    .execute();
  return { transactionId: header.id, replayed: false };
}

/** Runs `post` in its own database transaction. */
export function postNow(db: Kysely<Database>, input: PostInput): Promise<PostResult> {
  return db.transaction().execute((trx) => post(trx, input));
}
