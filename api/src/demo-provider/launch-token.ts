import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { GameTypeCode } from '../db/schema';
import type { Lang } from '../http/i18n';

/** What a game window carries: the operator's session and the game, sealed by the provider. */
export interface LaunchClaims {
  /** The operator's game session token, sent back in every wallet callback. Never shown to the player. */
  session: string;
  gameType: GameTypeCode;
  gameName: string;
  lang: Lang;
  /** Expiry, ms since the epoch. */
  exp: number;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const keyOf = (secret: string) => createHash('sha256').update(`demo-launch:${secret}`).digest();

/**
 * AES-256-GCM of the claims, base64url: the window's URL names the game session without showing
 * its token (which, with the callback secret, would be all a forger needs), and any change to
 * the token makes it unreadable. The provider keeps no state per window.
 */
export function issueLaunchToken(secret: string, claims: LaunchClaims): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

export function readLaunchToken(secret: string, token: unknown, now = Date.now()): LaunchClaims | null {
  if (typeof token !== 'string' || token.length > 4096 || !/^[\w-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    const claims = JSON.parse(text) as LaunchClaims | null;
    return claims && typeof claims.exp === 'number' && typeof claims.session === 'string' && claims.exp > now ? claims : null;
  } catch {
    return null;
  }
}
