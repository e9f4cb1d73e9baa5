import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/pool';

/**
 * Report tokens (issue 27): the registry hands each page, with each remote's version, a token
 * that lets that page, and only a visitor it was issued to, report on that version. Without one
 * nobody can move a version's health figures: a report needs a page that was served the version.
 */

/** A page open longer than this reports nothing more (it is reloaded long before, or a new registry check gives it a new token). */
export const REPORT_TOKEN_HOURS = 12;

export interface ReportGrant {
  remote: string;
  version: string;
  /** `account:<id>` or `device:<cohort>`: who the registry answered. */
  visitor: string;
}

interface TokenBody {
  r: string;
  v: string;
  i: string;
  /** Expiry, seconds since the epoch. */
  e: number;
}

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

export function issueReportToken(key: Buffer, grant: ReportGrant, now = Date.now()): string {
  const body: TokenBody = { r: grant.remote, v: grant.version, i: grant.visitor, e: Math.floor(now / 1000) + REPORT_TOKEN_HOURS * 3600 };
  const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${encoded}.${sign(key, encoded)}`;
}

/** The grant a token carries, or null for anything forged, altered, expired or malformed. */
export function readReportToken(key: Buffer, token: string, now = Date.now()): ReportGrant | null {
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(key, encoded));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { r, v, i, e } = (body ?? {}) as Partial<TokenBody>;
  if (typeof r !== 'string' || typeof v !== 'string' || typeof i !== 'string' || typeof e !== 'number') return null;
  if (e * 1000 <= now) return null;
  return { remote: r, version: v, visitor: i };
}

/**
 * The site's signing key, the same in every API process: written once by whichever process
 * needs it first, then read; kept in memory after the first read.
 */
export class ReportKey {
  private key: Promise<Buffer> | null = null;

  constructor(private readonly db: Db) {}

  get(): Promise<Buffer> {
    this.key ??= this.load().catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    return this.key;
  }

  private async load(): Promise<Buffer> {
    await this.db
      .insertInto('release_report_key')
      .values({ secret: randomBytes(32).toString('hex') })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const row = await this.db.selectFrom('release_report_key').select('secret').executeTakeFirstOrThrow();
    return Buffer.from(row.secret, 'hex');
  }
}
