import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const RECOVERY_CODE_COUNT = 10;
// Lower-case letters and digits without 0/o, 1/l/i: read off paper without doubt. 31 symbols, 10 of them: 49 bits.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** The form codes are stored and compared in: lower case, no dash. */
function normalize(code: string): string {
  return code.replace(/-/g, '').toLowerCase();
}

export function hashRecoveryCode(code: string): Buffer {
  return createHash('sha256').update(normalize(code), 'utf8').digest();
}

function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Replaces the account's recovery codes with new ones and answers them: the only time they exist in clear. */
export async function replaceRecoveryCodes(trx: Kysely<Database>, userId: number): Promise<string[]> {
  await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await trx
    .insertInto('two_factor_recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code) })))
    .execute();
  return codes;
}

/** Spends one unused code of the account; false when it is not one (or was used). */
export async function spendRecoveryCode(trx: Kysely<Database>, userId: number, code: string): Promise<boolean> {
  const spent = await trx
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return spent !== undefined;
}

export async function recoveryCodesLeft(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}
