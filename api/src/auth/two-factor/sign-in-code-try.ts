import type { Kysely } from 'kysely';
import type { AppError } from '../../http/app-error';
import type { Database, User } from '../../db/schema';
import { findBlock, lockTriesFrom, lockTriesOf, recordAttempt, standingOf, type LoginLimits } from '../login-attempts';
import { blockedError, type SessionClient } from '../login-service';
import { countChallengeFailure, strangerCodeWait } from './challenges';
import { heldForStrangers } from './refusals';

/** One code given at a sign-in's second step: whether it may be checked, and its record. */
export interface SignInCodeTry {
  /** Why it is not checked, or null. */
  refusal: AppError | null;
  /** A wrong code: a failed try of the ID from this client, and one of the challenge's five. */
  failed(): Promise<void>;
  /** The right code: the sign-in is complete (its success resets this client's counts). */
  succeeded(): Promise<void>;
  /** A code sent from an address the account's allow-list does not cover (the password came from one it did): a refused sign-in. */
  addressRefused(): Promise<void>;
}

/**
 * A code is held by the same rules as a password (login-attempts.ts), by where it comes from: the
 * owner's trusted browser is held only by its own failures, an address by the ID's failures from
 * it (5) and its own across IDs (20), and clients the ID does not know by the ID's slow-down. So
 * someone with the password, however many addresses it uses, never shuts the owner's browsers and
 * networks out (issue 26: ten wrong codes from one address locked the account everywhere).
 * Strangers' app codes are also held after `STRANGER_CODE_FAILURES` wrong codes a day: six digits
 * must not be walked from many addresses. A recovery code (about 50 bits) is not held by that, so
 * the owner on a new phone somewhere new still gets in.
 *
 * Runs under the ID's lock (then the address's), held to the end of the transaction, like the
 * password's step, so codes racing on any number of API processes are counted one by one.
 */
export async function beginSignInCodeTry(
  trx: Kysely<Database>,
  user: User,
  challengeId: number,
  client: SessionClient,
  limits: LoginLimits,
  proof: 'app' | 'recovery',
): Promise<SignInCodeTry> {
  const usernameKey = user.username.toLowerCase();
  await lockTriesOf(trx, usernameKey);
  const standing = await standingOf(trx, user.id, client, limits);
  if (!standing.trustedDevice) await lockTriesFrom(trx, client.ip);

  const block = await findBlock(trx, usernameKey, client.ip, standing, limits);
  const strangersWait = block || standing.trustedDevice || standing.knownNetwork || proof === 'recovery' ? 0 : await strangerCodeWait(trx, user.id);

  return {
    refusal: block ? blockedError(block) : strangersWait > 0 ? heldForStrangers(strangersWait) : null,
    async failed() {
      await countChallengeFailure(trx, challengeId);
      await recordAttempt(trx, usernameKey, client.ip, standing.trustedDeviceId, 'bad_credentials');
    },
    async succeeded() {
      await recordAttempt(trx, usernameKey, client.ip, standing.deviceId, 'success');
    },
    async addressRefused() {
      await recordAttempt(trx, usernameKey, client.ip, standing.trustedDeviceId, 'address_refused');
    },
  };
}
