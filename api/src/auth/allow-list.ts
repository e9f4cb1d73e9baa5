import { sql, type Kysely } from 'kysely';
import { isIP, isIPv4 } from 'node:net';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';

/**
 * An address as the allow-list compares it: an IPv4 address reached over IPv6 (`::ffff:1.2.3.4`,
 * what a dual-stack socket reports) is that IPv4 address, so a v4 range covers it.
 */
export function plainAddress(ip: string): string {
  const mapped = /^::ffff:(.+)$/i.exec(ip);
  return mapped && isIPv4(mapped[1]!) ? mapped[1]! : ip;
}

/**
 * A typed address or CIDR range, checked: an IPv4 or IPv6 address, optionally `/` and a prefix
 * that fits it. What PostgreSQL stores is its network (host bits cleared); a 400 says what is wrong.
 */
export function parseAllowedAddress(text: string): string {
  const [host = '', prefix, ...rest] = text.trim().split('/');
  const version = host.includes('%') || rest.length > 0 ? 0 : isIP(plainAddress(host));
  if (version === 0) throw new AppError(400, 'VALIDATION', 'allow_list.address_invalid');
  const address = plainAddress(host);
  if (prefix === undefined) return address;
  const max = version === 4 ? 32 : 128;
  if (!/^[0-9]{1,3}$/.test(prefix) || Number(prefix) > max) throw new AppError(400, 'VALIDATION', 'allow_list.prefix_invalid', { max });
  return `${address}/${Number(prefix)}`;
}

/** Whether an account may sign in from `ip`: its list is empty, or an entry covers the address. */
export async function signInAllowed(db: Kysely<Database>, userId: number, ip: string): Promise<boolean> {
  const address = plainAddress(ip);
  // An address PostgreSQL could not read (not an IP, or one with a zone, `fe80::1%eth0`, which
  // isIP accepts and inet does not) is covered by nothing, and never cast, so never an error.
  const covering = isIP(address) && !address.includes('%') ? sql<boolean>`bool_or(address >>= ${address}::inet)` : sql<boolean>`false`;
  const row = await db
    .selectFrom('sign_in_allow_list')
    .select((eb) => [eb.fn.countAll<string>().as('entries'), covering.as('covered')])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.entries) === 0 || row.covered === true;
}

/** The answer to the right password (or code) from an address the account's list does not cover: no more than that. */
export const addressRefused = () => new AppError(403, 'ADDRESS_REFUSED', 'auth.address_refused');
