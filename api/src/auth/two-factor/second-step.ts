import type { Db } from '../../db/pool';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../../partners/audit';
import { openSession, type LoginOptions, type SessionClient, type SignedInResult } from '../login-service';
import { codeLockSeconds, recordCodeFailure, spendChallenge, takeChallenge, type Challenge } from './challenges';
import { acceptCode, activatePendingKey, newPendingKey } from './keys';
import { activationRefusal, challengeInvalid, codeRefusal, committed, lockedOut, refuse, type Step } from './refusals';
import { replaceRecoveryCodes, spendRecoveryCode } from './recovery-codes';
import { base32Encode, otpauthUrl } from './totp';

export const TOTP_ISSUER = 'Casino';

async function userOf(trx: Parameters<typeof openSession>[0], challenge: Challenge) {
  return trx.selectFrom('users').selectAll().where('id', '=', challenge.userId).where('state', '=', 'normal').executeTakeFirst();
}

/**
 * The second step of a sign-in: a code of the app (taken once) or an unused recovery code (spent).
 * A wrong one counts against the challenge and the account; the challenge is spent on success.
 */
export async function verifySecondStep(
  db: Db,
  input: { challenge: string; code?: string; recovery_code?: string },
  client: SessionClient,
  options: Pick<LoginOptions, 'sessionTtlHours'>,
): Promise<SignedInResult> {
  if ((input.code === undefined) === (input.recovery_code === undefined)) throw new AppError(400, 'VALIDATION', 'two_factor.code_or_recovery');
  return committed(
    db.transaction().execute(async (trx): Promise<Step<SignedInResult>> => {
      const challenge = await takeChallenge(trx, input.challenge, 'verify');
      const user = challenge && (await userOf(trx, challenge));
      if (!challenge || !user) return refuse(challengeInvalid());
      const wait = await codeLockSeconds(trx, user.id);
      if (wait > 0) return refuse(lockedOut(wait));

      const outcome = input.code !== undefined ? await acceptCode(trx, user.id, input.code) : (await spendRecoveryCode(trx, user.id, input.recovery_code!)) ? 'ok' : 'wrong';
      if (outcome !== 'ok') {
        await recordCodeFailure(trx, user.id, challenge.id);
        return refuse(codeRefusal(outcome));
      }
      if (input.recovery_code !== undefined) {
        await recordAudit(trx, { actorId: user.id, actorIp: client.ip, action: 'two_factor.recovery_used', targetId: user.id, before: {}, after: {} });
      }
      await spendChallenge(trx, challenge.id);
      return { ok: true, value: await openSession(trx, user, client, options) };
    }),
  );
}

/** A new key for a master enrolling during its sign-in. */
export async function startEnrolment(db: Db, token: string) {
  return committed(
    db.transaction().execute(async (trx): Promise<Step<{ secret: string; otpauth_url: string }>> => {
      const challenge = await takeChallenge(trx, token, 'enrol');
      const user = challenge && (await userOf(trx, challenge));
      if (!challenge || !user) return refuse(challengeInvalid());
      const secret = await newPendingKey(trx, user.id);
      return { ok: true, value: { secret: base32Encode(secret), otpauth_url: otpauthUrl(TOTP_ISSUER, user.username, secret) } };
    }),
  );
}

/** Confirms the enrolling master's key, turns two-factor on, and completes the sign-in. */
export async function finishEnrolment(
  db: Db,
  input: { challenge: string; code: string },
  client: SessionClient,
  options: Pick<LoginOptions, 'sessionTtlHours'>,
): Promise<SignedInResult & { recoveryCodes: string[] }> {
  return committed(
    db.transaction().execute(async (trx): Promise<Step<SignedInResult & { recoveryCodes: string[] }>> => {
      const challenge = await takeChallenge(trx, input.challenge, 'enrol');
      const user = challenge && (await userOf(trx, challenge));
      if (!challenge || !user) return refuse(challengeInvalid());
      const wait = await codeLockSeconds(trx, user.id);
      if (wait > 0) return refuse(lockedOut(wait));

      const outcome = await activatePendingKey(trx, user.id, input.code);
      if (outcome !== 'ok') {
        if (outcome === 'wrong' || outcome === 'used') await recordCodeFailure(trx, user.id, challenge.id);
        return refuse(activationRefusal(outcome));
      }
      const recoveryCodes = await replaceRecoveryCodes(trx, user.id);
      await recordAudit(trx, { actorId: user.id, actorIp: client.ip, action: 'two_factor.enable', targetId: user.id, before: { enabled: false }, after: { enabled: true } });
      await spendChallenge(trx, challenge.id);
      return { ok: true, value: { ...(await openSession(trx, user, client, options)), recoveryCodes } };
    }),
  );
}
