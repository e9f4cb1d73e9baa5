import { SIGN_IN_ALLOW_LIST_MAX, type SignInAllowList } from '@casino/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { recordAudit } from '../partners/audit';
import { lineAccount, notInLine } from '../partners/scope';
import { downlineOf } from '../users/downline';
import { parseAllowedAddress, plainAddress, signInAllowed } from './allow-list';

type Caller = Pick<AuthUser, 'userId' | 'level' | 'sessionId'>;
interface Owner {
  id: number;
  username: string;
}

/**
 * The account whose list the caller means: its own, or with `userId` a partner of its line when
 * the caller is a master. Anything else (a member, another line, an agency naming anyone) is the
 * same 404 as an id that does not exist.
 */
async function ownerOf(db: Kysely<Database>, caller: Caller, userId: number | undefined): Promise<Owner> {
  if (userId === undefined || userId === caller.userId) {
    return db.selectFrom('users').select(['id', 'username']).where('id', '=', caller.userId).executeTakeFirstOrThrow();
  }
  if (caller.level !== 'master') throw notInLine();
  const account = await lineAccount(db, caller.userId, userId);
  if (account.role !== 'partner') throw notInLine();
  return account;
}

/** An account's list as its keeper sees it, with the address the request came from. */
async function listOf(db: Kysely<Database>, owner: Owner, ip: string): Promise<SignInAllowList> {
  const rows = await db
    .selectFrom('sign_in_allow_list as l')
    .innerJoin('users as u', 'u.id', 'l.created_by')
    .select(['l.id', 'l.address', 'l.note', 'l.created_at', 'u.id as by_id', 'u.username as by_username'])
    .where('l.user_id', '=', owner.id)
    .orderBy('l.created_at')
    .orderBy('l.id')
    .execute();
  return {
    account: { id: owner.id, username: owner.username },
    items: rows.map((r) => ({ id: r.id, address: r.address, note: r.note, created_at: r.created_at.toISOString(), created_by: { id: r.by_id, username: r.by_username } })),
    current_address: plainAddress(ip),
  };
}

export async function readAllowList(db: Kysely<Database>, caller: Caller, ip: string, userId: number | undefined): Promise<SignInAllowList> {
  return listOf(db, await ownerOf(db, caller, userId), ip);
}

/**
 * A change to the caller's own list must leave the address it is working from able to sign in
 * (the list empty, or an entry covering it): checked after the change, in its transaction, so a
 * refusal (409) undoes it. A master keeping a line partner's list is not held by this.
 */
async function keepCallerIn(trx: Transaction<Database>, caller: Caller, owner: Owner, ip: string): Promise<void> {
  if (owner.id === caller.userId && !(await signInAllowed(trx, owner.id, ip))) {
    throw new AppError(409, 'CONFLICT', 'allow_list.locks_you_out', { address: plainAddress(ip) });
  }
}

/**
 * Ends the owner's sessions opened from an address its list, as changed, does not cover: a list
 * says where the account may work, so a session from elsewhere does not outlive the change (the
 * live channel signs its pages out). The caller's own session stays: its request came from a
 * covered address (keepCallerIn).
 */
async function endSessionsOutside(trx: Transaction<Database>, caller: Caller, owner: Owner): Promise<void> {
  const sessions = await trx
    .selectFrom('sessions')
    .select(['id', 'ip'])
    .where('user_id', '=', owner.id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('id', '<>', caller.sessionId)
    .execute();
  const outside: number[] = [];
  for (const session of sessions) if (!(await signInAllowed(trx, owner.id, session.ip))) outside.push(session.id);
  if (outside.length > 0) await trx.updateTable('sessions').set({ revoked_at: sql<Date>`now()` }).where('id', 'in', outside).execute();
}

/** Adds an address or range, at most `SIGN_IN_ALLOW_LIST_MAX` per account, under the account's row lock; audited. */
export async function addAllowListEntry(
  trx: Transaction<Database>,
  caller: Caller,
  ip: string,
  input: { user_id?: number; address: string; note?: string },
): Promise<SignInAllowList> {
  const owner = await ownerOf(trx, caller, input.user_id);
  const address = parseAllowedAddress(input.address);
  const note = (input.note ?? '').trim();
  // The account's row orders changes to its list: two adds cannot both see room for one.
  await trx.selectFrom('users').select('id').where('id', '=', owner.id).forUpdate().execute();
  const { n } = await trx.selectFrom('sign_in_allow_list').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', owner.id).executeTakeFirstOrThrow();
  if (Number(n) >= SIGN_IN_ALLOW_LIST_MAX) throw new AppError(409, 'CONFLICT', 'allow_list.full', { max: SIGN_IN_ALLOW_LIST_MAX });
  const added = await trx
    .insertInto('sign_in_allow_list')
    .values({ user_id: owner.id, address: sql<string>`network(${address}::inet)::inet`, note, created_by: caller.userId })
    .onConflict((oc) => oc.columns(['user_id', 'address']).doNothing())
    .returning('address')
    .executeTakeFirst();
  if (!added) throw new AppError(409, 'CONFLICT', 'allow_list.duplicate');
  await keepCallerIn(trx, caller, owner, ip);
  await endSessionsOutside(trx, caller, owner);
  await recordAudit(trx, { actorId: caller.userId, actorIp: ip, action: 'allow_list.add', targetId: owner.id, before: {}, after: { address: added.address, note } });
  return listOf(trx, owner, ip);
}

/** Removes an entry of a list the caller keeps (any other id is a 404); audited. */
export async function removeAllowListEntry(trx: Transaction<Database>, caller: Caller, ip: string, entryId: number): Promise<SignInAllowList> {
  const entry = await trx
    .selectFrom('sign_in_allow_list as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['l.user_id', 'u.username', 'u.role'])
    .where('l.id', '=', entryId)
    .where((eb) => eb.or([eb('l.user_id', '=', caller.userId), ...(caller.level === 'master' ? [eb('l.user_id', 'in', downlineOf(caller.userId))] : [])]))
    .executeTakeFirst();
  if (!entry || entry.role !== 'partner') throw new AppError(404, 'NOT_FOUND', 'allow_list.not_found');
  const owner = { id: entry.user_id, username: entry.username };
  await trx.selectFrom('users').select('id').where('id', '=', owner.id).forUpdate().execute();
  const removed = await trx
    .deleteFrom('sign_in_allow_list')
    .where('id', '=', entryId)
    .returning(['address', 'note'])
    .executeTakeFirst();
  // Removed meanwhile by the other keeper of the list: gone either way.
  if (!removed) throw new AppError(404, 'NOT_FOUND', 'allow_list.not_found');
  await keepCallerIn(trx, caller, owner, ip);
  await endSessionsOutside(trx, caller, owner);
  await recordAudit(trx, { actorId: caller.userId, actorIp: ip, action: 'allow_list.remove', targetId: owner.id, before: { address: removed.address, note: removed.note }, after: {} });
  return listOf(trx, owner, ip);
}
