import type { Db } from '../../db/pool';
import { addressRefused, signInAllowed } from '../allow-list';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../../partners/audit';
import { openSession, type LoginOptions, type SessionClient, type SignedInResult } from '../login-service';
import { spendChallenge, takeChallenge, type Challenge } from './challenges';
import { acceptCode, activatePendingKey, newPendingKey } from './keys';
import { activationRefusal, challengeInvalid, codeRefusal, committed, refuse, type Step } from './refusals';
import { replaceRecoveryCodes, spendRecoveryCode } from './recovery-codes';
import { beginSignInCodeTry } from './sign-in-code-try';
import { base32Encode, otpauthUrl } from './totp';

export const TOTP_ISSUER = 'Casino';

async function userOf(trx: Parameters<typeof openSession>[0], challenge: Challenge) {
  return trx.selectFrom('users').selectAll().where('id', '=', challenge.userId).where('state', '=', 'normal').executeTakeFirst();
}

type SignInOptions = Pick<LoginOptions, 'sessionTtlHours' | 'limits'>;

/**
 * The second step of a sign-in: a code of the app (taken once) or an unused recovery code (spent).
 * A wrong one counts against the challenge and, as a failed sign-in, against the client that gave
 * it (sign-in-code-try.ts); the challenge is spent on success.
 */
export async function verifySecondStep(
  db: Db,
  input: { challenge: string; code?: string; recovery_code?: string },
  client: SessionClient,
  options: SignInOptions,
): Promise<SignedInResult> {
  if ((input.code === undefined) === (input.recovery_code === undefined)) throw new AppError(400, 'VALIDATION', 'two_factor.code_or_recovery');
  return committed(
    db.transaction().execute(async (trx): Promise<Step<SignedInResult>> => {
      const challenge = await takeChallenge(trx, input.challenge, 'verify');
      const user = challenge && (await userOf(trx, challenge));
      if (!challenge || !user) return refuse(challengeInvalid());
      const codeTry = await beginSignInCodeTry(trx, user, challenge.id, client, options.limits, input.code !== undefined ? 'app' : 'recovery');
      if (codeTry.refusal) return refuse(codeTry.refusal);
      // The session opens where the code comes from, so that address must be on the list too;
      // judged before the code, so no code (a recovery code above all) is spent on a refusal.
      if (!(await signInAllowed(trx, user.id, client.ip))) {
        await codeTry.addressRefused();
        return refuse(addressRefused());
      }

      const outcome = input.code !== undefined ? await acceptCode(trx, user.id, input.code) : (await spendRecoveryCode(trx, user.id, input.recovery_code!)) ? 'ok' : 'wrong';
      if (outcome !== 'ok') {
        await codeTry.failed();
        return refuse(codeRefusal(outcome));
      }
      if (input.recovery_code !== undefined) {
        await recordAudit(trx, { actorId: user.id, actorIp: client.ip, action: 'two_factor.recovery_used', targetId: user.id, before: {}, after: {} });
      }
      await codeTry.succeeded();
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
  options: SignInOptions,
): Promise<SignedInResult & { recoveryCodes: string[] }> {
  return committed(
    db.transaction().execute(async (trx): Promise<Step<SignedInResult & { recoveryCodes: string[] }>> => {
      const challenge = await takeChallenge(trx, input.challenge, 'enrol');
      const user = challenge && (await userOf(trx, challenge));
      if (!challenge || !user) return refuse(challengeInvalid());
      const codeTry = await beginSignInCodeTry(trx, user, challenge.id, client, options.limits, 'app');
      if (codeTry.refusal) return refuse(codeTry.refusal);

      // As at the code's step, and before the key is turned on (a refusal commits).
      if (!(await signInAllowed(trx, user.id, client.ip))) {
        await codeTry.addressRefused();
        return refuse(addressRefused());
      }
      const outcome = await activatePendingKey(trx, user.id, input.code);
      if (outcome !== 'ok') {
        if (outcome === 'wrong' || outcome === 'used') await codeTry.failed();
        return refuse(activationRefusal(outcome));
      }
      const recoveryCodes = await replaceRecoveryCodes(trx, user.id);
      await recordAudit(trx, { actorId: user.id, actorIp: client.ip, action: 'two_factor.enable', targetId: user.id, before: { enabled: false }, after: { enabled: true } });
      await codeTry.succeeded();
      await spendChallenge(trx, challenge.id);
      return { ok: true, value: { ...(await openSession(trx, user, client, options)), recoveryCodes } };
    }),
  );
}
