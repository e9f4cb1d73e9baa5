/**
 * The API keeps the session token in the HttpOnly `token` cookie (spec 3), out of every script's
 * reach, and sets this readable companion beside it: it says a session was started and holds
 * no secret. It saves a guest's page from asking the API who it is on every load.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

/** What the page can know of its session. */
export interface Session {
  /** A session cookie is there, as far as a script can tell (the server has the last word: 401). */
  readonly active: boolean;
  /** Changes at every sign-in and sign-out (see HttpClientOptions.getSessionEpoch). */
  readonly epoch: number;
  /** After a login answered: the API has set the cookies. */
  begin(): void;
  /** After a logout or a 401: the API clears its cookies; the hint goes at once. */
  clear(): void;
}

/** Whether the page has a cookie named `name` (one this script may read: not HttpOnly). */
const hasCookie = (name: string) => document.cookie.split(';').some((pair) => pair.trim().startsWith(`${name}=`));

/** Removes a readable cookie set on the site's root path. */
const removeCookie = (name: string) => {
  document.cookie = `${name}=; path=/; max-age=0`;
};

export function createSession(): Session {
  let epoch = 0;
  return {
    get active() {
      return hasCookie(SIGNED_IN_COOKIE);
    },
    get epoch() {
      return epoch;
    },
    begin() {
      epoch += 1;
    },
    clear() {
      epoch += 1;
      removeCookie(SIGNED_IN_COOKIE);
    },
  };
}
