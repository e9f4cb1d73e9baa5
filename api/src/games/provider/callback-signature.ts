import { createHmac, timingSafeEqual } from 'node:crypto';

/** Headers of a signed wallet callback. */
export const SIGNATURE_HEADER = 'x-casino-signature';
export const TIMESTAMP_HEADER = 'x-casino-timestamp';

/** A callback older or newer than this is refused, so a captured request cannot be replayed later. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * `sha256=` + hex HMAC-SHA256 of `<timestamp>.<path>.<raw body>` under the provider's secret.
 * The path is signed too: the same body means something else at /bet and at /win.
 */
export function signCallback(secret: string, timestamp: string, path: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${path}.${rawBody}`).digest('hex')}`;
}

export function signedHeaders(secret: string, path: string, rawBody: string, now = Date.now()): Record<string, string> {
  const timestamp = String(now);
  return { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signCallback(secret, timestamp, path, rawBody) };
}

/** True when `signature` signs this exact path and body at a timestamp within the allowed skew. */
export function verifyCallback(secret: string, timestamp: unknown, signature: unknown, path: string, rawBody: string, now = Date.now()): boolean {
  if (typeof timestamp !== 'string' || typeof signature !== 'string' || !/^\d{1,15}$/.test(timestamp)) return false;
  if (Math.abs(now - Number(timestamp)) > MAX_CLOCK_SKEW_MS) return false;
  const expected = Buffer.from(signCallback(secret, timestamp, path, rawBody));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
