import type { Kysely } from 'kysely';
import type { Database, LedgerAccountKind, Role } from '../db/schema';

/** Which balances each role holds: members play with credit and hold pending withdrawals, partners hold a settlement balance. */
export const ACCOUNT_KINDS: Record<Role, LedgerAccountKind[]> = {
  member: ['member_cash', 'member_credit', 'rolling_point', 'withdraw_hold'],
  partner: ['partner_balance', 'rolling_point'],
};

/** Creates a user's ledger accounts at zero; safe to call again. */
export async function openLedgerAccounts(db: Kysely<Database>, userId: number, role: Role): Promise<void> {
  // Partner accounts are on every bet of their line: they are locked last (migration 006).
  const lockRank = role === 'partner' ? 1 : 0;
  await db
    .insertInto('ledger_accounts')
    .values(ACCOUNT_KINDS[role].map((kind) => ({ user_id: userId, kind, lock_rank: lockRank })))
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
    .execute();
}

const houseIds = new WeakMap<object, number>();

/** The house account's id, read once per database: it never changes. */
export async function houseAccountId(db: Kysely<Database>): Promise<number> {
  const known = houseIds.get(db);
  if (known !== undefined) return known;
  const id = await findAccountId(db, null, 'house');
  houseIds.set(db, id);
  return id;
}

export async function findAccountId(db: Kysely<Database>, userId: number | null, kind: LedgerAccountKind): Promise<number> {
  let query = db.selectFrom('ledger_accounts').select('id').where('kind', '=', kind);
  query = userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
  const row = await query.executeTakeFirst();
  if (!row) throw new Error(`no ${kind} ledger account for user ${userId}`);
  return row.id;
}

export async function balancesOf(db: Kysely<Database>, userId: number): Promise<Partial<Record<LedgerAccountKind, number>>> {
  const rows = await db.selectFrom('ledger_balances').select(['kind', 'balance']).where('user_id', '=', userId).execute();
  return Object.fromEntries(rows.map((r) => [r.kind, r.balance]));
}

/**
 * What the house has paid out net (negative: money the site owes its users). Not stored: a
 * row updated by every bet would serialise them all (migration 006). Every transaction sums to
 * zero, so it is minus the sum of every other balance.
 */
export async function housePosition(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('ledger_balances')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('balance'), eb.lit(0)).as('total'))
    .where('kind', '<>', 'house')
    .executeTakeFirstOrThrow();
  return -row.total;
}
