import type { DataOf, twoFactorStatus } from '@casino/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/env';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/request-context';
import { recordAudit } from '../../partners/audit';
import { codeLockSeconds, recordSignedInCodeFailure } from './challenges';
import { acceptCode, activatePendingKey, newPendingKey, removeKey, twoFactorRequired } from './keys';
import { recoveryCodesLeft, replaceRecoveryCodes } from './recovery-codes';
import { activationRefusal, codeRefusal, committed, lockedOut, refuse, type Step } from './refusals';
import { TOTP_ISSUER } from './second-step';
import { base32Encode, otpauthUrl } from './totp';

/*
 * A signed-in partner's own two-factor: see it, set it up, turn it off (unless its level requires
 * it), new recovery codes. Every change needs a current code and goes into the audit trail.
 */

type Status = DataOf<typeof twoFactorStatus>;
type Staff = Pick<AuthUser, 'userId' | 'username' | 'level'>;

export async function twoFactorStatusOf(db: Db, user: Staff, config: Pick<Config, 'staffTwoFactor'>): Promise<Status> {
  const key = await db.selectFrom('two_factor').select('enabled_at').where('user_id', '=', user.userId).executeTakeFirst();
  return {
    enabled: key !== undefined,
    required: twoFactorRequired(user.level, config),
    enabled_at: key ? key.enabled_at.toISOString() : null,
    recovery_codes_left: key ? await recoveryCodesLeft(db, user.userId) : 0,
  };
}

export async function setUpTwoFactor(db: Db, user: Staff) {
  return committed(
    db.transaction().execute(async (trx): Promise<Step<{ secret: string; otpauth_url: string }>> => {
      const enabled = await trx.selectFrom('two_factor').select('user_id').where('user_id', '=', user.userId).executeTakeFirst();
      if (enabled) return refuse(new AppError(409, 'CONFLICT', 'two_factor.already_enabled'));
      const secret = await newPendingKey(trx, user.userId);
      return { ok: true, value: { secret: base32Encode(secret), otpauth_url: otpauthUrl(TOTP_ISSUER, user.username, secret) } };
    }),
  );
}

export async function enableTwoFactor(db: Db, user: Staff, code: string, ip: string): Promise<string[]> {
  return committed(
    db.transaction().execute(async (trx): Promise<Step<string[]>> => {
      const wait = await codeLockSeconds(trx, user.userId);
      if (wait > 0) return refuse(lockedOut(wait));
      const outcome = await activatePendingKey(trx, user.userId, code);
      if (outcome !== 'ok') {
        if (outcome === 'wrong' || outcome === 'used') await recordSignedInCodeFailure(trx, user.userId);
        return refuse(activationRefusal(outcome));
      }
      await recordAudit(trx, { actorId: user.userId, actorIp: ip, action: 'two_factor.enable', targetId: user.userId, before: { enabled: false }, after: { enabled: true } });
      return { ok: true, value: await replaceRecoveryCodes(trx, user.userId) };
    }),
  );
}

/** Runs `change` once a current code of the account is taken; a wrong one counts against it. */
async function withCurrentCode<T>(db: Db, user: Staff, code: string, change: (trx: Kysely<Database>) => Promise<Step<T>>): Promise<T> {
  return committed(
    db.transaction().execute(async (trx): Promise<Step<T>> => {
      const enabled = await trx.selectFrom('two_factor').select('user_id').where('user_id', '=', user.userId).executeTakeFirst();
      if (!enabled) return refuse(new AppError(409, 'CONFLICT', 'two_factor.not_enabled'));
      const wait = await codeLockSeconds(trx, user.userId);
      if (wait > 0) return refuse(lockedOut(wait));
      const outcome = await acceptCode(trx, user.userId, code);
      if (outcome !== 'ok') {
        await recordSignedInCodeFailure(trx, user.userId);
        return refuse(codeRefusal(outcome));
      }
      return change(trx);
    }),
  );
}

export async function disableTwoFactor(db: Db, user: Staff, code: string, ip: string, config: Pick<Config, 'staffTwoFactor'>): Promise<Status> {
  if (twoFactorRequired(user.level, config)) throw new AppError(409, 'CONFLICT', 'two_factor.required');
  await withCurrentCode(db, user, code, async (trx) => {
    await removeKey(trx, user.userId);
    await recordAudit(trx, { actorId: user.userId, actorIp: ip, action: 'two_factor.disable', targetId: user.userId, before: { enabled: true }, after: { enabled: false } });
    return { ok: true, value: null };
  });
  return twoFactorStatusOf(db, user, config);
}

export async function renewRecoveryCodes(db: Db, user: Staff, code: string, ip: string): Promise<string[]> {
  return withCurrentCode(db, user, code, async (trx) => {
    await recordAudit(trx, { actorId: user.userId, actorIp: ip, action: 'two_factor.recovery_codes', targetId: user.userId, before: {}, after: {} });
    return { ok: true, value: await replaceRecoveryCodes(trx, user.userId) };
  });
}
