import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe (session tokens, device ids); only its sha256 is stored. */
export function newSessionToken(): { token: string; tokenHash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

// A plain hash suffices (no salt or slow hash): the token already has 256 bits of entropy.
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
