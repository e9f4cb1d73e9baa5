import type { Account } from '@casino/contract';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config/env';
import type { Db } from '../db/pool';
import type { Database, User } from '../db/schema';
import type { ChallengePurpose } from '../db/schema-staff';
import { AppError } from '../http/app-error';
import { toAccount } from '../users/account-view';
import { findUserByUsername } from '../users/queries';
import { findBlock, findIpBlock, isDeviceTrusted, isKnownNetwork, recordAttempt, type BlockScope, type LoginLimits } from './login-attempts';
import { verifyDummy, verifyPassword } from './passwords';
import { createSession } from './sessions';
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
}

/** Where a session is opened from: the request that completes the sign-in. */
export type SessionClient = Pick<LoginInput, 'ip' | 'userAgent' | 'deviceToken' | 'browser'>;

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
  | { kind: 'stopped' };

const BLOCK_MESSAGES = { account_ip: 'auth.rate_limited_account', ip: 'auth.rate_limited_ip', account: 'auth.throttled_account' } as const;

// Namespaces for the two-key advisory locks, apart from other locks of this app (sign-up uses 2).
const LOGIN_LOCK = 1;
const LOGIN_IP_LOCK = 3;

/**
 * Checks the limits, the password and the account state, and records the try, in one transaction
 * holding a per-ID lock, then a per-IP one, so concurrent guesses at one ID, or from one address
 * at many IDs, cannot slip past the limits whichever API process each reaches.
 * Failures are committed (they feed the limit) and only then turned into errors.
 */
export async function login(db: Db, input: LoginInput, options: LoginOptions): Promise<LoginResult> {
  const usernameKey = input.username.trim().toLowerCase();
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
    await sql`SELECT pg_advisory_xact_lock(${LOGIN_LOCK}::int, hashtext(${usernameKey}))`.execute(trx);
    const user = await findUserByUsername(trx, usernameKey);
    const deviceId = user ? await findTrustedDevice(trx, user.id, input.deviceToken) : null;
    // A known browser guessing is a stranger until its failures leave the window or it signs in.
    const trustedId = deviceId !== null && (await isDeviceTrusted(trx, deviceId, options.limits)) ? deviceId : null;
    const knownNetwork = user ? await isKnownNetwork(trx, user.id, input.ip) : false;
    const block = await findBlock(trx, usernameKey, input.ip, { trustedDevice: trustedId !== null, knownNetwork }, options.limits);
    if (block) return { kind: 'blocked', ...block };

    const passwordOk = user ? await verifyPassword(user.password_hash, input.password) : await verifyDummy(input.password);
    // The IP's count again, now under the IP's lock held to COMMIT (after the slow hash, so one
    // address's sign-ins queue only for the writes): tries at other IDs may have failed meanwhile.
    if (trustedId === null) {
      await sql`SELECT pg_advisory_xact_lock(${LOGIN_IP_LOCK}::int, hashtext(${input.ip}))`.execute(trx);
      const ipBlock = await findIpBlock(trx, input.ip, options.limits);
      if (ipBlock) return { kind: 'blocked', ...ipBlock };
    }
    if (!user || !passwordOk) {
      await recordAttempt(trx, usernameKey, input.ip, trustedId, 'bad_credentials');
      return { kind: 'bad_credentials' };
    }
    // Told only after a correct password, so the state of an account is not an oracle.
    if (user.state === 'stop') {
      await recordAttempt(trx, usernameKey, input.ip, trustedId, 'stopped');
      return { kind: 'stopped' };
    }
    await recordAttempt(trx, usernameKey, input.ip, deviceId, 'success');
    const purpose = await secondStepOf(trx, user, options);
    if (purpose) return { kind: 'ok', result: { kind: 'second_step', purpose, ...(await createChallenge(trx, user.id, purpose)) } };
    return { kind: 'ok', result: await openSession(trx, user, input, options) };
  });

  switch (outcome.kind) {
    case 'ok':
      return outcome.result;
    case 'blocked': {
      const seconds = outcome.retryAfterSeconds;
      throw new AppError(429, 'RATE_LIMITED', BLOCK_MESSAGES[outcome.scope], { minutes: Math.ceil(seconds / 60), seconds }, { 'retry-after': String(seconds) });
    }
    case 'stopped':
      throw new AppError(403, 'ACCOUNT_STOPPED', 'auth.account_stopped');
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
  const session = await createSession(trx, { userId: user.id, ip: client.ip, userAgent: client.userAgent, ttlHours: options.sessionTtlHours });
  // A device id is kept only when it is this ID's already: a cookie planted in the browser
  // (another ID's, or made up) is never adopted. Clients that are not browsers get none.
  const knownDevice = await findTrustedDevice(trx, user.id, client.deviceToken);
  const deviceToken = client.browser ? await trustDevice(trx, user.id, knownDevice !== null ? client.deviceToken : undefined) : null;
  await trx.updateTable('users').set({ last_login_at: sql<Date>`now()` }).where('id', '=', user.id).execute();
  await trx.insertInto('login_history').values({ user_id: user.id, ip: client.ip, user_agent: client.userAgent.slice(0, 500) }).execute();
  return { kind: 'signed_in', token: session.token, expiresAt: session.expiresAt, account: toAccount(user), deviceToken };
}
