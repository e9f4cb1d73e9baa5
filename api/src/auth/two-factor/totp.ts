import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * TOTP as every authenticator app does it by default (RFC 6238 over RFC 4226): HMAC-SHA-1, a
 * 30-second step counted from the Unix epoch, 6 digits.
 */
export const STEP_SECONDS = 30;
const DIGITS = 6;
/** Steps either side of the server's clock a code is still taken for (a phone a little off). */
export const SKEW_STEPS = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Upper or lower case, spaces and padding ignored; null for anything else. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new 160-bit key, the size RFC 4226 recommends for SHA-1. */
export function newSecret(): Buffer {
  return randomBytes(20);
}

/** RFC 4226's HOTP value of `counter`, as `digits` decimal digits. */
export function hotp(secret: Buffer, counter: number, digits = DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

export function stepAt(unixMs: number): number {
  return Math.floor(unixMs / 1000 / STEP_SECONDS);
}

export function totpAt(secret: Buffer, unixMs: number): string {
  return hotp(secret, stepAt(unixMs));
}

export type CodeCheck = { ok: true; step: number } | { ok: false; reason: 'wrong' | 'used' };

/**
 * Checks a code against the steps around `unixMs`. It counts only for a step after `lastStep`
 * (the last one accepted for this key): a code seen once is refused after, even within its window.
 */
export function checkCode(secret: Buffer, code: string, unixMs: number, lastStep: number): CodeCheck {
  const now = stepAt(unixMs);
  let used = false;
  for (let step = now - SKEW_STEPS; step <= now + SKEW_STEPS; step++) {
    if (!sameCode(hotp(secret, step), code)) continue;
    if (step > lastStep) return { ok: true, step };
    used = true;
  }
  return { ok: false, reason: used ? 'used' : 'wrong' };
}

function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What an authenticator app scans: Key Uri Format, `otpauth://totp/<issuer>:<account>?...`. */
export function otpauthUrl(issuer: string, account: string, secret: Buffer): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret: base32Encode(secret), issuer, algorithm: 'SHA1', digits: String(DIGITS), period: String(STEP_SECONDS) });
  return `otpauth://totp/${label}?${query.toString()}`;
}
