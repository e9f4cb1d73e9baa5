import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../db/schema';

export function findUserByUsername(db: Kysely<Database>, username: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
}

/** A partner in state normal that owns the code (codes are stored upper-case). */
export function findActivePartnerByReferral(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('referral_code', '=', code.trim().toUpperCase())
    .where('role', '=', 'partner')
    .where('state', '=', 'normal')
    .executeTakeFirst();
}

/** A user with its parent's name: what `user/info` shows. */
function profiles(db: Kysely<Database>) {
  return db
    .selectFrom('users as u')
    .leftJoin('users as p', 'p.id', 'u.parent_id')
    .select([
      'u.id',
      'u.username',
      'u.nickname',
      'u.role',
      'u.level',
      'u.state',
      'u.referral_code',
      'u.rights',
      'u.phone',
      'u.bank_name',
      'u.account_number',
      'u.created_at',
      'u.last_login_at',
      'p.username as parent_username',
    ]);
}

export type Profile = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export function findProfile(db: Kysely<Database>, userId: number) {
  return profiles(db).where('u.id', '=', userId).executeTakeFirst();
}

/** Profiles with the balances of every ledger account of each, in one statement (one snapshot, one round trip). */
export function profilesWithBalances(db: Kysely<Database>) {
  return profiles(db).select((eb) => jsonArrayFrom(eb.selectFrom('ledger_balances as b').select(['b.kind', 'b.balance', 'b.version']).whereRef('b.user_id', '=', 'u.id')).as('balances'));
}

export type ProfileWithBalances = NonNullable<Awaited<ReturnType<typeof findProfileWithBalances>>>;

export function findProfileWithBalances(db: Kysely<Database>, userId: number) {
  return profilesWithBalances(db).where('u.id', '=', userId).executeTakeFirst();
}
