import Cookies from 'js-cookie';

export const TOKEN_COOKIE = 'token';
const COOKIE_PATH = '/';

/** The session token, kept in the `token` cookie at path `/` (spec 3). */
export interface Session {
  readonly token: string | null;
  set(token: string, expiresAt?: string | Date | null): void;
  clear(): void;
}

export function createSession(): Session {
  return {
    get token() {
      return Cookies.get(TOKEN_COOKIE) ?? null;
    },
    set(token, expiresAt) {
      const expires = expiresAt ? new Date(expiresAt) : undefined;
      Cookies.set(TOKEN_COOKIE, token, {
        path: COOKIE_PATH,
        // An unparsable expiry falls back to a browser-session cookie rather than an already expired one.
        expires: expires && !Number.isNaN(expires.getTime()) ? expires : undefined,
        sameSite: 'Lax',
        secure: typeof location !== 'undefined' && location.protocol === 'https:',
      });
    },
    clear() {
      Cookies.remove(TOKEN_COOKIE, { path: COOKIE_PATH });
    },
  };
}
