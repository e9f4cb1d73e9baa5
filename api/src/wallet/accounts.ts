import type { Kysely } from 'kysely';
import type { Database, LedgerAccountKind, Role } from '../db/schema';

/** Which balances each role holds: members play with credit, partners hold a settlement balance. */
export const ACCOUNT_KINDS: Record<Role, LedgerAccountKind[]> = {
  member: ['member_cash', 'member_credit', 'rolling_point'],
  partner: ['partner_balance', 'rolling_point'],
};

/** Creates a user's ledger accounts at zero; safe to call again. */
export async function openLedgerAccounts(db: Kysely<Database>, userId: number, role: Role): Promise<void> {
  await db
    .insertInto('ledger_accounts')
    .values(ACCOUNT_KINDS[role].map((kind) => ({ user_id: userId, kind })))
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
    .execute();
}

export async function findAccountId(db: Kysely<Database>, userId: number | null, kind: LedgerAccountKind): Promise<number> {
  let query = db.selectFrom('ledger_accounts').select('id').where('kind', '=', kind);
  query = userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
  const row = await query.executeTakeFirst();
  if (!row) throw new Error(`no ${kind} ledger account for user ${userId}`);
  return row.id;
}

export async function balancesOf(db: Kysely<Database>, userId: number): Promise<Partial<Record<LedgerAccountKind, number>>> {
  const rows = await db.selectFrom('ledger_accounts').select(['kind', 'balance']).where('user_id', '=', userId).execute();
  return Object.fromEntries(rows.map((r) => [r.kind, r.balance]));
}
