import type { Kysely } from 'kysely';
import type { Config } from '../../config/env';
import type { Database, Level } from '../../db/schema';
import { checkCode, newSecret } from './totp';

export type CodeOutcome = 'ok' | 'wrong' | 'used';

/** Whether an account of this level must sign in with two-factor. */
export function twoFactorRequired(level: Level, config: Pick<Config, 'staffTwoFactor'>): boolean {
  return level === 'master' && config.staffTwoFactor === 'required';
}

export async function hasTwoFactor(db: Kysely<Database>, userId: number): Promise<boolean> {
  return (await db.selectFrom('two_factor').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

/**
 * Checks a code against the account's active key and, when it is taken, records its step, under
 * the key's row lock: two requests with one code cannot both pass, whichever process each reaches.
 */
export async function acceptCode(trx: Kysely<Database>, userId: number, code: string, now = Date.now()): Promise<CodeOutcome> {
  const key = await trx.selectFrom('two_factor').select(['secret', 'last_step']).where('user_id', '=', userId).forUpdate().executeTakeFirst();
  if (!key) return 'wrong';
  const check = checkCode(key.secret, code, now, key.last_step);
  if (!check.ok) return check.reason;
  await trx.updateTable('two_factor').set({ last_step: check.step }).where('user_id', '=', userId).execute();
  return 'ok';
}

/** A new key shown for enrolment; it replaces one shown before and is inactive until confirmed. */
export async function newPendingKey(trx: Kysely<Database>, userId: number): Promise<Buffer> {
  const secret = newSecret();
  await trx
    .insertInto('two_factor_pending')
    .values({ user_id: userId, secret })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret, created_at: new Date() }))
    .execute();
  return secret;
}

export type Activation = CodeOutcome | 'no_pending' | 'already_enabled';

/** Confirms the pending key with a code made from it and makes it the account's key. */
export async function activatePendingKey(trx: Kysely<Database>, userId: number, code: string, now = Date.now()): Promise<Activation> {
  const pending = await trx.selectFrom('two_factor_pending').select('secret').where('user_id', '=', userId).forUpdate().executeTakeFirst();
  if (!pending) return 'no_pending';
  const check = checkCode(pending.secret, code, now, 0);
  if (!check.ok) return check.reason;
  const inserted = await trx
    .insertInto('two_factor')
    .values({ user_id: userId, secret: pending.secret, last_step: check.step })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!inserted) return 'already_enabled';
  await trx.deleteFrom('two_factor_pending').where('user_id', '=', userId).execute();
  return 'ok';
}

export async function removeKey(trx: Kysely<Database>, userId: number): Promise<void> {
  await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await trx.deleteFrom('two_factor_pending').where('user_id', '=', userId).execute();
  await trx.deleteFrom('two_factor').where('user_id', '=', userId).execute();
}
