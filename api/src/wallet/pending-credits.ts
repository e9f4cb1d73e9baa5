import { sql } from 'kysely';
import { runEvery } from '../db/periodic';
import type { Db } from '../db/pool';

/**
 * Moves partner accounts' pending credits (migration 008) into their rows, one account per
 * statement so each row is locked only for its own fold. Balances read the same before and
 * after: readers use the ledger_balances view. Answers how many accounts it folded.
 */
export async function foldPendingCredits(db: Db): Promise<number> {
  const accounts = await db.selectFrom('ledger_pending_credits').select('account_id').distinct().orderBy('account_id').execute();
  for (const { account_id } of accounts) await sql`SELECT ledger_fold_account(${account_id})`.execute(db);
  return accounts.length;
}

export const FOLD_EVERY_MS = 1_000;

/** Folds pending credits every `everyMs` until stopped; a failed round is logged and retried next time. */
export function startPendingCreditFolder(db: Db, onError: (error: unknown) => void, everyMs = FOLD_EVERY_MS): { stop(): Promise<void> } {
  return runEvery(everyMs, () => foldPendingCredits(db), onError);
}
