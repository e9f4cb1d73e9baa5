import type { ErrorCode } from '@casino/contract';
import type { Db } from '../../db/pool';
import type { ProviderTxnKind } from '../../db/schema';
import { translate, type Lang } from '../../http/i18n';
import type { MessageKey } from '../../http/messages';

/** What a wallet callback answers; stored with its transaction so a repeat gets the same. */
export interface WalletAnswer {
  status: number;
  body: { data: { balance: number; txn_id?: string } } | { code: ErrorCode; message: string };
}

export const accepted = (balance: number, txnId: string): WalletAnswer => ({ status: 200, body: { data: { balance, txn_id: txnId } } });

/** A callback the wallet refuses: nothing moves, and the refusal is the answer for good. */
export class Refusal extends Error {
  constructor(readonly status: number, readonly code: ErrorCode, readonly messageKey: MessageKey) {
    super(messageKey);
    this.name = 'Refusal';
  }

  answer(lang: Lang): WalletAnswer {
    return { status: this.status, body: { code: this.code, message: translate(lang, this.messageKey) } };
  }
}

/** A transaction id already used by another kind of call (a bet's id sent as a win, ...). */
export const TXN_ID_CONFLICT = new Refusal(409, 'CONFLICT', 'provider.txn_id_conflict');

export async function findAnswer(db: Db, provider: string, txnId: string): Promise<WalletAnswer | undefined> {
  return (await findStored(db, provider, txnId))?.answer;
}

/** The stored answer of a transaction id, with the kind of call that took the id. */
export async function findStored(db: Db, provider: string, txnId: string): Promise<{ kind: ProviderTxnKind; answer: WalletAnswer } | undefined> {
  const row = await db
    .selectFrom('provider_transactions')
    .select(['kind', 'response_status', 'response_body'])
    .where('provider', '=', provider)
    .where('txn_id', '=', txnId)
    .executeTakeFirst();
  return row && { kind: row.kind, answer: { status: row.response_status, body: row.response_body as WalletAnswer['body'] } };
}

export interface StoredTxn {
  provider: string;
  txnId: string;
  kind: ProviderTxnKind;
  userId: number | null;
  roundId: string | null;
  amount: number;
  ledgerTransactionId: number | null;
}

export const txnRow = (t: StoredTxn, answer: WalletAnswer) => ({
  provider: t.provider,
  txn_id: t.txnId,
  kind: t.kind,
  user_id: t.userId,
  round_id: t.roundId,
  amount: t.amount,
  ledger_transaction_id: t.ledgerTransactionId,
  response_status: answer.status,
  response_body: JSON.stringify(answer.body),
});

/**
 * Records a refusal as the transaction's answer, unless another answer got there first (a
 * concurrent copy of the same call); either way answers what is stored.
 */
export async function storeRefusal(db: Db, txn: StoredTxn, refusal: WalletAnswer): Promise<WalletAnswer> {
  await db
    .insertInto('provider_transactions')
    .values(txnRow(txn, refusal))
    .onConflict((oc) => oc.columns(['provider', 'txn_id']).doNothing())
    .execute();
  return (await findAnswer(db, txn.provider, txn.txnId))!;
}

/** PostgreSQL unique_violation: a concurrent copy of the same transaction committed first. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';
