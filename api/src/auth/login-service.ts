import { formatSeoulDateTime, type Account } from '@casino/contract';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config/env';
import type { Db } from '../db/pool';
import type { Database, User } from '../db/schema';
import type { ChallengePurpose } from '../db/schema-staff';
import { AppError } from '../http/app-error';
import { toAccount } from '../users/account-view';
import { exclusionInForce } from '../protection/exclusions';
import { sessionLimitMinutes } from '../protection/session-limit';
import { findUserByUsername } from '../users/queries';
import { addressRefused, signInAllowed } from './allow-list';
import { findBlock, findIpBlock, lockTriesFrom, lockTriesOf, recordAttempt, standingOf, type Block, type BlockScope, type LoginLimits } from './login-attempts';
import { verifyDummy, verifyPassword } from './passwords';
import { createSession } from './sessions';
import { hashToken } from './tokens';
import { findTrustedDevice, trustDevice } from './trusted-devices';
import { createChallenge } from './two-factor/challenges';
import { hasTwoFactor, twoFactorRequired } from './two-factor/keys';

export interface LoginInput {
  username: string;
  password: string;
  ip: string;
  userAgent: string;
  /** The browser's `device` cookie, when it has one. */
  deviceToken?: string;
  /** A browser (it sends Fetch Metadata): only browsers become trusted devices. */
  browser: boolean;
  /** A browser's id across accounts (its `browser` cookie, or a new one), kept with the sign-in for the risk page. */
  browserId?: string;
}

/** Where a session is opened from: the request that completes the sign-in. */
export type SessionClient = Pick<LoginInput, 'ip' | 'userAgent' | 'deviceToken' | 'browser' | 'browserId'>;

export interface LoginOptions {
  sessionTtlHours: number;
  limits: LoginLimits;
  staffTwoFactor: Config['staffTwoFactor'];
}

export interface SignedInResult {
  kind: 'signed_in';
  token: string;
  expiresAt: Date;
  account: Account;
  /** The browser's id to keep in its `device` cookie: it is trusted by this ID from now on (null: not a browser). */
  deviceToken: string | null;
  /** The browser's id across accounts, to keep in its `browser` cookie (null: not a browser). */
  browserId: string | null;
}

/** The password was right; the account's second factor (or its enrolment) comes next. */
export interface SecondStepResult {
  kind: 'second_step';
  purpose: ChallengePurpose;
  challenge: string;
  expiresAt: Date;
}

export type LoginResult = SignedInResult | SecondStepResult;

type Outcome =
  | { kind: 'ok'; result: LoginResult }
  | { kind: 'blocked'; scope: BlockScope; retryAfterSeconds: number }
  | { kind: 'bad_credentials' }
  | { kind: 'stopped' }
  | { kind: 'excluded'; until: Date | null }
  | { kind: 'address_refused' };

const BLOCK_MESSAGES = { account_ip: 'auth.rate_limited_account', ip: 'auth.rate_limited_ip', account: 'auth.throttled_account' } as const;

/** The answer to a try the limits hold back (a password, or a code at the second step). */
export function blockedError({ scope, retryAfterSeconds: seconds }: Block): AppError {
  return new AppError(429, 'RATE_LIMITED', BLOCK_MESSAGES[scope], { minutes: Math.ceil(seconds / 60), seconds }, { 'retry-after': String(seconds) });
}

/**
 * Checks the limits, the password and the account state, and records the try, in one transaction
 * holding a per-ID lock, then a per-IP one, so concurrent guesses at one ID, or from one address
 * at many IDs, cannot slip past the limits whichever API process each reaches.
 * Failures are committed (they feed the limit) and only then turned into errors.
 */
export async function login(db: Db, input: LoginInput, options: LoginOptions): Promise<LoginResult> {
  const usernameKey = input.username.trim().toLowerCase();
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
    await lockTriesOf(trx, usernameKey);
    const user = await findUserByUsername(trx, usernameKey);
    const standing = await standingOf(trx, user?.id ?? null, input, options.limits);
    const block = await findBlock(trx, usernameKey, input.ip, standing, options.limits);
    if (block) return { kind: 'blocked', ...block };

    const passwordOk = user ? await verifyPassword(user.password_hash, input.password) : await verifyDummy(input.password);
    // The IP's count again, now under the IP's lock held to COMMIT (after the slow hash, so one
    // address's sign-ins queue only for the writes): tries at other IDs may have failed meanwhile.
    if (!standing.trustedDevice) {
      await lockTriesFrom(trx, input.ip);
      const ipBlock = await findIpBlock(trx, input.ip, options.limits);
      if (ipBlock) return { kind: 'blocked', ...ipBlock };
    }
    // A stopped account is answered alike whatever the password (issue 26): the same check of
    // its hash above, the same record, the same refusal, so neither the answer, its time nor the
    // lock-out it counts toward tells whether a guessed password was right. Its member is told
    // the account is stopped; the ID's state is all anyone else learns, and it opens nothing.
    if (user?.state === 'stop') {
      await recordAttempt(trx, usernameKey, input.ip, standing.trustedDeviceId, 'stopped');
      return { kind: 'stopped' };
    }
    if (!user || !passwordOk) {
      await recordAttempt(trx, usernameKey, input.ip, standing.trustedDeviceId, 'bad_credentials');
      return { kind: 'bad_credentials' };
    }
    // Only the right password learns of a break (it is the member's own business), and the
    // refusal counts toward the lock-outs like any other.
    const exclusion = user.role === 'member' ? await exclusionInForce(trx, user.id) : undefined;
    if (exclusion) {
      await recordAttempt(trx, usernameKey, input.ip, standing.trustedDeviceId, 'excluded');
      return { kind: 'excluded', until: exclusion.until };
    }
    // A partner's allow-list is judged only after the right password, so guessing learns nothing
    // of it; the refusal is recorded (the login history shows it) and counts like any other.
    if (user.role === 'partner' && !(await signInAllowed(trx, user.id, input.ip))) {
      await recordAttempt(trx, usernameKey, input.ip, standing.trustedDeviceId, 'address_refused');
      return { kind: 'address_refused' };
    }
    const purpose = await secondStepOf(trx, user, options);
    // A right password with a second step to come is no sign-in yet: nothing is recorded, so it
    // resets no count of failures (the code's step records the success, or a wrong code).
    if (purpose) return { kind: 'ok', result: { kind: 'second_step', purpose, ...(await createChallenge(trx, user.id, purpose)) } };
    await recordAttempt(trx, usernameKey, input.ip, standing.deviceId, 'success');
    return { kind: 'ok', result: await openSession(trx, user, input, options) };
  });

  switch (outcome.kind) {
    case 'ok':
      return outcome.result;
    case 'blocked':
      throw blockedError(outcome);
    case 'stopped':
      throw new AppError(403, 'ACCOUNT_STOPPED', 'auth.account_stopped');
    case 'excluded':
      throw outcome.until === null
        ? new AppError(403, 'ACCOUNT_EXCLUDED', 'protection.excluded_permanently')
        : new AppError(403, 'ACCOUNT_EXCLUDED', 'protection.excluded_until', { until: formatSeoulDateTime(outcome.until) });
    case 'address_refused':
      throw addressRefused();
    case 'bad_credentials':
      throw new AppError(401, 'INVALID_CREDENTIALS', 'auth.invalid_credentials');
  }
}

/** A partner with two-factor proves it next; a master that must have it and has not enrols first. */
async function secondStepOf(trx: Kysely<Database>, user: User, options: LoginOptions): Promise<ChallengePurpose | null> {
  if (user.role !== 'partner') return null;
  if (await hasTwoFactor(trx, user.id)) return 'verify';
  return twoFactorRequired(user.level, options) ? 'enrol' : null;
}

/** The end of every sign-in: the session, the trusted browser, the login time and history. */
export async function openSession(trx: Kysely<Database>, user: User, client: SessionClient, options: Pick<LoginOptions, 'sessionTtlHours'>): Promise<SignedInResult> {
  const limitMinutes = user.role === 'member' ? await sessionLimitMinutes(trx, user.id) : null;
  const session = await createSession(trx, { userId: user.id, ip: client.ip, userAgent: client.userAgent, ttlHours: options.sessionTtlHours, limitMinutes });
  // A device id is kept only when it is this ID's already: a cookie planted in the browser
  // (another ID's, or made up) is never adopted. Clients that are not browsers get none.
  const knownDevice = await findTrustedDevice(trx, user.id, client.deviceToken);
  const deviceToken = client.browser ? await trustDevice(trx, user.id, knownDevice !== null ? client.deviceToken : undefined) : null;
  await trx.updateTable('users').set({ last_login_at: sql<Date>`now()` }).where('id', '=', user.id).execute();
  await trx
    .insertInto('login_history')
    .values({ user_id: user.id, ip: client.ip, user_agent: client.userAgent.slice(0, 500), browser_hash: client.browserId ? hashToken(client.browserId).toString('hex') : null })
    .execute();
  return { kind: 'signed_in', token: session.token, expiresAt: session.expiresAt, account: toAccount(user), deviceToken, browserId: client.browserId ?? null };
}
