import { createHmac } from 'node:crypto';

/*
 * Authenticator codes as a phone app makes them (RFC 6238: HMAC-SHA-1, 30-second steps, 6
 * digits), written here apart from the API's own, so the e2e checks the server against the RFC
 * rather than against itself.
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function decodeBase32(key: string): Buffer {
  let bits = '';
  for (const char of key.replace(/[\s=]/g, '').toUpperCase()) bits += BASE32.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

const STEP_MS = 30_000;
export const stepNow = () => Math.floor(Date.now() / STEP_MS);

/** The code of a base32 key for a time step. */
export function totp(key: string, step = stepNow()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', decodeBase32(key)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
