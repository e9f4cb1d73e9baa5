import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database, LoginOutcome } from '../db/schema';
import { secondsUntilUnderLimit } from '../db/window-limit';
import { findTrustedDevice } from './trusted-devices';

export interface LoginLimits {
  windowMinutes: number;
  /** Failures of one ID from one IP: the everyday lock-out of that IP, nobody else's. */
  perAccountIp: number;
  /** Failures from one IP across all IDs: one source guessing many IDs. */
  perIp: number;
  /** Failures through one trusted browser before it is treated as a stranger (a stolen device cookie). */
  perDevice: number;
  /** Failures of one ID from unknown clients, across all IPs, before each further try must wait... */
  accountThrottleAfter: number;
  /** ...this long after the last failure, then twice as long after each further one... */
  accountThrottleBaseSeconds: number;
  /** ...never longer than this. */
  accountThrottleMaxSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { windowMinutes: 15, perAccountIp: 5, perIp: 20, perDevice: 5, accountThrottleAfter: 10, accountThrottleBaseSeconds: 1, accountThrottleMaxSeconds: 60 };

export type BlockScope = 'account_ip' | 'ip' | 'account';
export interface Block {
  scope: BlockScope;
  retryAfterSeconds: number;
}

type Attempts = SelectQueryBuilder<Database, 'login_attempts', object>;

/** What the ID knows of the client trying it. */
export interface ClientStanding {
  /** A browser that signed in to this ID before and is not guessing now. */
  trustedDevice: boolean;
  /** An address this ID signed in from before (home, the office): a new phone there is no stranger. */
  knownNetwork: boolean;
}

/** What the ID knows of a client, with the browser's ids behind it. */
export interface Standing extends ClientStanding {
  /** The browser's trusted-device row for this ID, when it has one (a success through it resets its count). */
  deviceId: number | null;
  /** The same, only while the browser is not guessing: failures are counted against it. */
  trustedDeviceId: number | null;
}

/** The standing of a client trying the ID `userId` (null: no such ID, a stranger). */
export async function standingOf(db: Kysely<Database>, userId: number | null, client: { ip: string; deviceToken?: string }, limits: LoginLimits): Promise<Standing> {
  if (userId === null) return { deviceId: null, trustedDeviceId: null, trustedDevice: false, knownNetwork: false };
  const deviceId = await findTrustedDevice(db, userId, client.deviceToken);
  // A known browser guessing is a stranger until its failures leave the window or it signs in.
  const trustedDeviceId = deviceId !== null && (await isDeviceTrusted(db, deviceId, limits)) ? deviceId : null;
  return { deviceId, trustedDeviceId, trustedDevice: trustedDeviceId !== null, knownNetwork: await isKnownNetwork(db, userId, client.ip) };
}

// Namespaces for the two-key advisory locks, apart from other locks of this app (sign-up uses 2).
const TRIES_OF_ID_LOCK = 1;
const TRIES_FROM_IP_LOCK = 3;

/**
 * Serialises the sign-in tries at one ID (passwords and codes), whichever API process each
 * reaches, to the transaction's end: a burst cannot slip past the ID's limits. Taken before the
 * IP's lock, always.
 */
export async function lockTriesOf(db: Kysely<Database>, usernameKey: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${TRIES_OF_ID_LOCK}::int, hashtext(${usernameKey}))`.execute(db);
}

/** The same for one address's tries at any ID (its own limit), after the ID's lock. */
export async function lockTriesFrom(db: Kysely<Database>, ip: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${TRIES_FROM_IP_LOCK}::int, hashtext(${ip}))`.execute(db);
}

/** How long a successful sign-in makes its address known to the ID. */
const KNOWN_NETWORK_DAYS = 90;

export async function isKnownNetwork(db: Kysely<Database>, userId: number, ip: string): Promise<boolean> {
  const row = await db
    .selectFrom('login_history')
    .select('id')
    .where('user_id', '=', userId)
    .where('ip', '=', ip)
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${KNOWN_NETWORK_DAYS})`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether this try may be checked. A browser that signed in to the ID before (trusted device)
 * is held only by its own failures, so no one can lock a member out by failing logins for their
 * ID from elsewhere. Other clients are locked out per ID and IP, and per IP, which only ever
 * shuts out the guessing address. Against guessing spread over many IPs, the ID's failures from
 * unknown clients make each further try from an address the ID never signed in from wait longer,
 * up to a minute: guessing slows to a crawl, while the member's own browsers and networks are
 * never held by it.
 *
 * Failures are counted within the window; the ID-based counts also only since the last
 * successful login (from the same IP for the pair count, through the same browser for the
 * device count), while the IP count ignores successes (one valid account must not unlock
 * guessing others).
 */
export async function findBlock(db: Kysely<Database>, usernameKey: string, ip: string, standing: ClientStanding, limits: LoginLimits): Promise<Block | null> {
  if (standing.trustedDevice) return null;
  const window = windowStart(limits);
  const ofAccount = db.selectFrom('login_attempts').where('username_key', '=', usernameKey);
  const ofPair = ofAccount.where('ip', '=', ip);
  const lockOuts: { scope: BlockScope; limit: number; query: Attempts }[] = [
    { scope: 'account_ip', limit: limits.perAccountIp, query: ofPair.where('created_at', '>', since(ofPair, window)) },
    { scope: 'ip', limit: limits.perIp, query: ofIp(db, ip, limits) },
  ];
  for (const { scope, limit, query } of lockOuts) {
    const retryAfterSeconds = await secondsUntilUnderLimit(failures(query), limit, limits.windowMinutes);
    if (retryAfterSeconds) return { scope, retryAfterSeconds };
  }

  if (standing.knownNetwork) return null;
  const strangers = failures(ofAccount.where('device_id', 'is', null).where('created_at', '>', since(ofAccount, window)));
  const wait = await throttleWait(strangers, limits);
  return wait ? { scope: 'account', retryAfterSeconds: wait } : null;
}

/**
 * The IP's lock-out alone. Tries at different IDs are not serialised by the per-ID lock, so a
 * burst from one address at many IDs (over any number of API processes) all pass `findBlock`
 * at once; the login checks this again under a lock of the IP's, after the password.
 */
export async function findIpBlock(db: Kysely<Database>, ip: string, limits: LoginLimits): Promise<Block | null> {
  const retryAfterSeconds = await secondsUntilUnderLimit(failures(ofIp(db, ip, limits)), limits.perIp, limits.windowMinutes);
  return retryAfterSeconds ? { scope: 'ip', retryAfterSeconds } : null;
}

/** A known browser stays trusted until its own failures reach the limit (someone guessing with a stolen cookie). */
export async function isDeviceTrusted(db: Kysely<Database>, deviceId: number, limits: LoginLimits): Promise<boolean> {
  const ofDevice = db.selectFrom('login_attempts').where('device_id', '=', deviceId);
  return (await secondsUntilUnderLimit(failures(ofDevice.where('created_at', '>', since(ofDevice, windowStart(limits)))), limits.perDevice, limits.windowMinutes)) === null;
}

const windowStart = (limits: LoginLimits) => sql<Date>`now() - make_interval(mins => ${limits.windowMinutes})`;

const ofIp = (db: Kysely<Database>, ip: string, limits: LoginLimits) => db.selectFrom('login_attempts').where('ip', '=', ip).where('created_at', '>', windowStart(limits));

/** The window's start, or the last success among `attempts` when that is later. */
const since = (attempts: Attempts, window: RawBuilder<Date>) =>
  sql<Date>`greatest(${window}, coalesce((${attempts.where('outcome', '=', 'success').select((eb) => eb.fn.max('created_at').as('at'))}), '-infinity'))`;

/**
 * Every refused try: a wrong password, a wrong code at the second step, and any try at a stopped
 * account (its answer does not depend on the password, so neither may what it counts).
 */
const failures = (query: Attempts) => query.where('outcome', '<>', 'success');

/** Seconds an unknown client must still wait before its try at this ID is checked, or null. */
async function throttleWait(strangers: Attempts, limits: LoginLimits): Promise<number | null> {
  const row = await strangers
    .select((eb) => [eb.fn.countAll<string>().as('n'), sql<number>`extract(epoch from (now() - max(created_at)))`.as('since_last')])
    .executeTakeFirstOrThrow();
  const over = Number(row.n) - limits.accountThrottleAfter;
  if (over < 0) return null;
  const delay = Math.min(limits.accountThrottleBaseSeconds * 2 ** over, limits.accountThrottleMaxSeconds);
  const remaining = delay - Number(row.since_last);
  return remaining > 0 ? Math.ceil(remaining) : null;
}

export async function recordAttempt(db: Kysely<Database>, usernameKey: string, ip: string, deviceId: number | null, outcome: LoginOutcome): Promise<void> {
  await db.insertInto('login_attempts').values({ username_key: usernameKey, ip, device_id: deviceId, outcome }).execute();
}
