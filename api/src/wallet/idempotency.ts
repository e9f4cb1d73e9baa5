import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/pool';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';

/** Printable ASCII, as sent in an HTTP header. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw new AppError(400, 'VALIDATION', 'validation.invalid', { field: 'Idempotency-Key' });
  }
  return header;
}

export interface IdempotentRequest {
  userId: number;
  /** The caller's key; without one the work simply runs. */
  key: string | undefined;
  /** Which call (a key is the member's, across calls). */
  endpoint: string;
  body: unknown;
}

/** JSON with object keys sorted, so the same body sent with its fields in another order matches. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const hashOf = (endpoint: string, body: unknown) => createHash('sha256').update(`${endpoint}\n${canonical(body)}`).digest();

/**
 * Runs `work` once per (member, key): the key is claimed in the same database transaction as
 * the work, so a concurrent request with the key waits at the claim until the first commits,
 * then answers the stored first answer; if the first failed, nothing was kept and it runs.
 * The same key with a different call or body is 409 CONFLICT. Failures (4xx) are not kept: the
 * member may retry them with the same key once the cause is gone.
 */
export async function idempotent<T>(db: Db, request: IdempotentRequest, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (request.key === undefined) return db.transaction().execute(work);
  const requestHash = hashOf(request.endpoint, request.body);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({ user_id: request.userId, key: request.key!, endpoint: request.endpoint, request_hash: requestHash, response_status: 0, response_body: 'null' })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) {
      const first = await trx
        .selectFrom('idempotency_keys')
        .select(['endpoint', 'request_hash', 'response_body'])
        .where('user_id', '=', request.userId)
        .where('key', '=', request.key!)
        .executeTakeFirstOrThrow();
      if (first.endpoint !== request.endpoint || !first.request_hash.equals(requestHash)) throw new AppError(409, 'CONFLICT', 'wallet.idempotency_key_reused');
      return first.response_body as T;
    }
    const answer = await work(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ response_status: 200, response_body: sql`${JSON.stringify(answer)}::jsonb` })
      .where('user_id', '=', request.userId)
      .where('key', '=', request.key!)
      .execute();
    return answer;
  });
}
