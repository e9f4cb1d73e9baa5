import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GameTypeCode } from '../db/schema';
import type { Lang } from '../http/i18n';

/** What a game window carries: the operator's session and the game, signed by the provider. */
export interface LaunchClaims {
  /** The operator's game session token, sent back in every wallet callback. */
  session: string;
  gameType: GameTypeCode;
  gameName: string;
  lang: Lang;
  /** Expiry, ms since the epoch. */
  exp: number;
}

const sign = (key: string, payload: string) => createHmac('sha256', key).update(`launch.${payload}`).digest('base64url');

/** `<payload>.<signature>`, both base64url: the provider keeps no state per window. */
export function issueLaunchToken(key: string, claims: LaunchClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

export function readLaunchToken(key: string, token: unknown, now = Date.now()): LaunchClaims | null {
  if (typeof token !== 'string' || token.length > 4096) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as LaunchClaims;
    return claims.exp > now ? claims : null;
  } catch {
    return null;
  }
}
