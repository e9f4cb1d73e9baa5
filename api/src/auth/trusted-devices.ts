import type { FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashToken, newSessionToken } from './tokens';

/** A browser's own random id, sent only to the login and logout calls. */
export const DEVICE_COOKIE = 'device';
const DEVICE_COOKIE_PATH = '/api/v1/core/auth';
/** A browser unused for this long is a stranger again. */
export const DEVICE_TRUST_DAYS = 365;

/** The trusted-device row for this browser and this ID, or null. */
export async function findTrustedDevice(db: Kysely<Database>, userId: number, deviceToken: string | undefined): Promise<number | null> {
  if (!deviceToken || deviceToken.length > 64) return null;
  const row = await db
    .selectFrom('trusted_devices')
    .select('id')
    .where('user_id', '=', userId)
    .where('token_hash', '=', hashToken(deviceToken))
    .where('last_used_at', '>', sql<Date>`now() - make_interval(days => ${DEVICE_TRUST_DAYS})`)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * After a successful login: this browser is known to this ID from now on. Answers the browser's
 * id: `knownToken` (already this ID's) again, or a new one.
 */
export async function trustDevice(db: Kysely<Database>, userId: number, knownToken: string | undefined): Promise<string> {
  const token = knownToken ?? newSessionToken().token;
  await db
    .insertInto('trusted_devices')
    .values({ user_id: userId, token_hash: hashToken(token) })
    .onConflict((oc) => oc.columns(['token_hash', 'user_id']).doUpdateSet({ last_used_at: sql<Date>`now()` }))
    .execute();
  return token;
}

export function setDeviceCookie(reply: FastifyReply, token: string, { secure }: { secure: boolean }): void {
  reply.setCookie(DEVICE_COOKIE, token, { path: DEVICE_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure, maxAge: DEVICE_TRUST_DAYS * 24 * 3600 });
}
