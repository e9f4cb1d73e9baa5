import type { BodyOf, userCreateChild } from '@casino/contract';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import { detailsOnABreak } from '../protection/exclusions';
import { downlineOf } from '../users/downline';
import { findUserByUsername } from '../users/queries';
import { openLedgerAccounts } from '../wallet/accounts';
import { recordAudit } from './audit';
import { notInLine } from './scope';

type CreateChildInput = BodyOf<typeof userCreateChild>;

const UNIQUE_VIOLATION = '23505';
const usernameTaken = () => new AppError(409, 'USERNAME_TAKEN', 'register.username_taken');

/** The named partner, if it is the caller or a partner of the caller's downline. */
async function parentInLine(db: Kysely<Database>, callerId: number, username: string) {
  const parent = await db
    .selectFrom('users')
    .select(['id', 'level', 'role'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .where('role', '=', 'partner')
    .where((eb) => eb.or([eb('id', '=', callerId), eb('id', 'in', downlineOf(callerId))]))
    .executeTakeFirst();
  if (!parent) throw notInLine();
  return parent;
}

/**
 * A partner adds a member below itself or a partner of its line, or an agency below a master
 * (master > agency > member). An agency's referral code is its ID in capitals, as the demo
 * world's are. Every check runs before anything is written; the writes are one transaction.
 */
export async function createChild(db: Kysely<Database>, callerId: number, ip: string, input: CreateChildInput) {
  const level = input.level ?? 'member';
  const parent = await parentInLine(db, callerId, input.partner_username);
  if (level === 'agency' && parent.level !== 'master') throw new AppError(409, 'CONFLICT', 'partner.agency_under_master_only');
  if (await findUserByUsername(db, input.username)) throw usernameTaken();
  if (level === 'member' && (await detailsOnABreak(db, input.phone, input.account_number))) throw new AppError(403, 'ACCOUNT_EXCLUDED', 'register.details_on_a_break');
  const [passwordHash, withdrawHash] = await Promise.all([hashPassword(input.password), hashPassword(input.withdraw_password)]);
  const role = level === 'member' ? 'member' : 'partner';
  const referralCode = role === 'partner' ? input.username.toUpperCase() : null;
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          username: input.username,
          nickname: input.nickname,
          role,
          level,
          parent_id: parent.id,
          referral_code: referralCode,
          phone: input.phone,
          bank_name: input.bank_name.trim(),
          account_number: input.account_number,
          account_holder: input.account_holder.trim(),
          password_hash: passwordHash,
          withdraw_password_hash: withdrawHash,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await openLedgerAccounts(trx, user.id, role);
      await recordAudit(trx, { actorId: callerId, actorIp: ip, action: 'account.create', targetId: user.id, before: {}, after: { username: input.username, level, parent_id: parent.id } });
      return { id: user.id, username: input.username, level, referral_code: referralCode };
    });
  } catch (err) {
    // Two adds racing for one ID (or a referral code already in use): the unique index decides.
    if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw usernameTaken();
    throw err;
  }
}
