import type { BodyOf, register as registerEndpoint } from '@casino/contract';
import type { Db } from '../db/pool';
import { hashPassword } from '../auth/passwords';
import { AppError } from '../http/app-error';
import { detailsOnABreak } from '../protection/exclusions';
import { openLedgerAccounts } from '../wallet/accounts';
import { findActivePartnerByReferral, findUserByUsername } from './queries';

type RegisterInput = BodyOf<typeof registerEndpoint>;

const UNIQUE_VIOLATION = '23505';

const usernameTaken = () => new AppError(409, 'USERNAME_TAKEN', 'register.username_taken');

/**
 * Signs up a member under the partner owning the referral code, with its ledger accounts at zero.
 * Every check runs before anything is written; the writes are one transaction.
 */
export async function registerMember(db: Db, input: RegisterInput): Promise<{ username: string; userId: number }> {
  if (input.password !== input.password_confirm) throw new AppError(400, 'VALIDATION', 'register.passwords_mismatch');
  if (input.withdraw_password !== input.withdraw_password_confirm) throw new AppError(400, 'VALIDATION', 'register.withdraw_passwords_mismatch');
  const partner = await findActivePartnerByReferral(db, input.referral_code);
  if (!partner) throw new AppError(400, 'INVALID_REFERRAL', 'register.invalid_referral');
  if (await findUserByUsername(db, input.username)) throw usernameTaken();
  // Said alike for the phone and the account, and without whose: whoever typed them learns no more.
  if (await detailsOnABreak(db, input.phone, input.account_number)) throw new AppError(403, 'ACCOUNT_EXCLUDED', 'register.details_on_a_break');

  // Hashed outside the transaction: ~40 ms of CPU should not hold a connection in a transaction.
  const [passwordHash, withdrawHash] = await Promise.all([hashPassword(input.password), hashPassword(input.withdraw_password)]);
  try {
    const userId = await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          username: input.username,
          nickname: input.nickname,
          role: 'member',
          level: 'member',
          parent_id: partner.id,
          phone: input.phone,
          bank_name: input.bank_name.trim(),
          account_number: input.account_number,
          password_hash: passwordHash,
          withdraw_password_hash: withdrawHash,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await openLedgerAccounts(trx, user.id, 'member');
      return user.id;
    });
    return { username: input.username, userId };
  } catch (err) {
    // Two sign-ups racing for one ID: the unique index decides, the loser gets the same answer.
    if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw usernameTaken();
    throw err;
  }
}
