import type { Account } from '@casino/contract';
import { sql } from 'kysely';
import type { Db } from '../db/pool';
import { AppError } from '../http/app-error';
import { toAccount } from '../users/account-view';
import { findUserByUsername } from '../users/queries';
import { findBlock, isDeviceTrusted, isKnownNetwork, recordAttempt, type BlockScope, type LoginLimits } from './login-attempts';
import { verifyDummy, verifyPassword } from './passwords';
import { createSession } from './sessions';
import { findTrustedDevice, trustDevice } from './trusted-devices';

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

export interface LoginOptions {
  sessionTtlHours: number;
  limits: LoginLimits;
}

export interface LoginResult {
  token: string;
  expiresAt: Date;
  account: Account;
  /** The browser's id to keep in its `device` cookie: it is trusted by this ID from now on (null: not a browser). */
  deviceToken: string | null;
}

type Outcome =
  | { kind: 'ok'; result: LoginResult }
  | { kind: 'blocked'; scope: BlockScope; retryAfterSeconds: number }
  | { kind: 'bad_credentials' }
  | { kind: 'stopped' };

const BLOCK_MESSAGES = { account_ip: 'auth.rate_limited_account', ip: 'auth.rate_limited_ip', account: 'auth.throttled_account' } as const;

// Namespace for the two-key advisory lock, apart from other locks of this app.
const LOGIN_LOCK = 1;

/**
 * Checks the limits, the password and the account state, and records the try, in one transaction
 * holding a per-ID lock, so concurrent guesses at one ID cannot slip past the limit.
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
    const session = await createSession(trx, { userId: user.id, ip: input.ip, userAgent: input.userAgent, ttlHours: options.sessionTtlHours });
    // A device id is kept only when it is this ID's already: a cookie planted in the browser
    // (another ID's, or made up) is never adopted. Clients that are not browsers get none.
    const deviceToken = input.browser ? await trustDevice(trx, user.id, deviceId !== null ? input.deviceToken : undefined) : null;
    await trx.updateTable('users').set({ last_login_at: sql<Date>`now()` }).where('id', '=', user.id).execute();
    await trx.insertInto('login_history').values({ user_id: user.id, ip: input.ip, user_agent: input.userAgent.slice(0, 500) }).execute();
    return { kind: 'ok', result: { token: session.token, expiresAt: session.expiresAt, account: toAccount(user), deviceToken } };
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
