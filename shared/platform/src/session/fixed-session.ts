import type { Session } from './session';

/**
 * A session known from a request (a server render): active when the request carried the
 * session's readable cookie, until a 401 ends it (as the browser drops that cookie).
 */
export function createFixedSession(active: boolean): Session {
  let epoch = 0;
  let signedIn = active;
  return {
    get active() {
      return signedIn;
    },
    get epoch() {
      return epoch;
    },
    begin() {
      epoch += 1;
      signedIn = true;
    },
    clear() {
      epoch += 1;
      signedIn = false;
    },
  };
}
