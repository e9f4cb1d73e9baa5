import type { Level, Role, StaffRight } from '../db/schema';
import type { Lang } from './i18n';

/** The signed-in caller, resolved from the bearer token. */
export interface AuthUser {
  userId: number;
  sessionId: number;
  username: string;
  role: Role;
  level: Level;
  /** Rights beyond the level (a master's 'site'). */
  rights: StaffRight[];
}

/** Resolves a bearer token to its live session; null for none, unknown, expired or revoked. */
export interface Authenticator {
  authenticate(token: string): Promise<AuthUser | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    auth: AuthUser | null;
    /** The session cookie named a session the API refused (expired, revoked, stopped): it is cleared. */
    sessionRefused: boolean;
    /** The JSON body exactly as received, for signature checks (see json-parser.ts). */
    rawBody: string | undefined;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}
